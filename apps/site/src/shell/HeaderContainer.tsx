import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@wl/api';
import { logoutMachine } from '@wl/flows';
import { AppHeader } from '@wl/ui';
import { changeLanguage, isLanguageCode, languages, storeLanguage, toBcp47 } from '@wl/ui/i18n';
import { merchant } from '@merchant/config';
import { api } from '../api';
import { playerMessages } from '../errors';
import { sessionStore, useSession } from '../session/store';
import { MerchantLogo } from './MerchantLogo';
import { useLoginModal } from './loginModal';

const headerLanguages = merchant.languages.map((code) => ({ code, label: languages[code].nativeName }));

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

function LoggedInHeader({ token, account }: { token: string; account: string | null }) {
  const [balanceHidden, setBalanceHidden] = useState(false);
  const balance = useQuery({
    queryKey: ['balance', token],
    queryFn: playerMessages(api.wallet.getBalance),
  });
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

type FrameProps = Omit<
  Parameters<typeof AppHeader>[0],
  'logo' | 'languages' | 'language' | 'onLanguageChange' | 'renderLink'
>;

function HeaderFrame(props: FrameProps) {
  const { i18n } = useTranslation();
  const current = merchant.languages.find((code) => toBcp47(code) === i18n.language) ?? merchant.defaultLanguage;
  return (
    <AppHeader
      {...props}
      logo={<MerchantLogo />}
      renderLink={({ href, className, children }) => (
        <Link to={href} className={className}>
          {children}
        </Link>
      )}
      languages={headerLanguages}
      language={current}
      onLanguageChange={(code) => {
        if (!isLanguageCode(code)) return;
        storeLanguage(code);
        void changeLanguage(code);
      }}
    />
  );
}

export function HeaderContainer() {
  const session = useSession();
  const loginModal = useLoginModal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // When the session ends (logout, or the server no longer knows it): forget its data and go home.
  const previousToken = useRef(session.token);
  useEffect(() => {
    if (previousToken.current && !session.token) {
      queryClient.clear();
      void navigate('/');
    }
    previousToken.current = session.token;
  }, [session.token, queryClient, navigate]);

  if (!session.token) return <HeaderFrame onLogin={loginModal.open} />;
  return <LoggedInHeader key={session.token} token={session.token} account={session.account} />;
}
