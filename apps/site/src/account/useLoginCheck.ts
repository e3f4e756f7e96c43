import { useCallback } from 'react';
import { loginCheck, type RestrictedFeature } from '@wl/flows';
import { useSession } from '../session/store';
import { useAccountModals } from './modals';

/**
 * The guard before a restricted feature (spec §5): answers whether to go on; otherwise it has opened the login
 * popup or the need-a-real-account warning.
 */
export function useLoginCheck(): (feature: RestrictedFeature) => boolean {
  const session = useSession();
  const modals = useAccountModals();
  return useCallback(
    (feature: RestrictedFeature) => {
      const result = loginCheck({ token: session.token, isAgent: session.isAgent }, feature);
      if (result === 'login') modals.openLogin();
      if (result === 'needTrueAccount') modals.show({ kind: 'needTrueAccount' });
      return result === 'allowed';
    },
    [session.token, session.isAgent, modals],
  );
}
