// The home lobby (spec §2): games, popular numbers, open results, missions and the winner board. A chunk of its own
// that the home page loads after its first paint.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Game } from '@wl/api';
import { isTrialAccount } from '@wl/flows';
import { HOME_GAMES_SHOWN } from '@wl/rules';
import {
  HomeGames,
  MissionBoard,
  OpenResults,
  PopularNumbers,
  WinnerBoard,
  type HomeGameList,
  type LobbyGame,
  type Loadable,
  type OpenResultGame,
} from '@wl/ui';
import { useFavoriteGames, useHotGames, useRecentGames, toLobbyGame } from '../games/queries';
import { usePlayGame } from '../games/usePlayGame';
import { wireLanguage } from '../language';
import { toLoadable } from '../loadable';
import { BRAND_LOTTERY_TYPE } from '../lottery/constants';
import { queryClient } from '../query';
import { useSession } from '../session/session';
import {
  homePopularQuery,
  missionLeaderboardQuery,
  missionSummaryQuery,
  openResultsQuery,
  toPopularNumbers,
  winnerBoardQuery,
} from './queries';

/** A loadable mapped to what a widget shows, keeping its loading and failed states. */
function mapLoadable<T, U>(loadable: Loadable<T>, map: (data: T) => U): Loadable<U> {
  return loadable.status === 'ready' ? { status: 'ready', data: map(loadable.data) } : loadable;
}

/** Hot games for everyone; favourites and recent games for a real account (spec §5). */
function HomeGameLists() {
  const session = useSession();
  const realAccount = Boolean(session.token) && !isTrialAccount(session);
  const [list, setList] = useState<HomeGameList>('hot');
  const shown: HomeGameList = realAccount ? list : 'hot';
  const hot = useHotGames(shown === 'hot');
  const favorites = useFavoriteGames(session.token, realAccount && shown === 'favorites');
  const recent = useRecentGames(session.token, realAccount && shown === 'recent');
  const query = { hot, favorites, recent }[shown];
  const games = useMemo(() => (query.data ?? []).slice(0, HOME_GAMES_SHOWN), [query.data]);
  const play = usePlayGame();
  const onPlay = useCallback(
    (tile: LobbyGame) => {
      const game = games.find((candidate: Game) => candidate.nodeId === tile.id);
      if (game) play(game);
    },
    [games, play],
  );
  return (
    <HomeGames
      loggedIn={realAccount}
      list={shown}
      onListChange={setList}
      games={mapLoadable(toLoadable(query), () => games.map(toLobbyGame))}
      onPlay={onPlay}
    />
  );
}

/** Popular numbers and open results: one popular call, refreshed by the open-result rule (spec §4). */
function LotteryBlocks() {
  const language = wireLanguage();
  const popular = useQuery(homePopularQuery(BRAND_LOTTERY_TYPE, language), queryClient);
  const games = popular.data?.games ?? [];
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = games.find((game) => game.gameId === chosenId) ?? games[0];
  const results = useQuery(
    {
      ...openResultsQuery(chosen?.gameId ?? 0, chosen?.numero ?? null),
      enabled: chosen !== undefined,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  const loadable = toLoadable(popular);
  return (
    <>
      <PopularNumbers numbers={mapLoadable(loadable, (data) => toPopularNumbers(data.numbers))} />
      <OpenResults
        games={mapLoadable(loadable, (data) =>
          data.games.map((game): OpenResultGame => ({ id: game.gameId, name: game.remark })),
        )}
        gameId={chosen?.gameId ?? null}
        onGameChange={setChosenId}
        results={toLoadable(results)}
      />
    </>
  );
}

function Missions() {
  const session = useSession();
  const summary = useQuery(missionSummaryQuery(session.token, wireLanguage()), queryClient);
  const leaderboard = useQuery(missionLeaderboardQuery(session.token), queryClient);
  return <MissionBoard summary={toLoadable(summary)} leaderboard={toLoadable(leaderboard)} />;
}

function Winners() {
  const winners = useQuery(winnerBoardQuery(wireLanguage()), queryClient);
  return <WinnerBoard winners={toLoadable(winners)} />;
}

/**
 * The lobby's blocks. Their strings (the later namespaces lobby and content) load here, the lobby waiting for them
 * in its Suspense, rather than with `withNamespaces` in the importer: that would put the i18n module's imports into
 * the home page's first-paint chunk.
 */
export default function HomeLobby() {
  useTranslation(['lobby', 'content'], { useSuspense: true });
  return (
    <>
      <HomeGameLists />
      <LotteryBlocks />
      <Missions />
      <Winners />
    </>
  );
}
