import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LinkPolicyContext, type LinkPolicy } from '@wl/ui';
import { Boot, useBootSettled } from '../boot/Boot';
import { OverlayBoundary } from '../overlays/OverlayBoundary';
import { OfflineBar } from '../pwa/OfflineBar';
import { useOverlay } from '../overlays/overlays';
import { Layout } from './Layout';
import { HoldRestoredPlace, SCROLL_POSITIONS_KEY } from './restoredPlace';
import { ShellProvider } from './shellState';
import { ThemedSite } from './theme';

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

/** Until the URL policy's code is in, a link of server HTML keeps its text and gets no address, a picture waits. */
const nothingYet: LinkPolicy = () => null;

/**
 * The URL policy for the links and pictures of server HTML. Its code (and the merchant's link hosts) loads right
 * after the first paint, which shows no server HTML: a notice or popup that comes sooner shows its links and pictures
 * once the policy is in.
 */
function useServerHtmlAddresses(): LinkPolicy {
  const [policy, setPolicy] = useState<LinkPolicy>(() => nothingYet);
  useEffect(() => {
    // a transition: it renders in slices, and hydrates what is still waiting of a prerendered frame the same way
    void import('../urlPolicy').then(({ serverHtmlAddresses }) =>
      startTransition(() => setPolicy(() => serverHtmlAddresses)),
    );
  }, []);
  return policy;
}

/**
 * The root route: theme, the boot gate, the frame around the page, what is open over it, scroll restoration; the
 * links and pictures of server HTML through the URL policy.
 */
export function SiteFrame() {
  const serverHtmlAddresses = useServerHtmlAddresses();
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
