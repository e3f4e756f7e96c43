import { useCallback } from 'react';
import { loginCheck, type RestrictedFeature } from '@wl/flows';
import { useSession } from '../session/session';
import { overlays } from '../overlays/overlays';

/**
 * The guard before a restricted feature (spec §5): answers whether to go on; otherwise it has opened the login
 * popup or the need-a-real-account warning.
 */
export function useLoginCheck(): (feature: RestrictedFeature) => boolean {
  const session = useSession();
  return useCallback(
    (feature: RestrictedFeature) => {
      const result = loginCheck({ token: session.token, isAgent: session.isAgent }, feature);
      if (result === 'login') overlays.openLogin();
      if (result === 'needTrueAccount') overlays.open({ kind: 'needTrueAccount' });
      return result === 'allowed';
    },
    [session.token, session.isAgent],
  );
}
