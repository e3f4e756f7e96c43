import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { mallRules, redemptions, rewards, thaiRewards } from '../../private/fixtures/content';
import { mallTabs, PointMall } from './PointMall';
import { played, storyNumber } from '../../private/storyText';
import { expectPhoneFit, expectTwoAcross, thaiPhone360 } from '../../private/storyPhone';
import { choice } from '../../private/storyControls';

const meta = {
  title: 'Screens/PointMall',
  component: PointMall,
  args: {
    loggedIn: true,
    balance: { status: 'ready', data: 12345 },
    onRefreshBalance: fn(),
    rewards: { status: 'ready', data: rewards },
    onRedeem: fn(),
    onLogin: fn(),
    history: { status: 'ready', data: redemptions },
    rules: { status: 'ready', data: mallRules },
    onTabChange: fn(),
    onMoreHistory: fn(),
  },
  argTypes: {
    defaultTab: choice(mallTabs),
    rewards: { control: false },
    history: { control: false },
    rules: { control: false },
  },
} satisfies Meta<typeof PointMall>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: played(async ({ canvas, args, userEvent, loaded, t }) => {
    await expect(canvas.getByText(t('content:points.points', { points: storyNumber(loaded)(12345) }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('content:points.refresh') }));
    await expect(args.onRefreshBalance).toHaveBeenCalledOnce();
    const list = canvas.getByRole('list', { name: t('content:points.rewards') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    const redeem = (name: string) =>
      within(list).getByRole('button', { name: `${t('content:points.redeem')}: ${name}` });
    await expect(redeem('Limited edition cap')).toBeDisabled();
    await expect(within(list).getAllByText(t('content:points.soldOut'))).toHaveLength(1);
    await userEvent.click(redeem('Cash 10 THB'));
    await expect(args.onRedeem).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  }),
};

/** The member's redemptions: in process, rejected with the back office's reason, approved. */
export const Redemptions: Story = {
  args: { historyHasMore: true },
  play: played(async ({ canvas, args, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('tab', { name: t('content:points.tab.history') }));
    await expect(args.onTabChange).toHaveBeenCalledWith('history');
    const list = canvas.getByRole('list', { name: t('content:points.history') });
    const [processing, rejected, approved] = within(list).getAllByRole('listitem');
    await expect(processing).toHaveTextContent(t('content:points.status.PROCESSING'));
    await expect(processing).toHaveTextContent(t('content:points.times', { name: 'Cash 10 THB', quantity: 2 }));
    await expect(rejected).toHaveTextContent(t('content:points.status.REJECTED'));
    await expect(rejected).toHaveTextContent('Your points have been returned.');
    await expect(approved).toHaveTextContent(t('content:points.status.APPROVED'));
    await userEvent.click(canvas.getByRole('button', { name: t('content:points.more') }));
    await expect(args.onMoreHistory).toHaveBeenCalledOnce();
  }),
};

export const Rules: Story = {
  args: { defaultTab: 'rules' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText('Points have no expiration.')).toBeVisible();
    const table = canvas.getByRole('table', { name: t('content:points.rates') });
    await expect(within(table).getByRole('rowheader', { name: 'Gold' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  }),
};

/** A visitor browses the rewards; the balance and the redemptions ask to log in. */
export const Visitor: Story = {
  args: { loggedIn: false, balance: { status: 'loading' }, history: { status: 'loading' } },
  play: played(async ({ canvas, args, userEvent, t }) => {
    await expect(canvas.getByText(t('content:points.loginForBalance'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('shell:header.login') }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('tab', { name: t('content:points.tab.history') }));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('content:points.loginForHistory'));
  }),
};

export const Loading: Story = {
  args: { balance: { status: 'loading' }, rewards: { status: 'loading' } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('content:points.refresh') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText(t('content:points.loadingRewards'))).toBeVisible();
  }),
};

export const Empty: Story = {
  args: { rewards: { status: 'ready', data: [] }, history: { status: 'ready', data: [] } },
  play: played(async ({ canvas, userEvent, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('content:points.empty'));
    await userEvent.click(canvas.getByRole('tab', { name: t('content:points.tab.history') }));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('content:points.noHistory'));
  }),
};

export const Failed: Story = {
  args: {
    balance: { status: 'error', message: 'Network link is abnormal, please try again', onRetry: fn() },
    rewards: { status: 'error', message: 'An unknown error occurred', onRetry: fn() },
  },
  play: played(async ({ canvas, args, userEvent, t }) => {
    const [balance, rewardsFailure] = canvas.getAllByRole('alert');
    // the server's messages (args) are shown as written, in every language
    await expect(balance).toHaveTextContent('Network link is abnormal, please try again');
    await expect(rewardsFailure).toHaveTextContent('An unknown error occurred');
    await userEvent.click(within(rewardsFailure!).getByRole('button', { name: t('shell:loader.retry') }));
    await expect((args.rewards as { onRetry: () => void }).onRetry).toHaveBeenCalledOnce();
  }),
};

export const ThaiText: Story = {
  args: { rewards: { status: 'ready', data: thaiRewards } },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'ร้านค้าแต้ม' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'ของรางวัล' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'แลก: เสื้อทีมฟุตบอลรุ่นลิมิเต็ด' })).toBeVisible();
  },
};

/** Two reward cards across a 360 px phone, Thai names wrapping inside them. */
export const Mobile360: Story = {
  ...thaiPhone360,
  args: { rewards: { status: 'ready', data: thaiRewards } },
  play: async ({ canvas }) => {
    await expectPhoneFit();
    await expectTwoAcross(within(canvas.getByRole('list')).getAllByRole('listitem'));
  },
};

/** The dark theme: the status labels of the redemptions keep their contrast. */
export const Dark: Story = {
  args: { defaultTab: 'history' },
  globals: { mode: 'dark' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('content:points.status.PROCESSING'))).toBeVisible();
  }),
};
