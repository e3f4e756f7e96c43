import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LinkPolicyContext } from '@wl/ui';
import { Boot } from '../boot/Boot';
import { useOverlay } from '../overlays/overlays';
import { Layout } from './Layout';
import { ShellProvider } from './shellState';
import { ThemedSite } from './theme';
import { serverHtmlLinks } from '../urlPolicy';

const OverlayHost = lazy(() => import('../overlays/OverlayHost'));

/** What is open over the page, from the address. */
function OpenOverlay() {
  const overlay = useOverlay();
  return overlay ? (
    <Suspense fallback={null}>
      <OverlayHost overlay={overlay} />
    </Suspense>
  ) : null;
}

/**
 * The root route: theme, the boot gate, the frame around the page, what is open over it, scroll restoration; the
 * links of server HTML through the URL policy.
 */
export function SiteFrame() {
  return (
    <ThemedSite>
      <LinkPolicyContext.Provider value={serverHtmlLinks}>
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
      <ScrollRestoration />
    </ThemedSite>
  );
}
