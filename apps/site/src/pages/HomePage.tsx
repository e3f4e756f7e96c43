import { HomeWelcome } from '@wl/ui';
import { useSession } from '../session/session';
import { overlays } from '../overlays/overlays';

export default function HomePage() {
  const session = useSession();
  return (
    <HomeWelcome
      loggedIn={Boolean(session.token)}
      account={session.account ?? undefined}
      onLogin={overlays.openLogin}
    />
  );
}
