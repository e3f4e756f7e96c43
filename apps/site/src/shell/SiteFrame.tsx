import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Boot } from '../boot/Boot';
import { OverlayHost } from '../overlays/OverlayHost';
import { Layout } from './Layout';
import { ShellProvider } from './shellState';
import { ThemedSite } from './theme';

/** The root route: theme, the boot gate, the frame around the page, what is open over it, scroll restoration. */
export function SiteFrame() {
  return (
    <ThemedSite>
      <Boot>
        <ShellProvider>
          <Layout>
            <Outlet />
          </Layout>
          <OverlayHost />
        </ShellProvider>
      </Boot>
      {/* a new page starts at its top, Back and Forward return to where the player was */}
      <ScrollRestoration />
    </ThemedSite>
  );
}
