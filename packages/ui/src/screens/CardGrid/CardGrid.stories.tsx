import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CardGrid, type CardItem } from './CardGrid';

const tile = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="hsl(${hue} 50% 40%)"/></svg>`)}`;

const games: CardItem[] = Array.from({ length: 8 }, (_, i) => ({
  id: i,
  title: `Lucky Fortune ${i + 1}`,
  detail: 'Pocket Games',
  imageUrl: tile(i * 40),
  badge: i === 0 ? 'Hot' : undefined,
  actionLabel: 'Play',
}));

const meta = {
  title: 'Pages/CardGrid',
  component: CardGrid,
  args: { items: games, label: 'Games', onAction: fn(), onMore: fn() },
} satisfies Meta<typeof CardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Games: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('list', { name: 'Games' }).children).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Play: Lucky Fortune 1' }));
    await expect(args.onAction).toHaveBeenCalledWith(games[0]);
  },
};

export const WithMore: Story = {
  args: { hasMore: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onMore).toHaveBeenCalled();
  },
};

export const SoldOutReward: Story = {
  args: {
    items: [{ id: 1, title: 'Cash 100 THB', detail: '500 points', actionLabel: 'Sold out', actionDisabled: true }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sold out: Cash 100 THB' })).toBeDisabled();
  },
};

export const Thai: Story = {
  args: { items: games.map((game) => ({ ...game, title: 'เกมสล็อตมหาโชค', actionLabel: 'เล่น' })), hasMore: true },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ดูเพิ่มเติม' })).toBeVisible();
  },
};
