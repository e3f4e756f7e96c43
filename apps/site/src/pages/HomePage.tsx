import { HomeWelcome } from '@wl/ui';
import { useSession } from '../session/store';
import { useLoginModal } from '../shell/loginModal';

export default function HomePage() {
  const session = useSession();
  const loginModal = useLoginModal();
  return (
    <HomeWelcome loggedIn={Boolean(session.token)} account={session.account ?? undefined} onLogin={loginModal.open} />
  );
}
