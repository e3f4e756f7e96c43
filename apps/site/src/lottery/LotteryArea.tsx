import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LotteryPrizeMode } from '@wl/api';
import {
  GamePlayer,
  LotteryList,
  emptyLotteryFilter,
  type LotteryFilter,
  type LotteryListGame,
  type LotteryListType,
} from '@wl/ui';
import { overlays } from '../overlays/overlays';
import { useLoginCheck } from '../account/useLoginCheck';
import { failureMessage } from '../errors';
import { queryClient } from '../query';
import { useSafeNavigate } from '../shell/navigate';
import { useSession } from '../session/session';
import { allowedUrl } from '../urlPolicy';
import { useLotteryFavorites } from './favorites';
import { lotteryKeys, useLotteryGames, useLotteryLaunch, useLotteryMenus } from './queries';
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

/** Spec §5: favourites and recent games need a logged-in real account. */
const NEEDS_ACCOUNT: readonly LotteryListType[] = ['fav', 'recent'];

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

/** The lotteries of a prize mode with live countdowns, filters, favourites and recent games. */
function LotteryLobby({ title, path, prizeMode, listTypes }: LotteryAreaProps) {
  const { token, account } = useSession();
  const check = useLoginCheck();
  const navigate = useSafeNavigate();
  const [filter, setFilter] = useState<LotteryFilter>(emptyLotteryFilter);
  // a list that needs an account falls back to every game when the session ends
  const listType = NEEDS_ACCOUNT.includes(filter.listType) && !token ? '' : filter.listType;
  const menus = useLotteryMenus(prizeMode);
  const games = useLotteryGames(prizeMode, listType, token);
  const { favoriteIds, toggle } = useLotteryFavorites(token ? account : null);

  const listed = games.data ? games.data.games.map((game) => toListGame(game, games.data)) : [];
  const shown = listType === 'fav' ? listed.filter((game) => favoriteIds.has(game.id)) : listed;
  const vendorOf = new Map(games.data?.games.map((game) => [game.gameId, game.accountTypeName]));

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
      status={games.isPending && games.fetchStatus !== 'idle' ? 'loading' : games.isError ? 'error' : 'ready'}
      errorMessage={failureMessage(games.error)}
      onRetry={() => void games.refetch()}
      listTypes={listTypes}
      menus={menus.data ?? []}
      menusLoading={menus.isPending && menus.fetchStatus !== 'idle'}
      menusFailure={
        menus.isError ? { message: failureMessage(menus.error), onRetry: () => void menus.refetch() } : null
      }
      filter={{ ...filter, listType }}
      onFilterChange={(next) => {
        if (next.listType !== listType && NEEDS_ACCOUNT.includes(next.listType) && !check('realAccount')) return;
        setFilter(next);
      }}
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
