import { overlays } from '../../../overlays/overlays';
import { queryClient } from '../../../query';
import { session } from '../../../session/session';
import { consolidatedQuery } from '../../queries';
import { pendingOffers } from './contracts';

/**
 * Spec §4: after login, offers waiting for the member's answer pop up. The consolidated answer is asked for (and
 * kept in session storage); with an offer in it the popup opens, unless another overlay is open (the first login's
 * security centre, a forced password change).
 */
export async function openPendingOffers(): Promise<void> {
  const token = session.token();
  if (!token) return;
  const consolidated = await queryClient.fetchQuery(consolidatedQuery(token));
  if (session.token() !== token || pendingOffers(consolidated).length === 0) return;
  overlays.open({ kind: 'contractOffers' }, { onlyIfNoneOpen: true });
}
