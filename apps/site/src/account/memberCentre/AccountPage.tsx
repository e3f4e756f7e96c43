import { useQuery } from '@tanstack/react-query';
import { MemberSummary } from '@wl/ui';
import { queryClient } from '../../query';
import { useSession } from '../../session/session';
import { displayBalance } from '../money';
import { balanceQuery, memberInfoQuery } from '../queries';

/** securityCenter ("my account"): who is logged in, their VIP level and balance. */
export default function AccountPage() {
  const { token, account } = useSession();
  const member = useQuery(memberInfoQuery(token), queryClient);
  const balance = useQuery(balanceQuery(token), queryClient);
  return (
    <MemberSummary
      account={member.data?.account ?? account ?? ''}
      nickname={member.data?.nickname}
      label={member.data?.clubLabel?.labelName}
      rankLevel={member.data?.clubLabel?.rankLevel}
      balance={displayBalance(balance.data)}
      currency={balance.data?.currency}
    />
  );
}
