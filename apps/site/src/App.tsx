import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Loader } from '@wl/ui';
import { ThemeRoot } from '@wl/ui/theme';
import { light } from '@merchant/theme.css';
import { Boot } from './boot/Boot';
import { HeaderContainer } from './shell/HeaderContainer';
import { AccountModalHost, AccountModalsProvider } from './account/modals';
import { FallbackPage, routes } from './routes';

export function App() {
  return (
    <ThemeRoot themeClass={light}>
      <BrowserRouter>
        <Boot>
          <AccountModalsProvider>
            <HeaderContainer />
            <main>
              <Suspense fallback={<Loader />}>
                <Routes>
                  {routes.flatMap(({ paths, Page }) =>
                    paths.map((path) => <Route key={path} path={path} element={<Page />} />),
                  )}
                  <Route path="*" element={<FallbackPage />} />
                </Routes>
              </Suspense>
            </main>
            <AccountModalHost />
          </AccountModalsProvider>
        </Boot>
      </BrowserRouter>
    </ThemeRoot>
  );
}
