import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { makeGames, thaiGames, vendorListItem } from '../../private/fixtures/games';
import { GameGrid, LOAD_MORE_THROTTLE_MS, type GameGridProps } from './GameGrid';
import { played } from '../../private/storyText';
import { loadErrorStory, statusStory, useHeldFavorites } from '../../private/storyStates';
import { expectPhoneFit, expectTwoAcross, thaiPhone360 } from '../../private/storyPhone';

const games = makeGames(20);
const fiveThousand = makeGames(5000);

const scrollToEnd = () => window.scrollTo(0, document.documentElement.scrollHeight);
const settle = () => new Promise((resolve) => setTimeout(resolve, LOAD_MORE_THROTTLE_MS * 2));

/** Keeps the favourites as the site does (the server answers the ids after each change). */
function GameGridDemo(props: GameGridProps) {
  const [favorites, toggleFavorite] = useHeldFavorites(props.favoriteIds, props.onToggleFavorite);
  return <GameGrid {...props} favoriteIds={favorites} onToggleFavorite={toggleFavorite} />;
}

const meta = {
  title: 'Widgets/GameGrid',
  component: GameGrid,
  render: (args) => <GameGridDemo {...args} />,
  args: { games, status: 'ready', onPlay: fn(), onRetry: fn(), onLoadMore: fn() },
  argTypes: { games: { control: false }, favoriteIds: { control: false } },
} satisfies Meta<typeof GameGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ManyGames: Story = {
  args: { games: makeGames(60), total: 160, hasMore: true },
  play: played(async ({ canvas, args, userEvent, t }) => {
    const list = canvas.getByRole('list', { name: t('shell:nav.label') });
    // the rows near the screen are in the DOM, the count tells the whole
    const tiles = within(list).getAllByRole('listitem');
    await expect(tiles.length).toBeGreaterThan(0);
    await expect(tiles.length).toBeLessThanOrEqual(60);
    await expect(tiles[0]).toHaveAttribute('aria-setsize', '160');
    await expect(canvas.getByText(t('lobby:grid.count', { shown: 60, total: 160 }))).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: /^Fortune Tiger Playtech/ }));
    await expect(args.onPlay).toHaveBeenCalledWith(expect.objectContaining({ id: '100001' }));
    await userEvent.click(canvas.getByRole('button', { name: t('lobby:grid.more') }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  }),
};

export const Loading: Story = {
  args: { games: [], status: 'loading' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('lobby:grid.loading'));
    await expect(canvas.queryByRole('list', { name: t('shell:nav.label') })).not.toBeInTheDocument();
  }),
};

export const Empty: Story = statusStory('lobby:grid.empty', { games: [], status: 'empty' });

export const Failed: Story = loadErrorStory(
  { games: [], errorMessage: 'Network link is abnormal, please try again' },
  'lobby:retry',
);

export const LoadingMore: Story = {
  args: { total: 160, hasMore: true, loadingMore: true },
  play: played(async ({ canvas, args, t }) => {
    const more = canvas.getByRole('button', { name: t('lobby:grid.loadingMore') });
    await expect(more).toHaveAttribute('aria-busy', 'true');
    // reaching the end while a page is on its way asks for nothing more
    scrollToEnd();
    await settle();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    window.scrollTo(0, 0);
  }),
};

/** The next page failed: the games stay, and a retry asks for the page again. */
export const MoreFailed: Story = {
  args: { total: 160, hasMore: true, moreError: 'Network link is abnormal, please try again' },
  play: played(async ({ canvas, args, userEvent, t }) => {
    await expect(canvas.getByText(t('lobby:grid.count', { shown: 20, total: 160 }))).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0);
    // scrolling to the end does not retry by itself: the retry is the player's
    scrollToEnd();
    await settle();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: t('shell:loader.retry') }));
    await expect(args.onLoadMore).toHaveBeenCalled();
    window.scrollTo(0, 0);
  }),
};

/**
 * Design budget: 5,000 games cost what a screenful does. Only the rows near the viewport are in the DOM; padding
 * keeps the list's full height, so the scroll bar is right and the last game is a scroll away.
 */
