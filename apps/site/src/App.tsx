import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AccountModalHost, AccountModalsProvider } from './account/modals';
import { Boot } from './boot/Boot';
import { routeTable } from './routes';
import { Layout } from './shell/Layout';
import { PartRoute } from './shell/PartRoute';
import { ShellProvider } from './shell/shellState';
import { ThemedSite } from './shell/theme';

export function App() {
  return (
    <ThemedSite>
      <BrowserRouter>
        <Boot>
          <AccountModalsProvider>
            <ShellProvider>
              <Layout>
                <Routes>
                  {routeTable.flatMap(({ paths, part }) =>
                    paths.map((path) => <Route key={path} path={path} element={<PartRoute part={part} />} />),
                  )}
                  <Route path="*" element={<PartRoute part="index" />} />
                </Routes>
              </Layout>
              <AccountModalHost />
            </ShellProvider>
          </AccountModalsProvider>
        </Boot>
      </BrowserRouter>
    </ThemedSite>
  );
}
