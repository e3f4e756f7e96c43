import { HomeWelcome } from '@wl/ui';
import { useSession } from '../session/store';
import { useAccountModals } from '../account/modals';

export default function HomePage() {
  const session = useSession();
  const modals = useAccountModals();
  return (
    <HomeWelcome loggedIn={Boolean(session.token)} account={session.account ?? undefined} onLogin={modals.openLogin} />
  );
}
