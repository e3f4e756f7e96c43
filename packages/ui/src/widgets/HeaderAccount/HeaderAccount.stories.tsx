import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { vendorLogo } from '../../private/fixtures/frame';
import { HeaderAccount, headerAccountLayouts, serviceChannels } from './HeaderAccount';
import { phone360 } from '../../private/storyViewports';
import { expectPhoneFit, thaiPhone360 } from '../../private/storyPhone';
import { played } from '../../private/storyText';
import { choice } from '../../private/storyControls';
import { headerAccountArgs } from '../../private/header/accountStory';

const meta = {
  title: 'Widgets/HeaderAccount',
  component: HeaderAccount,
  // the pieces sit on the header's background, as in the site
  decorators: [
    (Story) => (
      <div style={{ backgroundColor: vars.color.headerBackground, padding: vars.space.sm }}>
        <Story />
      </div>
    ),
  ],
  args: headerAccountArgs,
  argTypes: { serviceChannel: choice(serviceChannels), vip: { control: false } },
} satisfies Meta<typeof HeaderAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ args, canvas, userEvent, t }) => {
    const group = canvas.getByRole('group', { name: t('shell:account.label') });
    await userEvent.click(within(group).getByRole('button', { name: t('shell:account.liveChat') }));
    await expect(args.onCustomerService).toHaveBeenCalledOnce();
    await userEvent.click(within(group).getByRole('button', { name: t('shell:account.deposit') }));
    await expect(args.onDeposit).toHaveBeenCalledOnce();
    await userEvent.click(within(group).getByRole('button', { name: t('shell:sidebar.withdraw') }));
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
    await userEvent.click(
      within(group).getByRole('button', { name: t('shell:account.memberCentre', { account: 'somchai88' }) }),
    );
    await expect(args.onOpenMemberCentre).toHaveBeenCalledOnce();
  }),
};

/** Spec §2: rankLevel above 4 uses the VIP customer-service channel (the site passes the channel). */
export const VipChannel: Story = {
  args: { serviceChannel: 'vip' },
  play: played(async ({ args, canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell:account.vipService') }));
    await expect(args.onCustomerService).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: t('shell:account.liveChat') })).toBeNull();
  }),
};

export const WithAvatar: Story = {
  args: { avatarUrl: vendorLogo('S') },
  play: played(async ({ canvas, t }) => {
    const avatar = canvas.getByRole('button', { name: t('shell:account.memberCentre', { account: 'somchai88' }) });
    // the picture is decorative: the button is named by the account
    await expect(avatar.querySelector('img')).toHaveAttribute('alt', '');
  }),
};

export const WithVipBadge: Story = {
  args: { vip: { label: 'Gold', onOpen: fn(), onClose: fn() } },
  play: played(async ({ args, canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell:vip.openRank', { label: 'Gold' }) }));
    await expect(args.vip?.onOpen).toHaveBeenCalledWith('playerRank');
  }),
};

/** Below 600px the row keeps the deposit (its icon, named for screen readers) and the account sheet's button. */
export const Mobile: Story = {
  args: { vip: { label: 'Gold', onOpen: fn(), onClose: fn() } },
  ...phone360,
  play: played(async ({ canvas, canvasElement, t }) => {
    await expect(canvas.getByRole('button', { name: t('shell:account.deposit') })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('shell:header.accountSheet', { account: 'somchai88' }) }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('shell:account.liveChat') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('shell:account.withdraw') })).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  }),
};

/** The entries of the phone's account sheet (layout "sheet"): VIP badge, member centre, withdraw, customer service. */
export const Sheet: Story = {
  args: { layout: 'sheet', vip: { label: 'Gold', onOpen: fn(), onClose: fn() } },
  argTypes: { layout: choice(headerAccountLayouts) },
  ...phone360,
  play: played(async ({ args, canvas, userEvent, t }) => {
    const group = canvas.getByRole('group', { name: t('shell:account.label') });
    await expect(within(group).queryByRole('button', { name: t('shell:account.deposit') })).toBeNull();
    const entries = [
      ['account.memberCentreEntry', args.onOpenMemberCentre],
      ['account.withdraw', args.onWithdraw],
      ['account.liveChat', args.onCustomerService],
    ] as const;
    for (const [key, handler] of entries) {
      await userEvent.click(within(group).getByRole('button', { name: t(`shell:${key}`) }));
      await expect(handler).toHaveBeenCalledOnce();
    }
    await userEvent.click(within(group).getByRole('button', { name: t('shell:vip.openRank', { label: 'Gold' }) }));
    await expect(args.vip?.onOpen).toHaveBeenCalledWith('playerRank');
  }),
};

/** The sheet in Thai with a long VIP label: every entry on its own line, nothing cut. */
export const SheetThai: Story = {
  args: { layout: 'sheet', serviceChannel: 'vip', vip: { label: 'ระดับแพลทินัมสูงสุดพิเศษ', onOpen: fn(), onClose: fn() } },
  ...thaiPhone360,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ศูนย์สมาชิก' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'บริการ VIP' })).toBeVisible();
    await expectPhoneFit();
  },
};

export const Thai: Story = {
  args: { serviceChannel: 'vip', vip: { label: 'ระดับทอง', onOpen: fn(), onClose: fn() } },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'บริการ VIP' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ฝากเงิน' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ศูนย์สมาชิก: somchai88' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { vip: { label: 'Gold', onOpen: fn(), onClose: fn() } },
};

/** Spec §6: an agent (when the site shows the agent centre) gets its entry beside the member centre's. */
export const Agent: Story = {
  args: { onOpenAgentCentre: fn() },
  play: played(async ({ args, canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell:account.agentCentreEntry') }));
    await expect(args.onOpenAgentCentre).toHaveBeenCalledOnce();
  }),
};

/** The agent's phone sheet in Thai: the agent centre's entry after the member centre's, nothing cut. */
export const AgentSheetThai: Story = {
  args: { layout: 'sheet', onOpenAgentCentre: fn() },
  ...thaiPhone360,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ศูนย์ตัวแทน' }));
    await expect(args.onOpenAgentCentre).toHaveBeenCalledOnce();
    await expectPhoneFit();
  },
};
