import { useQuery } from '@tanstack/react-query';
import { MemberSummary } from '@wl/ui';
import { api } from '../api';
import { queryClient } from '../query';
import { useSession } from '../session/session';
import { overlays, type MemberCentrePage } from '../overlays/overlays';

/**
 * The member centre (spec §2 overlay). Its securityCenter page, the member's account, is what every entry opens
 * for now: deposit, withdrawal, referral and VIP pages belong to the member-centre work.
 */
export default function MemberCentre({ page: _page }: { page: MemberCentrePage }) {
  const { token, account } = useSession();
  const member = useQuery(
    { queryKey: ['member', 'info', token], queryFn: api.member.getMemberInfo, enabled: Boolean(token) },
    queryClient,
  );
  const balance = useQuery(
    { queryKey: ['member', 'balance', token], queryFn: api.wallet.getBalance, enabled: Boolean(token) },
    queryClient,
  );
  return (
    <MemberSummary
      open
      onOpenChange={(open) => (open ? undefined : overlays.close())}
      account={member.data?.account ?? account ?? ''}
      nickname={member.data?.nickname}
      label={member.data?.clubLabel?.labelName}
      rankLevel={member.data?.clubLabel?.rankLevel}
      balance={balance.data?.sumBalance ?? null}
      currency={balance.data?.currency}
    />
  );
}
