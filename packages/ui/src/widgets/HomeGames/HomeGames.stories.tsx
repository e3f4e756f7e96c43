import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { makeGames, thaiGames } from '../../private/fixtures/games';
import { longName } from '../../private/fixtures/homeLobby';
import { withHeld } from '../../private/storyStates';
import { longNamesOnPhone } from '../../private/homeBlockStories';
import { played } from '../../private/storyText';
import { HomeGames } from './HomeGames';

/** The chosen list held as the site holds it. */
const HeldList = withHeld(HomeGames, { list: 'onListChange' });

const games = makeGames(8);

const meta = {
  title: 'Widgets/HomeGames',
  component: HomeGames,
  render: (args) => <HeldList {...args} />,
  args: {
    loggedIn: false,
    list: 'hot',
    onListChange: fn(),
    games: { status: 'ready', data: games },
    onPlay: fn(),
  },
} satisfies Meta<typeof HomeGames>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor sees the hot games only; a tile launches its game. */
export const Visitor: Story = {
  play: played(async ({ canvas, args, userEvent, t }) => {
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    const list = canvas.getByRole('list', { name: t('lobby:lists.hot') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(within(list).getByRole('button', { name: new RegExp(games[1]!.name) }));
    await expect(args.onPlay).toHaveBeenCalledWith(games[1]);
  }),
};

/** A logged-in player also has favourites and recent games. */
export const LoggedIn: Story = {
  args: { loggedIn: true },
  play: played(async ({ canvas, args, userEvent, t }) => {
    const tabs = canvas.getByRole('tablist', { name: t('lobby:lists.label') });
    await expect(within(tabs).getAllByRole('tab')).toHaveLength(3);
    await userEvent.click(within(tabs).getByRole('tab', { name: t('lobby:lists.recent') }));
    await expect(args.onListChange).toHaveBeenCalledWith('recent');
    await expect(canvas.getByRole('tab', { name: t('lobby:lists.recent') })).toHaveAttribute('aria-selected', 'true');
  }),
};

export const Loading: Story = {
  args: { games: { status: 'loading' } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('lobby:grid.loading'));
  }),
};

export const EmptyFavourites: Story = {
  args: { loggedIn: true, list: 'favorites', games: { status: 'ready', data: [] } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('lobby:grid.emptyFavorites'))).toBeVisible();
  }),
};

export const Failed: Story = {
  args: { games: { status: 'error', message: 'The games could not be loaded.', onRetry: fn() } },
  play: played(async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The games could not be loaded.');
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button'));
    if (args.games.status === 'error') await expect(args.games.onRetry).toHaveBeenCalled();
  }),
};

export const LongNames: Story = longNamesOnPhone<Story>({
  loggedIn: true,
  games: { status: 'ready', data: games.map((game) => ({ ...game, name: longName })) },
});

export const Thai: Story = {
  globals: { language: 'TY' },
  args: { loggedIn: true, games: { status: 'ready', data: thaiGames } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'เกมสำหรับคุณ' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'รายการโปรด' })).toBeVisible();
  },
};