export const FiveThousandGames: Story = {
  args: { games: fiveThousand, total: 5000 },
  play: played(async ({ canvas, t }) => {
    window.scrollTo(0, 0);
    const list = canvas.getByRole('list', { name: t('shell:nav.label') });
    const tiles = () => within(list).getAllByRole('listitem');
    await expect(canvas.getByText(t('lobby:grid.count', { shown: 5000, total: 5000 }))).toBeInTheDocument();
    await expect(tiles().length).toBeLessThan(120);

    const first = tiles()[0]!.getBoundingClientRect();
    const columns = tiles().filter((tile) => tile.getBoundingClientRect().top === first.top).length;
    // the list takes every row's height once it has measured its place (a render that yields, after the first)
    await waitFor(() =>
      expect(list.getBoundingClientRect().height).toBeGreaterThanOrEqual(Math.ceil(5000 / columns) * first.height),
    );

    scrollToEnd();
    const last = fiveThousand.at(-1)!;
    await waitFor(() => expect(within(list).getByText(last.name)).toBeInTheDocument());
    const lastTile = within(list).getByText(last.name).closest('li')!;
    await expect(lastTile).toHaveAttribute('aria-posinset', '5000');
    await expect(lastTile.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(tiles().length).toBeLessThan(120);
    await expect(within(list).queryByText(fiveThousand[0]!.name)).not.toBeInTheDocument();
    window.scrollTo(0, 0);
  }),
};

/** The keyboard walks the tiles as if all were there; the focused tile stays while the page scrolls away from it. */
export const KeyboardThroughTiles: Story = {
  args: { games: fiveThousand, total: 5000 },
  play: played(async ({ canvas, userEvent, t }) => {
    window.scrollTo(0, 0);
    const list = canvas.getByRole('list', { name: t('shell:nav.label') });
    within(list)
      .getByRole('button', { name: /^Fortune Tiger Playtech/ })
      .focus();
    for (let step = 0; step < 40; step += 1) await userEvent.tab();
    const focused = document.activeElement as HTMLElement;
    await expect(focused.closest('li')).toHaveAttribute('aria-posinset', '41');
    await expect(focused).toHaveTextContent(fiveThousand[40]!.name);
    await waitFor(() => expect(focused.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));

    // scrolled far away, the focused tile is still in the DOM (held in place) and keeps the focus
    scrollToEnd();
    await waitFor(() => expect(within(list).getByText(fiveThousand.at(-1)!.name)).toBeInTheDocument());
    await expect(focused).toBeInTheDocument();
    await expect(document.activeElement).toBe(focused);
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(120);

    // Tab goes on to the next game (not to the rows on screen), which scrolls into view with its rows around it
    await userEvent.tab();
    const next = document.activeElement as HTMLElement;
    await expect(next.closest('li')).toHaveAttribute('aria-posinset', '42');
    await waitFor(() => expect(next.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
    await waitFor(() => expect(within(list).getByText(fiveThousand[0]!.name)).toBeInTheDocument());
    await expect(within(list).queryByText(fiveThousand.at(-1)!.name)).not.toBeInTheDocument();
    window.scrollTo(0, 0);
  }),
};

/**
 * Infinite scroll: nothing is fetched before the player scrolls; reaching the list's end asks for the next page once
 * (this story's page never arrives, so it is asked for once however much the player scrolls), "load more" stays.
 */
export const InfiniteScroll: Story = {
  args: { games: makeGames(60), total: 160, hasMore: true },
  play: played(async ({ canvas, args, t }) => {
    window.scrollTo(0, 0);
    await settle();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    scrollToEnd();
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    window.scrollBy(0, -200);
    await settle();
    scrollToEnd();
    await settle();
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: t('lobby:grid.more') })).toBeVisible();
    window.scrollTo(0, 0);
  }),
};

/** Logged in with a real account: each game has a star; the star toggles the favourite. */
export const Favourites: Story = {
  args: { favoriteIds: new Set(['100002']), onToggleFavorite: fn() },
  play: played(async ({ canvas, args, userEvent, t }) => {
    const starred = canvas.getByRole('button', { name: t('lobby:grid.favorite', { name: 'Sweet Bonanza' }) });
    await expect(starred).toHaveAttribute('aria-pressed', 'true');
    const star = canvas.getByRole('button', { name: t('lobby:grid.favorite', { name: 'Fortune Tiger' }) });
    await userEvent.click(star);
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(expect.objectContaining({ id: '100001' }), true);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPlay).not.toHaveBeenCalled();
  }),
};

/** A vendor's own item (isGame VASSALAGE) opens its games; it has no star. */
export const VendorItem: Story = {
  args: { games: [vendorListItem, ...games.slice(0, 3)], favoriteIds: new Set(), onToggleFavorite: fn() },
  play: played(async ({ canvas, args, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Asia Gaming Slots ${t('lobby:grid.vendorList')}` }));
    await expect(args.onPlay).toHaveBeenCalledWith(vendorListItem);
    await expect(
      canvas.queryByRole('button', { name: t('lobby:grid.favorite', { name: 'Asia Gaming Slots' }) }),
    ).not.toBeInTheDocument();
  }),
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
  ...thaiPhone360,
  args: { games: [...thaiGames, ...games.slice(0, 6)], total: 30, hasMore: true },
  play: async ({ canvas }) => {
    await expectPhoneFit();
    await expectTwoAcross(canvas.getAllByRole('listitem'));
  },
};
