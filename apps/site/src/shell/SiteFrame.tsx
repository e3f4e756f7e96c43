import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LinkPolicyContext } from '@wl/ui';
import { Boot, useBootSettled } from '../boot/Boot';
import { OverlayBoundary } from '../overlays/OverlayBoundary';
import { OfflineBar } from '../pwa/OfflineBar';
import { useOverlay } from '../overlays/overlays';
import { Layout } from './Layout';
import { HoldRestoredPlace, SCROLL_POSITIONS_KEY } from './restoredPlace';
import { ShellProvider } from './shellState';
import { ThemedSite } from './theme';
// In the frame's own code (a kilobyte): a policy that came later left the links of a popup that opened sooner
// without an address and its pictures out, then put them in, which moved the popup (CLS 0.39 on a first visit).
import { serverHtmlAddresses } from '../urlPolicy';

const OverlayHost = lazy(() => import('../overlays/OverlayHost'));

/** What is open over the page, from the address. */
function OpenOverlay() {
  const overlay = useOverlay();
  // an overlay opens once the permission has answered (the forms read its location, the download its links); the
  // prerender and its hydration never open one
  const settled = useBootSettled();
  return overlay && settled ? (
    <OverlayBoundary key={overlay.kind}>
      <Suspense fallback={null}>
        <OverlayHost overlay={overlay} />
      </Suspense>
    </OverlayBoundary>
  ) : null;
}

/**
 * The root route: theme, the boot gate, the frame around the page, what is open over it, scroll restoration; the
 * links and pictures of server HTML through the URL policy.
 */
export function SiteFrame() {
  return (
    <ThemedSite>
      <OfflineBar />
      <LinkPolicyContext.Provider value={serverHtmlAddresses}>
        <Boot>
          <ShellProvider>
            <Layout>
              <Outlet />
            </Layout>
            <OpenOverlay />
          </ShellProvider>
        </Boot>
      </LinkPolicyContext.Provider>
      {/* a new page starts at its top, Back and Forward return to where the player was */}
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
      {/* and holds that place while the page below it is still arriving */}
      <HoldRestoredPlace />
    </ThemedSite>
  );
}
