import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { makeGames, phone360, slotVendors, tables, thaiGames, thaiVendors } from '../../private/fixtures/games';
import { GameLobby, type LobbyListLink } from './GameLobby';
import { played } from '../../private/storyText';
import { expectPhoneFit } from '../../private/storyPhone';

const games = makeGames(20);

const lists = (current: string): LobbyListLink[] => [
  { id: 'hot', label: 'Hot', href: '/hot', current: current === 'hot' },
  { id: 'recent', label: 'Recent', href: '/recent', current: current === 'recent' },
  { id: 'favorites', label: 'Favourites', href: '/recent?list=favorites', current: current === 'favorites' },
];

const slots = { label: 'Game hall', vendors: slotVendors, value: '', onValueChange: fn(), onRetry: fn() };

const meta = {
  title: 'Screens/GameLobby',
  component: GameLobby,
  args: {
    title: 'Slots',
    vendors: slots,
    grid: { games, status: 'ready', total: 1461, hasMore: true, onPlay: fn(), onLoadMore: fn(), onRetry: fn() },
    onListSelect: fn(),
    onNoticeClose: fn(),
  },
} satisfies Meta<typeof GameLobby>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /rng: the game hall's vendors, then the chosen vendor's games. */
export const SlotsLobby: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Playtech' }));
    await expect(args.vendors!.onValueChange).toHaveBeenCalledWith('PT');
    const panel = canvas.getByRole('tabpanel');
    await userEvent.click(within(panel).getByRole('button', { name: /^Gates of Olympus JILI/ }));
    await expect(args.grid.onPlay).toHaveBeenCalledWith(games[2]);
  },
};

export const ManyGames: Story = {
  args: {
    grid: { games: makeGames(100), status: 'ready', total: 1461, hasMore: true, onPlay: fn(), onLoadMore: fn() },
  },
  play: played(async ({ canvas, t }) => {
    // the rows near the screen are in the DOM (the grid is virtualized); the count tells the whole
    const tiles = within(canvas.getByRole('list', { name: t('shell:nav.label') })).getAllByRole('listitem');
    await expect(tiles.length).toBeGreaterThan(0);
    await expect(tiles.length).toBeLessThanOrEqual(100);
    await expect(tiles[0]).toHaveAttribute('aria-setsize', '1461');
    await expect(canvas.getByText(t('lobby:grid.count', { shown: 100, total: 1461 }))).toBeVisible();
  }),
};

export const Loading: Story = {
  args: {
    vendors: { ...slots, vendors: [], status: 'loading' },
    grid: { games: [], status: 'loading', onPlay: fn() },
  },
  play: played(async ({ canvas, t }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.map((status) => status.textContent)).toEqual([
      t('lobby:vendors.loading'),
      t('lobby:grid.loading'),
    ]);
  }),
};

export const Empty: Story = {
  args: { vendors: { ...slots, value: 'TTG' }, grid: { games: [], status: 'empty', onPlay: fn() } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('lobby:grid.empty'));
  }),
};

export const Failed: Story = {
  args: {
    vendors: { ...slots, vendors: [], status: 'error' },
    grid: {
      games: [],
      status: 'error',
      errorMessage: 'Network link is abnormal, please try again',
      onPlay: fn(),
      onRetry: fn(),
    },
  },
  play: played(async ({ canvas, args, userEvent, t }) => {
    const [vendorsFailed, gamesFailed] = canvas.getAllByRole('alert');
    await expect(vendorsFailed).toHaveTextContent(t('lobby:vendors.error'));
    await expect(gamesFailed).toHaveTextContent('Network link is abnormal, please try again');
    await userEvent.click(within(gamesFailed!).getByRole('button', { name: t('shell:loader.retry') }));
    await expect(args.grid.onRetry).toHaveBeenCalled();
    await userEvent.click(within(vendorsFailed!).getByRole('button', { name: t('shell:loader.retry') }));
    await expect(args.vendors!.onRetry).toHaveBeenCalled();
  }),
};

