import { useQuery } from '@tanstack/react-query';
import { wireLanguage } from '../../../language';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { missionCentreQuery } from './inviteQueries';

/** The mission item's red count in the menu: the missions reached and not yet claimed. */
export function useClaimableMissions(): number | undefined {
  const { token } = useSession();
  return useQuery(missionCentreQuery(token, wireLanguage()), queryClient).data?.claimableCount;
}
