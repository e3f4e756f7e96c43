import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '../session/session';
import { HeaderFrame } from './HeaderFrame';
import { overlays } from '../overlays/overlays';

const LoggedInHeader = lazy(() => import('./LoggedInHeader'));

/** The header: logged-out or the member's, with `children` (the navigation row) inside it. */
export function HeaderContainer({ children }: { children?: ReactNode }) {
  const session = useSession();

  if (!session.token) {
    return (
      <HeaderFrame onLogin={overlays.openLogin} onRegister={overlays.openRegister}>
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
