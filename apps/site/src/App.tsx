import { AccountModalHost, AccountModalsProvider } from './account/modals';
import { Boot } from './boot/Boot';
import { useLocation } from './router';
import { routeFor } from './routes';
import { Layout } from './shell/Layout';
import { PartRoute } from './shell/PartRoute';
import { ShellProvider } from './shell/shellState';
import { ThemedSite } from './shell/theme';

/** The page of the current address: its part of the route table (spec §2); unknown paths get the home page. */
function CurrentPage() {
  const { pathname } = useLocation();
  return <PartRoute part={routeFor(pathname).part} />;
}

export function App() {
  return (
    <ThemedSite>
      <Boot>
        <AccountModalsProvider>
          <ShellProvider>
            <Layout>
              <CurrentPage />
            </Layout>
            <AccountModalHost />
          </ShellProvider>
        </AccountModalsProvider>
      </Boot>
    </ThemedSite>
  );
}
