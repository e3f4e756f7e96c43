// The floor `npm run bench` measures the site against (../shared/design.md, Budgets): the design card's stack alone,
// React 19, react-dom, i18next with react-i18next and react-router-dom's data router, drawing a header, a heading and
// a paragraph, built by the same toolchain and served by the same server in the same run.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

function Page() {
  const { t } = useTranslation();
  return (
    <>
      <header style={{ padding: '12px 16px', background: '#1b2f8f', color: '#fff' }}>{t('name')}</header>
      <main style={{ padding: 16, fontFamily: 'system-ui, sans-serif' }}>
        <h1>{t('heading')}</h1>
        <p>{t('text')}</p>
      </main>
    </>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);

void i18next
  .use(initReactI18next)
  .init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          name: 'Floor',
          heading: 'Lottery, slots, live casino and sports',
          text: 'The stack alone: what any page of the site costs before it draws anything of its own.',
        },
      },
    },
  })
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
