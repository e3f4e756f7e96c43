import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LotteryBoard, type LotteryDraw } from './LotteryBoard';

const draws = (): LotteryDraw[] => [
  { id: 1, name: 'Lotto 1 minute', numero: '20261122-0981', drawAt: Date.now() + 55_000, lockSeconds: 5 },
  { id: 2, name: 'Thai government lottery', numero: '20261201', drawAt: Date.now() + 3 * 3600_000, lockSeconds: 600 },
  { id: 3, name: 'Hanoi', numero: '20261122', drawAt: Date.now() - 1000, lockSeconds: 0 },
];

const meta = {
  title: 'Pages/LotteryBoard',
  component: LotteryBoard,
  args: { draws: draws(), label: 'Lotteries', onPlay: fn() },
} satisfies Meta<typeof LotteryBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('timer')).toHaveLength(2);
    await expect(canvas.getByText('Drawing')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Bet: Lotto 1 minute' }));
    await expect(args.onPlay).toHaveBeenCalled();
  },
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('งวด 20261122-0981')).toBeVisible();
  },
};
