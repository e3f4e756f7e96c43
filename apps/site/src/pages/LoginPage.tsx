import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { HomeWelcome } from '@wl/ui';
import { useSession } from '../session/session';
import { overlays } from '../overlays/overlays';

/** /login: the target of the logged-out redirect; opens the login popup, and goes home once logged in. */
export default function LoginPage() {
  const session = useSession();
  const open = overlays.openLogin;
  useEffect(() => {
    if (!session.token) open();
  }, [session.token, open]);
  if (session.token) return <Navigate to="/" replace />;
  return <HomeWelcome loggedIn={false} onLogin={open} />;
}
