import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeGames, thaiGames } from '../../private/fixtures/games';
import { played } from '../../private/storyText';
import { loadErrorStory, loadingStory } from '../../private/storyStates';
import { choice } from '../../private/storyControls';
import { phone360 } from '../../private/storyViewports';
import type { LobbyGame } from '../../private/types';
import {
  MEMBER_GAMES_PAGE_SIZE,
  MemberGamesPage,
  memberGameLists,
  memberGamesStatuses,
  type MemberGamesPageProps,
} from './MemberGamesPage';

/** The favourites held as the site holds them: a removed game leaves the list (and the story's spy hears it). */
function HeldFavourites(props: MemberGamesPageProps) {
  const [games, setGames] = useState(props.games);
  const onRemoveFavourite = (game: LobbyGame) => {
    setGames((list) => list.filter((candidate) => candidate.id !== game.id));
    props.onRemoveFavourite?.(game);
  };
  return <MemberGamesPage {...props} games={games} onRemoveFavourite={onRemoveFavourite} />;
}

const meta = {
  title: 'Screens/MemberGamesPage',
  component: MemberGamesPage,
  render: (props) => <HeldFavourites {...props} />,
  argTypes: { status: choice(memberGamesStatuses), list: choice(memberGameLists) },
  args: {
    list: 'favourites',
    status: 'ready',
    games: makeGames(6),
    onPlay: fn(),
    onRetry: fn(),
    onRemoveFavourite: fn(),
  },
} satisfies Meta<typeof MemberGamesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Favourites: Story = {
  play: played(async ({ canvas, args, t }) => {
    const list = canvas.getByRole('list', { name: t('personal:games.favourites.list') });
    const first = args.games[0]!;
    await userEvent.click(within(list).getByRole('button', { name: new RegExp(`^${first.name}`) }));
    await expect(args.onPlay).toHaveBeenCalledWith(first);
    await userEvent.click(canvas.getByRole('button', { name: t('lobby:grid.favorite', { name: first.name }) }));
    await expect(args.onRemoveFavourite).toHaveBeenCalledWith(first);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(args.games.length - 1);
  }),
};

export const RecentGames: Story = {
  args: { list: 'recentGames', games: makeGames(5, 20) },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('member:centre.page.recentGames'));
    await expect(canvas.queryByRole('button', { pressed: true })).toBeNull();
  }),
};

export const FavouritesEmpty: Story = {
  args: { games: [] },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('personal:games.favourites.empty'))).toBeVisible();
  }),
};

export const RecentEmpty: Story = {
  args: { list: 'recentGames', games: [] },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('personal:games.recent.empty'))).toBeVisible();
  }),
};

export const Loading: Story = loadingStory('personal:games.favourites.loading');

export const LoadError: Story = loadErrorStory();

/** 500 favourites: one page of tiles in the DOM, the pager for the rest. */
export const LongList: Story = {
  args: { games: makeGames(500) },
  play: played(async ({ canvas, t }) => {
    const list = canvas.getByRole('list', { name: t('personal:games.favourites.list') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(MEMBER_GAMES_PAGE_SIZE);
    const pages = canvas.getByRole('navigation', { name: t('personal:games.favourites.pages') });
    await userEvent.click(within(pages).getByRole('button', { name: t('shell:notice.next') }));
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      makeGames(500)[MEMBER_GAMES_PAGE_SIZE]!.name,
    );
  }),
};

export const ThaiPhone: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  args: { games: thaiGames },
  play: played(async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('เกมโปรด');
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  }),
};

export const ThaiEmpty: Story = {
  globals: { language: 'TY' },
  args: { list: 'recentGames', games: [] },
  play: played(async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('คุณยังไม่ได้เล่นเกมใดเลย');
  }),
};
