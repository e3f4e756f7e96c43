import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BalanceChip } from './BalanceChip';
import { played, storyMoney, storyNumber } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { expectPhoneFit, thaiPhone360 } from '../../private/storyPhone';

const meta = {
  title: 'Widgets/BalanceChip',
  component: BalanceChip,
  args: {
    amount: 12580.5,
    currency: 'THB',
    hidden: false,
    refreshing: false,
    onToggleHidden: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof BalanceChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, userEvent, args, loaded, t }) => {
    const group = canvas.getByRole('group', { name: t('shell:balance.label') });
    await expect(group).toHaveTextContent(storyMoney(loaded)(12580.5, 'THB'));

    const eye = canvas.getByRole('button', { name: t('shell:balance.hide') });
    await expect(eye).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(eye);
    await expect(args.onToggleHidden).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: t('shell:balance.refresh') }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  }),
};

export const Hidden: Story = {
  args: { hidden: true },
  play: played(async ({ canvas, userEvent, args, loaded, t }) => {
    const group = canvas.getByRole('group', { name: t('shell:balance.label') });
    await expect(group).toHaveTextContent('****');
    await expect(group).not.toHaveTextContent(storyNumber(loaded)(12580));
    const eye = canvas.getByRole('button', { name: t('shell:balance.hide') });
    await expect(eye).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(eye);
    await expect(args.onToggleHidden).toHaveBeenCalledTimes(1);
  }),
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: played(async ({ canvas, userEvent, args, loaded, t }) => {
    const group = canvas.getByRole('group', { name: t('shell:balance.label') });
    await expect(group).toHaveTextContent(t('shell:balance.refreshing'));
    await expect(group).not.toHaveTextContent(storyNumber(loaded)(12580));
    const refresh = canvas.getByRole('button', { name: t('shell:balance.refresh') });
    await expect(refresh).toHaveAttribute('aria-disabled', 'true');
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    // a tap while busy does nothing
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  }),
};

export const Zero: Story = {
  args: { amount: 0 },
  play: played(async ({ canvas, loaded, t }) => {
    await expect(canvas.getByRole('group', { name: t('shell:balance.label') })).toHaveTextContent(
      storyMoney(loaded)(0, 'THB'),
    );
  }),
};

export const LargeAmount: Story = {
  args: { amount: 98765432.109 },
  play: played(async ({ canvas, loaded, t }) => {
    await expect(canvas.getByRole('group', { name: t('shell:balance.label') })).toHaveTextContent(
      storyMoney(loaded)(98765432.109, 'THB'),
    );
  }),
};

export const Unknown: Story = {
  args: { amount: null },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('group', { name: t('shell:balance.label') })).toHaveTextContent(
      t('shell:balance.unavailable'),
    );
  }),
};

export const WithoutButtons: Story = {
  args: { onToggleHidden: undefined, onRefresh: undefined },
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'ยอดเงิน' });
    await expect(group).toHaveTextContent('฿12,580.50');
    await expect(canvas.getByRole('button', { name: 'ซ่อนยอดเงิน' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { amount: null, failed: true },
  play: played(async ({ canvas, userEvent, args, t }) => {
    // the failure in the amount's place, never an endless "Refreshing…"
    const group = canvas.getByRole('group', { name: t('shell:balance.label') });
    await expect(group).toHaveTextContent(t('shell:balance.failed'));
    await expect(group).not.toHaveTextContent(t('shell:balance.refreshing'));
    // the refresh button asks again
    await userEvent.click(canvas.getByRole('button', { name: t('shell:balance.refresh') }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  }),
};

/** The header's phone row (compact, below 600px): the figure and refresh only, the word read out, no eye button. */
export const CompactPhone: Story = {
  args: { compact: true },
  ...phone360,
  play: played(async ({ canvas, loaded, t }) => {
    const group = canvas.getByRole('group', { name: t('shell:balance.label') });
    await expect(group).toHaveTextContent(storyMoney(loaded)(12580.5, 'THB'));
    await expect(canvas.queryByRole('button', { name: t('shell:balance.hide') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('shell:balance.refresh') })).toBeVisible();
    await expectPhoneFit();
  }),
};

/** Compact in Thai with a large balance: the figure is never cut. */
export const CompactThaiLarge: Story = {
  args: { compact: true, amount: 123456789.5 },
  ...thaiPhone360,
  play: async ({ canvas }) => {
    const amount = canvas.getByText(/123,456,789\.50/);
    await expect(amount.scrollWidth).toBeLessThanOrEqual(amount.clientWidth + 1);
    await expectPhoneFit();
  },
};
