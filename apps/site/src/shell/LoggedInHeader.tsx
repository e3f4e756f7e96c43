import { useEffect, useState, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { isShowAC, logoutMachine } from '@wl/flows';
import { api } from '../api';
import { queryClient } from '../query';
import { session, useSession } from '../session/session';
import { HeaderAccount, type HeaderAccountProps } from '@wl/ui';
import { overlays, type MemberCentrePage } from '../overlays/overlays';
import { useFeatures, usePermission } from '../boot/Boot';
import { balanceQuery, memberIconQuery, memberInfoQuery } from '../account/queries';
import { displayBalance } from '../account/money';
import { CashierNotices } from './CashierNotices';
import { HeaderFrame } from './HeaderFrame';
import { MessagesBadge } from './MessagesBadge';
import { openPopup, serviceChannelFor, servicePath } from './service';

const providedLogoutMachine = logoutMachine.provide({
  actors: { logout: fromPromise<unknown>(() => api.session.logout()) },
  actions: { clearSession: () => session.end() },
});

/**
 * Logout (spec §4): the header's dialog asks for confirmation, the machine calls the server and clears the session
 * but keeps `merchant`; HeaderContainer then goes home.
 */
function useLogout() {
  const [snapshot, send] = useMachine(providedLogoutMachine);
  return {
    loggingOut: snapshot.matches('loggingOut'),
    logout: () => {
      send({ type: 'logout.request' });
      send({ type: 'logout.confirm' });
    },
  };
}

function MemberHeader({ token, account, children }: { token: string; account: string | null; children?: ReactNode }) {
  const [balanceHidden, setBalanceHidden] = useState(false);
  const balance = useQuery(balanceQuery(token));
  const member = useQuery(memberInfoQuery(token));
  const avatar = useQuery(memberIconQuery(token));
  const permission = usePermission();
  const [vipClosed, setVipClosed] = useState(false);
  const label = member.data?.clubLabel;
  const channel = serviceChannelFor(member.data);
  // the member centre checks the session itself (account/MemberCentre.tsx), wherever it is opened from
  const openMemberCentre = (page?: MemberCentrePage) => overlays.open({ kind: 'memberCentre', page });
  const { loggingOut, logout } = useLogout();
  const { isAgent } = useSession();
  const { agentCentre } = useFeatures();
  // spec §6: agents get the agent centre's entry when the site shows it (isShowAC)
  const agentCentreShown = isShowAC({ token, isAgent, agentCentreEnabled: agentCentre });
  const accountProps: HeaderAccountProps = {
    account: account ?? member.data?.account ?? '',
    avatarUrl: avatar.data?.url,
    onOpenMemberCentre: () => openMemberCentre(),
    onOpenAgentCentre: agentCentreShown ? () => overlays.open({ kind: 'agentCentre' }) : undefined,
    serviceChannel: channel,
    onCustomerService: () => {
      const path = servicePath(permission, channel === 'vip' ? 'VIP' : 'LIVECHAT');
      if (path) openPopup(path);
    },
    onDeposit: () => openMemberCentre('depositv2'),
    onWithdraw: () => openMemberCentre('withdraw'),
    vip:
      label && !vipClosed
        ? {
            label: label.labelName,
            // spec §2: the player rank, or the security centre for a badge without a label
            onOpen: (target) => openMemberCentre(target === 'playerRank' ? 'vip' : 'securityCenter'),
            onClose: () => setVipClosed(true),
          }
        : undefined,
  };

  return (
    <HeaderFrame
      loggedIn
      account={account ?? undefined}
      balance={displayBalance(balance.data)}
      currency={balance.data?.currency}
      balanceHidden={balanceHidden}
      onToggleBalanceHidden={() => setBalanceHidden((hidden) => !hidden)}
      balanceRefreshing={balance.isFetching}
      // a failed balance says so (no figure, no endless "Refreshing…"); the refresh button asks again
      balanceFailed={balance.isError && !balance.isFetching}
      onRefreshBalance={() => void balance.refetch()}
      onLogout={logout}
      loggingOut={loggingOut}
      // below 600px it keeps the deposit and an account button whose sheet lists the rest
      accountActions={
        <>
          <MessagesBadge />
          <HeaderAccount {...accountProps} />
        </>
      }
    >
      {children}
      <CashierNotices token={token} />
    </HeaderFrame>
  );
}

/** The header of a logged-in member; mounted per session, so a new login starts with an empty cache. */
export default function LoggedInHeader(props: { token: string; account: string | null; children?: ReactNode }) {
  // The member's data goes with the session; the shared data (game categories) stays.
  useEffect(() => () => queryClient.removeQueries({ queryKey: ['member'] }), []);
  return (
    <QueryClientProvider client={queryClient}>
      <MemberHeader {...props} />
    </QueryClientProvider>
  );
}
