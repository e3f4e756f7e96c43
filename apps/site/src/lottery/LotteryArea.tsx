import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import type { LotteryPrizeMode } from '@wl/api';
import { EMPTY_LOTTERY_FILTER, filterLotteries, lotteryLobbyMachine, selectLotteryFilter } from '@wl/flows';
import { GamePlayer, LotteryList, type LotteryListGame, type LotteryListType } from '@wl/ui';
import { overlays } from '../overlays/overlays';
import { useLoginCheck } from '../account/useLoginCheck';
import { failureMessage } from '../errors';
import { queryClient } from '../query';
import { useSafeNavigate } from '../shell/navigate';
import { useSession } from '../session/session';
import { allowedUrl } from '../urlPolicy';
import { useLotteryFavorites } from './favorites';
import { lotteryKeys, sourceOf, useLotteryGames, useLotteryLaunch, useLotteryMenus } from './queries';
import { toListGame, type TimedGames } from './timing';

export interface LotteryAreaProps {
  title: string;
  /** The page's own path (/lottery, /vnlottery): the list, and with ?gameCode= a lottery's betting page. */
  path: string;
  prizeMode: LotteryPrizeMode;
  /** The prize mode of a lottery opened with a vendor in the address (the e-lottery has its own). */
  prizeModeOf?: (vendor: string | null) => LotteryPrizeMode;
  listTypes: readonly LotteryListType[];
}

/** The name of a lottery the page already knows (from any list it loaded). */
function knownName(gameCode: string): string | undefined {
  for (const [, data] of queryClient.getQueriesData<TimedGames>({ queryKey: lotteryKeys.all })) {
    const game = data?.games?.find((candidate) => candidate.gameCode === gameCode);
    if (game) return game.remark;
  }
  return undefined;
}

/** One lottery's betting page in the game frame; a visitor is asked to log in first. */
function LotteryBetting({
  path,
  prizeMode,
  gameCode,
}: {
  path: string;
  prizeMode: LotteryPrizeMode;
  gameCode: string;
}) {
  const { token } = useSession();
  const navigate = useSafeNavigate();
  const launch = useLotteryLaunch(prizeMode, gameCode, token);
  // an address the URL policy refuses is not embedded: the page says the game could not be opened
  const url = launch.data ? allowedUrl(launch.data, 'lottery launch') : null;
  const refused = launch.isSuccess && !url;
  return (
    <GamePlayer
      status={!token ? 'locked' : launch.isPending ? 'launching' : launch.isError || refused ? 'error' : 'ready'}
      name={knownName(gameCode) ?? gameCode}
      url={url}
      errorMessage={failureMessage(launch.error)}
      onRetry={() => void launch.refetch()}
      onLogin={overlays.openLogin}
      onBack={() => navigate(path)}
    />
  );
}

/**
 * The lotteries of a prize mode with live countdowns, filters, favourites and recent games: the flows' lottery lobby
 * machine holds the filter (spec §4 clearing rules, favourites and recent for a real account) and the open-result
 * refresh timer; the queries load the list it names.
 */
function LotteryLobby({ title, path, prizeMode, listTypes }: LotteryAreaProps) {
  const { token, isAgent, account } = useSession();
  const check = useLoginCheck();
  const navigate = useSafeNavigate();
  const lobby = useActorRef(lotteryLobbyMachine);
  const filter = useSelector(lobby, selectLotteryFilter);
  const listType = filter.listType;
  const menus = useLotteryMenus(prizeMode);
  // The list's answer comes through a query store, which React re-renders at once, in one task: filling the list (a
  // card and a countdown per lottery: 50 ms of a slow phone's thread) is drawn in a render that yields. The filter is
  // not deferred, so what the player types shows at once.
  const games = useDeferredValue(useLotteryGames(prizeMode, listType, token));
  const { favoriteIds, toggle } = useLotteryFavorites(token ? account : null);
  const { refetch } = games;

  useEffect(() => {
    const subscriptions = [
      lobby.on('lottery.loginRequired', () => overlays.openLogin()),
      lobby.on('lottery.needTrueAccount', () => overlays.open({ kind: 'needTrueAccount' })),
      lobby.on('lottery.refresh', () => void refetch()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [lobby, refetch]);
  // a list that needs an account falls back to every game when the session ends
  useEffect(() => {
    if (!token) lobby.send({ type: 'session.ended' });
  }, [lobby, token]);
  // each answer of the list shown (a refresh included) arms the open-result timer again
  const { data, dataUpdatedAt } = games;
  useEffect(() => {
    if (data) lobby.send({ type: 'games.loaded', listType: sourceOf(listType), games: data.games });
  }, [lobby, data, dataUpdatedAt, listType]);

  const listed = data ? data.games.map((game) => toListGame(game, data)) : [];
  const shown = filterLotteries(listed, filter, favoriteIds);
  const listCount =
    listType === 'fav'
      ? filterLotteries(listed, { ...EMPTY_LOTTERY_FILTER, listType }, favoriteIds).length
      : listed.length;
  const vendorOf = new Map(data?.games.map((game) => [game.gameId, game.accountTypeName]));

  const play = (game: LotteryListGame) => {
    if (!check('member')) return;
    const query = new URLSearchParams({ gameCode: game.code });
    const vendor = vendorOf.get(game.id);
    if (vendor) query.set('vendor', vendor);
    navigate(`${path}?${query}`);
  };

  return (
    <LotteryList
      title={title}
      games={shown}
      listCount={listCount}
      status={games.isPending && games.fetchStatus !== 'idle' ? 'loading' : games.isError ? 'error' : 'ready'}
      errorMessage={failureMessage(games.error)}
      onRetry={() => void games.refetch()}
      listTypes={listTypes}
      menus={menus.data ?? []}
      menusLoading={menus.isPending && menus.fetchStatus !== 'idle'}
      menusFailure={
        menus.isError ? { message: failureMessage(menus.error), onRetry: () => void menus.refetch() } : null
      }
      filter={filter}
      onFilterChange={(change) => lobby.send({ type: 'filter.change', change, login: { token, isAgent } })}
      favoriteIds={token ? favoriteIds : undefined}
      onToggleFavorite={
        token
          ? (game, favorite) => {
              if (check('realAccount')) toggle(game.id, favorite);
            }
          : undefined
      }
      onPlay={play}
    />
  );
}

/**
 * A lottery page: the list, or with `?gameCode=` (spec §2: gameCode, vendor and playType, only when present) that
 * lottery's betting page. The vendor chooses the prize table where it has its own (the e-lottery).
 */
export function LotteryArea(props: LotteryAreaProps) {
  useTranslation('content');
  const [search] = useSearchParams();
  const gameCode = search.get('gameCode');
  if (gameCode) {
    const prizeMode = props.prizeModeOf?.(search.get('vendor')) ?? props.prizeMode;
    return (
      <LotteryBetting key={`${prizeMode}:${gameCode}`} path={props.path} prizeMode={prizeMode} gameCode={gameCode} />
    );
  }
  return <LotteryLobby {...props} />;
}
