import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ApiError } from '@wl/api';
import { logoutMachine } from '@wl/flows';
import { api } from '../api';
import { playerMessages } from '../errors';
import { queryClient } from '../query';
import { sessionStore } from '../session/store';
import { HeaderFrame } from './HeaderFrame';


const providedLogoutMachine = logoutMachine.provide({
  actors: { logout: fromPromise<unknown>(() => api.session.logout()) },
  actions: { clearSession: () => sessionStore.end() },
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

function MemberHeader({ token, account }: { token: string; account: string | null }) {
  const [balanceHidden, setBalanceHidden] = useState(false);
  const balance = useQuery({ queryKey: ['balance', token], queryFn: playerMessages(api.wallet.getBalance) });
  const { loggingOut, logout } = useLogout();

  // A session the server no longer knows (expired, logged in elsewhere) ends here too.
  const ended = balance.error instanceof ApiError && balance.error.status === 401;
  useEffect(() => {
    if (ended) sessionStore.end();
  }, [ended]);

  return (
    <HeaderFrame
      loggedIn
      account={account ?? undefined}
      balance={balance.data?.sumBalance ?? null}
      currency={balance.data?.currency}
      balanceHidden={balanceHidden}
      onToggleBalanceHidden={() => setBalanceHidden((hidden) => !hidden)}
      balanceRefreshing={balance.isFetching}
      onRefreshBalance={() => void balance.refetch()}
      onLogout={logout}
      loggingOut={loggingOut}
    />
  );
}

/** The header of a logged-in member; mounted per session, so a new login starts with an empty cache. */
export default function LoggedInHeader(props: { token: string; account: string | null }) {
  useEffect(() => () => queryClient.clear(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <MemberHeader {...props} />
    </QueryClientProvider>
  );
}
