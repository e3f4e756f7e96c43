import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Loader } from '@wl/ui';
import { ThemeRoot } from '@wl/ui/theme';
import { light } from '@merchant/theme.css';
import { Boot } from './boot/Boot';
import { HeaderContainer } from './shell/HeaderContainer';
import { LoginModalProvider, LoginPopup } from './shell/loginModal';

const HomePage = lazy(() => import('./pages/HomePage'));
const LoginPage = lazy(() => import('./pages/LoginPage'));

const queryClient = new QueryClient({
  defaultOptions: {
    // Mobile networks drop calls: one quiet retry, and no refetch storm when the player switches apps.
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

export function App() {
  return (
    <ThemeRoot themeClass={light}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Boot>
            <LoginModalProvider>
              <HeaderContainer />
              <main>
                <Suspense fallback={<Loader />}>
                  <Routes>
                    {['/', '/index', '/index.html', '/home'].map((path) => (
                      <Route key={path} path={path} element={<HomePage />} />
                    ))}
                    <Route path="/login" element={<LoginPage />} />
                    <Route path="*" element={<HomePage />} />
                  </Routes>
                </Suspense>
              </main>
              <LoginPopup />
            </LoginModalProvider>
          </Boot>
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeRoot>
  );
}
