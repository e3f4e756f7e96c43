import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { makeGames, phone360, thaiGames, vendorListItem } from '../private/fixtures';
import { GameGrid, type GameGridProps } from './GameGrid';

const games = makeGames(20);

/** Keeps the favourites as the site does (the server answers the ids after each change). */
function GameGridDemo(props: GameGridProps) {
  const [favorites, setFavorites] = useState(props.favoriteIds);
  return (
    <GameGrid
      {...props}
      favoriteIds={favorites}
      onToggleFavorite={
        props.onToggleFavorite &&
        ((game, favorite) => {
          setFavorites((ids) => {
            const next = new Set(ids);
            if (favorite) next.add(game.id);
            else next.delete(game.id);
            return next;
          });
          props.onToggleFavorite?.(game, favorite);
        })
      }
    />
  );
}

const meta = {
  title: 'Pages/GameGrid',
  component: GameGrid,
  render: (args) => <GameGridDemo {...args} />,
  args: { games, status: 'ready', onPlay: fn(), onRetry: fn(), onLoadMore: fn() },
  argTypes: { games: { control: false }, favoriteIds: { control: false } },
} satisfies Meta<typeof GameGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ManyGames: Story = {
  args: { games: makeGames(60), total: 160, hasMore: true },
  play: async ({ canvas, args, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Games' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    await expect(canvas.getByText('60 of 160 games')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: /^Fortune Tiger Playtech/ }));
    await expect(args.onPlay).toHaveBeenCalledWith(expect.objectContaining({ id: '100001' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { games: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading games…');
    await expect(canvas.queryByRole('list', { name: 'Games' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { games: [], status: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No games here yet.');
  },
};

export const Failed: Story = {
  args: { games: [], status: 'error', errorMessage: 'Network link is abnormal, please try again' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LoadingMore: Story = {
  args: { total: 160, hasMore: true, loadingMore: true },
  play: async ({ canvas }) => {
    const more = canvas.getByRole('button', { name: 'Loading more…' });
    await expect(more).toHaveAttribute('aria-busy', 'true');
  },
};

/** The next page failed: the games stay, and a retry asks for the page again. */
export const MoreFailed: Story = {
  args: { total: 160, hasMore: true, moreError: 'Network link is abnormal, please try again' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** Logged in with a real account: each game has a star; the star toggles the favourite. */
export const Favourites: Story = {
  args: { favoriteIds: new Set(['100002']), onToggleFavorite: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const starred = canvas.getByRole('button', { name: 'Favourite: Sweet Bonanza' });
    await expect(starred).toHaveAttribute('aria-pressed', 'true');
    const star = canvas.getByRole('button', { name: 'Favourite: Fortune Tiger' });
    await userEvent.click(star);
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(expect.objectContaining({ id: '100001' }), true);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

/** A vendor's own item (isGame VASSALAGE) opens its games; it has no star. */
export const VendorItem: Story = {
  args: { games: [vendorListItem, ...games.slice(0, 3)], favoriteIds: new Set(), onToggleFavorite: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Asia Gaming Slots All games' }));
    await expect(args.onPlay).toHaveBeenCalledWith(vendorListItem);
    await expect(canvas.queryByRole('button', { name: 'Favourite: Asia Gaming Slots' })).not.toBeInTheDocument();
  },
};

/** Spec §8: a tile whose picture fails shows a default (the initials) after one attempt. */
export const BrokenPicture: Story = {
  args: { games: [{ ...games[0]!, imageUrl: '/lobby-story-missing.png' }, ...games.slice(1, 4)] },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('button', { name: /^Fortune Tiger Playtech/ });
    await waitFor(() => expect(tile.querySelector('img')).toBeNull());
    await expect(tile).toHaveTextContent('FT');
  },
};

export const ThaiText: Story = {
  args: { games: thaiGames, total: 48, hasMore: true, favoriteIds: new Set(['200002']), onToggleFavorite: fn() },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'เกม' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'โหลดเพิ่ม' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'รายการโปรด: ไพ่เก้าเกมมหาเศรษฐี' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Two tiles across a 360 px phone, Thai names wrapping inside them. */
export const Mobile360: Story = {
  ...phone360,
  args: { games: [...thaiGames, ...games.slice(0, 6)], total: 30, hasMore: true },
  globals: { ...phone360.globals, language: 'TY' },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const [first, second, third] = canvas.getAllByRole('listitem');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    await expect(third!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().top);
  },
};
