import { lazy, Suspense } from 'react';
import { HomeWelcome } from '@wl/ui';
import { useSession } from '../session/session';
import { overlays } from '../overlays/overlays';
import { useAfterFirstPaint } from '../shell/idle';
import { preloadLaterPart } from '../pageCode';

/**
 * The home lobby's blocks and their strings: a chunk of their own, below the fold, loaded after the first paint. Its
 * files are preloaded a few per task first: Vite's loader would add their links all at once, in one long task.
 */
const HomeLobby = lazy(() =>
  preloadLaterPart(document, 'homeLobby')
    .then(() => import('../home/loadHomeLobby'))
    .then(({ loadHomeLobby }) => loadHomeLobby()),
);

export default function HomePage() {
  const session = useSession();
  const afterFirstPaint = useAfterFirstPaint();
  return (
    <HomeWelcome
      loggedIn={Boolean(session.token)}
      account={session.account ?? undefined}
      onLogin={overlays.openLogin}
      lobby={
        // until then the lobby's place keeps its height (HomeWelcome), so nothing moves when it comes
        afterFirstPaint ? (
          <Suspense fallback={null}>
            <HomeLobby />
          </Suspense>
        ) : null
      }
    />
  );
}
