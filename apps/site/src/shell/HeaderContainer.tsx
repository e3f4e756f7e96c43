import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from '../router';
import { useSession } from '../session/store';
import { HeaderFrame } from './HeaderFrame';
import { useAccountModals } from '../account/modals';

const LoggedInHeader = lazy(() => import('./LoggedInHeader'));

/** The header: logged-out or the member's, with `children` (the navigation row) inside it. */
export function HeaderContainer({ children }: { children?: ReactNode }) {
  const session = useSession();
  const modals = useAccountModals();
  const navigate = useNavigate();

  // When the session ends (logout, or the server no longer knows it): go home (spec §4, Logout).
  const previousToken = useRef(session.token);
  useEffect(() => {
    if (previousToken.current && !session.token) void navigate('/');
    previousToken.current = session.token;
  }, [session.token, navigate]);

  if (!session.token) {
    return (
      <HeaderFrame onLogin={modals.openLogin} onRegister={modals.openRegister}>
        {children}
      </HeaderFrame>
    );
  }
  const account = session.account ?? undefined;
  return (
    // The fallback already has the logged-in layout, so nothing moves when the balance arrives.
    <Suspense
      fallback={
        <HeaderFrame loggedIn account={account} balanceRefreshing>
          {children}
        </HeaderFrame>
      }
    >
      <LoggedInHeader key={session.token} token={session.token} account={session.account}>
        {children}
      </LoggedInHeader>
    </Suspense>
  );
}
