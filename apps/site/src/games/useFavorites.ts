import { useCallback, useMemo } from 'react';
import type { Game } from '@wl/api';
import { isTrialAccount } from '@wl/flows';
import { useLoginCheck } from '../account/useLoginCheck';
import { useSession } from '../session/session';
import { useFavoriteIds, useToggleFavorite } from './queries';

const NONE: ReadonlySet<string> = new Set();

/**
 * The stars of a lobby's games. Every visitor sees them; a star needs a logged-in real account (spec §5), so for
 * anyone else it opens the login popup or the need-a-real-account warning instead.
 */
export function useFavorites(onError: (error: unknown) => void) {
  const session = useSession();
  const check = useLoginCheck();
  const realAccount = Boolean(session.token) && !isTrialAccount(session);
  const ids = useFavoriteIds(session.token, realAccount);
  const toggle = useToggleFavorite(session.token);
  const { mutate } = toggle;
  const favoriteIds = useMemo(() => (realAccount ? (ids.data ?? NONE) : NONE), [realAccount, ids.data]);
  const setFavorite = useCallback(
    (game: Game, favorite: boolean) => {
      if (!check('realAccount')) return;
      mutate({ game, favorite }, { onError });
    },
    [check, mutate, onError],
  );
  return { favoriteIds, setFavorite, realAccount };
}