/** /hot: the player's lists instead of vendors; a plain click goes through the site's router. */
export const HotList: Story = {
  args: {
    title: 'Hot',
    vendors: undefined,
    lists: lists('hot'),
    grid: { games: makeGames(30), status: 'ready', onPlay: fn() },
  },
  play: played(async ({ canvas, args, userEvent, t }) => {
    const nav = canvas.getByRole('navigation', { name: t('lobby:lists.label') });
    await expect(within(nav).getByRole('link', { name: 'Hot' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Favourites' }));
    await expect(args.onListSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'favorites' }));
  }),
};

/** /recent for a visitor: a way to log in instead of the list. */
export const RecentNeedsLogin: Story = {
  args: {
    title: 'Recent',
    vendors: undefined,
    lists: lists('recent'),
    locked: { message: 'Log in to see your recent games and favourites.', actionLabel: 'Log in', onAction: fn() },
    grid: { games: [], status: 'empty', onPlay: fn() },
  },
  play: played(async ({ canvas, args, userEvent, t }) => {
    await expect(canvas.queryByRole('list', { name: t('shell:nav.label') })).not.toBeInTheDocument();
    // the action's label is the story's own text (args), as written
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.locked!.onAction).toHaveBeenCalled();
  }),
};

/** A trial account (isAgent 4) cannot keep recent games or favourites (spec §6). */
export const TrialAccount: Story = {
  args: {
    title: 'Recent',
    vendors: undefined,
    lists: lists('favorites'),
    locked: {
      message: 'Recent games and favourites need a real account; a trial account cannot keep them.',
      actionLabel: 'About real accounts',
      onAction: fn(),
    },
    grid: { games: [], status: 'empty', onPlay: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    // the message and the action's label are the story's own text (args), as written
    await expect(canvas.getByText(/need a real account/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'About real accounts' }));
    await expect(args.locked!.onAction).toHaveBeenCalled();
  },
};

export const FavouritesEmpty: Story = {
  args: {
    title: 'Recent',
    vendors: undefined,
    lists: lists('favorites'),
    grid: {
      games: [],
      status: 'empty',
      emptyText: 'No favourites yet. Tap the star on a game to keep it here.',
      onPlay: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No favourites yet.');
  },
};

/** /live with a vendor chosen: its tables above its games. */
export const LiveWithTables: Story = {
  args: {
    title: 'Live casino',
    intro: 'Real dealers around the clock, with bets of up to 200,000 per stick.',
    vendors: { ...slots, label: 'Providers', value: 'AG' },
    tables: { tables, status: 'ready', onJoin: fn() },
  },
  play: played(async ({ canvas, args, userEvent, t }) => {
    // spec §1: the live casino's limit, under the title
    await expect(canvas.getByText(args.intro!)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `${t('lobby:tables.join')}: Baccarat Classic 1` }));
    await expect(args.tables!.onJoin).toHaveBeenCalledWith(tables[0]);
  }),
};

/** A launch that failed: the server's message over the lobby, closable. */
export const LaunchFailed: Story = {
  args: { notice: 'This game is not available on this device.' },
  play: played(async ({ canvas, args, userEvent, t }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('This game is not available on this device.');
    await userEvent.click(within(alert).getByRole('button', { name: t('common:close') }));
    await expect(args.onNoticeClose).toHaveBeenCalled();
  }),
};

export const ThaiText: Story = {
  args: {
    title: 'สล็อต',
    vendors: { ...slots, label: 'ห้องเกม', vendors: thaiVendors, value: 'PG' },
    grid: { games: thaiGames, status: 'ready', total: 48, hasMore: true, onPlay: fn(), onLoadMore: fn() },
  },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'พีจี ซอฟท์' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('4 จาก 48 เกม')).toBeVisible();
  },
};

export const Mobile360: Story = {
  ...phone360,
  args: {
    title: 'สล็อต',
    vendors: { ...slots, label: 'ห้องเกม', value: 'JILI' },
    grid: {
      games: [...thaiGames, ...games],
      status: 'ready',
      total: 110,
      hasMore: true,
      onPlay: fn(),
      onLoadMore: fn(),
    },
  },
  globals: { ...phone360.globals, language: 'TY' },
  play: async ({ canvas }) => {
    await expectPhoneFit();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
