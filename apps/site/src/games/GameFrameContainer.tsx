import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { GamePlayer, type GamePlayerStatus } from '@wl/ui';
import { balanceQueriesKey } from '../account/queries';
import { useLoginCheck } from '../account/useLoginCheck';
import { translateMessage } from '../errors';
import { queryClient } from '../query';
import { SESSION_KEYS } from '../session/storage';
import { useSession } from '../session/session';
import { useSafeNavigate } from '../shell/navigate';
import { allowedUrl } from '../urlPolicy';
import { launchGame, launchParamsOf } from './launch';
import { lobbyPathFrom } from './usePlayGame';

/** Where "back to the games" leads when the page was not opened from a lobby. */
const DEFAULT_LOBBY = '/hot';

/** The type of a game page's message: `close` asks to leave the game, `balance` says a bet moved the wallet. */
const messageType = (data: unknown) =>
  typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;

/**
 * The game page of /game and /seamless: launches the game named in the address (`nodeId`, `gameId`, `vassalage`,
 * `name`) for the logged-in player and shows it in the frame; a reload launches it again. Without a game in the
 * address it shows the last launched one (session storage `iframeUrl`), or a way back to the games.
 */
export function GameFrameContainer() {
  const { t } = useTranslation('lobby');
  const [search] = useSearchParams();
  const { state } = useLocation();
  const navigate = useSafeNavigate();
  const session = useSession();
  const check = useLoginCheck();
  const params = useMemo(() => launchParamsOf(search), [search]);

  const launch = useQuery(
    {
      queryKey: ['games', 'launch', params, session.token],
      queryFn: () => launchGame(params!, { token: session.token!, account: session.account }),
      enabled: Boolean(params && session.token),
      // a launch address is used once: never reused from the cache, never retried behind the player's back
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
    },
    queryClient,
  );

  const back = useCallback(() => navigate(lobbyPathFrom(state) ?? DEFAULT_LOBBY), [navigate, state]);
  const onGameMessage = useCallback(
    (data: unknown) => {
      const type = messageType(data);
      if (type === 'close') back();
      // The game plays from the main wallet: the header's balance follows each bet.
      else if (type === 'balance') void queryClient.invalidateQueries({ queryKey: balanceQueriesKey });
    },
    [back],
  );

  const stored = params ? null : allowedUrl(sessionStorage.getItem(SESSION_KEYS.iframeUrl), 'stored game');
  let status: GamePlayerStatus;
  if (!params) status = stored ? 'ready' : 'none';
  else if (!session.token) status = 'locked';
  else if (launch.isFetching) status = 'launching';
  else if (launch.isError) status = 'error';
  else status = launch.data ? 'ready' : 'launching';

  const error = launch.error;
  return (
    <GamePlayer
      status={status}
      name={params?.name ?? (stored ? t('player.title') : undefined)}
      url={params ? launch.data : stored}
      errorMessage={error instanceof Error && error.message ? translateMessage(error.message) : null}
      onRetry={params ? () => void launch.refetch() : undefined}
      onLogin={() => check('member')}
      onBack={back}
      onGameMessage={onGameMessage}
    />
  );
}
