import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { mallRules, phone360, redemptions, rewards, thaiRewards } from '../../private/fixtures/content';
import { PointMall } from './PointMall';

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
  argTypes: { rewards: { control: false }, history: { control: false }, rules: { control: false } },
} satisfies Meta<typeof PointMall>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('12,345 points')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh points' }));
    await expect(args.onRefreshBalance).toHaveBeenCalledOnce();
    const list = canvas.getByRole('list', { name: 'Rewards' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByRole('button', { name: 'Redeem: Limited edition cap' })).toBeDisabled();
    await expect(within(list).getAllByText('Sold out')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: 'Redeem: Cash 10 THB' }));
    await expect(args.onRedeem).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  },
};

/** The member's redemptions: in process, rejected with the back office's reason, approved. */
export const Redemptions: Story = {
  args: { historyHasMore: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('history');
    const list = canvas.getByRole('list', { name: 'My redemptions' });
    const [processing, rejected, approved] = within(list).getAllByRole('listitem');
    await expect(processing).toHaveTextContent('In process');
    await expect(processing).toHaveTextContent('Cash 10 THB × 2');
    await expect(rejected).toHaveTextContent('Rejected');
    await expect(rejected).toHaveTextContent('Your points have been returned.');
    await expect(approved).toHaveTextContent('Approved');
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onMoreHistory).toHaveBeenCalledOnce();
  },
};

export const Rules: Story = {
  args: { defaultTab: 'rules' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Points have no expiration.')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Exchange rates' });
    await expect(within(table).getByRole('rowheader', { name: 'Gold' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** A visitor browses the rewards; the balance and the redemptions ask to log in. */
export const Visitor: Story = {
  args: { loggedIn: false, balance: { status: 'loading' }, history: { status: 'loading' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Log in to see your points and redeem rewards.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Log in to see your redemptions.');
  },
};

export const Loading: Story = {
  args: { balance: { status: 'loading' }, rewards: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refresh points' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading rewards…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rewards: { status: 'ready', data: [] }, history: { status: 'ready', data: [] } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No rewards right now.');
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('You have not redeemed anything yet.');
  },
};

export const Failed: Story = {
  args: {
    balance: { status: 'error', message: 'Network link is abnormal, please try again', onRetry: fn() },
    rewards: { status: 'error', message: 'An unknown error occurred', onRetry: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    const [balance, rewardsFailure] = canvas.getAllByRole('alert');
    await expect(balance).toHaveTextContent('Network link is abnormal, please try again');
    await expect(rewardsFailure).toHaveTextContent('An unknown error occurred');
    await userEvent.click(within(rewardsFailure!).getByRole('button', { name: 'Try again' }));
    await expect((args.rewards as { onRetry: () => void }).onRetry).toHaveBeenCalledOnce();
  },
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
  ...phone360,
  args: { rewards: { status: 'ready', data: thaiRewards } },
  globals: { ...phone360.globals, language: 'TY' },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const [first, second, third] = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    await expect(third!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().top);
  },
};

/** The dark theme: the status labels of the redemptions keep their contrast. */
export const Dark: Story = {
  args: { defaultTab: 'history' },
  globals: { mode: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In process')).toBeVisible();
  },
};
