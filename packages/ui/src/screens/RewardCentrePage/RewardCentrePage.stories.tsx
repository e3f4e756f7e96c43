import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACTIVITIES, NO_RANK, RANK_PROGRESS } from '../../private/fixtures/rewards';
import { STORY_PNG } from '../../private/fixtures/uploads';
import { shownMoney } from '../../private/cashierStory';
import { choice } from '../../private/storyControls';
import { loadErrorStory, loadingStory } from '../../private/storyStates';
import { played, startingWith } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { RewardCentrePage, rewardActivityStatuses, rewardCentreStatuses } from './RewardCentrePage';

const application = (remark = '') => ({
  title: 'First deposit match – send your slip',
  remark,
  onRemarkChange: fn(),
  attachments: {
    images: [{ id: '1', name: 'slip.png', previewUrl: STORY_PNG }],
    refusals: [],
    onPick: fn(),
    onRemove: fn(),
  },
  onSubmit: fn(),
  onCancel: fn(),
});

const meta = {
  title: 'Screens/RewardCentrePage',
  component: RewardCentrePage,
  argTypes: { status: choice(rewardCentreStatuses) },
  args: {
    status: 'ready',
    account: 'demo',
    nickname: 'Demo Player',
    balance: '12345.67',
    vipLabel: 'Gold',
    rank: RANK_PROGRESS,
    todayBonus: '50.00',
    totalBonus: '388.00',
    points: 12500,
    activities: ACTIVITIES,
    currency: 'THB',
    minorDigits: 2,
    timeZone: 'Asia/Bangkok',
    onJoin: fn(),
    onClaim: fn(),
    onApply: fn(),
    onRetry: fn(),
    onDismissNotice: fn(),
  },
} satisfies Meta<typeof RewardCentrePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status of spec §4, the unclaimed badges on the two to claim, and the actions. */
export const Default: Story = {
  play: played(async ({ canvasElement, canvas, loaded, args, t }) => {
    await expect(canvasElement).toHaveTextContent(shownMoney(loaded, '12345.67'));
    await expect(canvasElement).toHaveTextContent(shownMoney(loaded, '388.00'));
    for (const status of rewardActivityStatuses) {
      await expect(canvasElement).toHaveTextContent(t(`rewards:centre.status.${status}`));
    }
    await expect(canvas.getAllByText(t('rewards:centre.unclaimed'))).toHaveLength(2);
    const claim = `${t('rewards:centre.action.claim')}: Daily check-in bonus`;
    await userEvent.click(canvas.getByRole('button', { name: claim }));
    await expect(args.onClaim).toHaveBeenCalledWith(1);
    await userEvent.click(
      canvas.getByRole('button', { name: `${t('rewards:centre.action.join')}: Weekend reload 20%` }),
    );
    await expect(args.onJoin).toHaveBeenCalledWith(3);
    const apply = `${t('rewards:centre.action.apply')}: First deposit match – send your slip`;
    await userEvent.click(canvas.getByRole('button', { name: apply }));
    await expect(args.onApply).toHaveBeenCalledWith(4);
    await expect(canvasElement).toHaveTextContent(
      t('rewards:centre.note', { remark: 'Only one invited friend has deposited.' }),
    );
  }),
};

export const Claiming: Story = {
  args: { busyId: 1 },
  play: played(async ({ canvas, t }) => {
    const claim = canvas.getByRole('button', { name: `${t('rewards:centre.action.claim')}: Daily check-in bonus` });
    await expect(claim).toHaveAttribute('aria-disabled', 'true');
  }),
};

export const Claimed: Story = {
  args: { notice: { kind: 'claimed', amount: '50.00' } },
  play: played(async ({ canvasElement, loaded, t }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('rewards:centre.done.claimed', { amount: shownMoney(loaded, '50.00') }).replace(/\s/g, ' '),
    );
  }),
};

export const ClaimFailed: Story = {
  args: { notice: { kind: 'failed', message: 'This bonus was already claimed' } },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This bonus was already claimed');
  }),
};

export const Application: Story = {
  args: { application: application('Deposited 500 THB at 10:05.') },
  play: played(async ({ canvas, args, t }) => {
    await expect(canvas.getByRole('img', { name: 'slip.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('rewards:apply.submit') }));
    await expect(args.application?.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('rewards:apply.cancel') }));
    await expect(args.application?.onCancel).toHaveBeenCalledOnce();
  }),
};

/** A remark over 140 characters: the message, and the remark kept as typed. */
export const LongRemark: Story = {
  ...phone360,
  args: { application: application('โอนเงินแล้ว '.repeat(14)) },
  play: played(async ({ canvasElement, canvas, t }) => {
    const remark = canvas.getByRole('textbox', { name: startingWith(t('rewards:apply.remark')) });
    await expect(remark).toHaveValue('โอนเงินแล้ว '.repeat(14));
    await expect(remark).toBeInvalid();
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  }),
};

/** Like a trial or new account: no rank, no label, no bonus, activities without entries. */
export const NewMember: Story = {
  args: {
    vipLabel: null,
    rank: NO_RANK,
    todayBonus: '0.00',
    totalBonus: '0.00',
    points: 0,
    activities: ACTIVITIES.filter((a) => ['claim', 'join', 'comingSoon', 'closed'].includes(a.status)),
  },
  play: played(async ({ canvasElement, t }) => {
    await expect(canvasElement).toHaveTextContent(t('rewards:centre.noVip'));
    await expect(canvasElement).toHaveTextContent(t('rewards:rank.none'));
  }),
};

export const NoActivities: Story = {
  args: { activities: [] },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('rewards:centre.empty'))).toBeVisible();
  }),
};

export const Loading: Story = loadingStory('rewards:centre.loading');

export const LoadError: Story = loadErrorStory();

export const WideAmountsPhone: Story = {
  ...phone360,
  args: {
    balance: '9999999999999999.99',
    totalBonus: '9999999999999999.99',
    todayBonus: '9999999999999999.99',
    points: 999999999999,
    nickname: 'a-very-long-nickname-without-any-spaces-2026',
  },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

export const Thai: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'รับรางวัล: Daily check-in bonus' })).toBeVisible();
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};
