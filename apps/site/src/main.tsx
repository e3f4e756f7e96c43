import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, readStoredLanguage, toBcp47 } from '@wl/ui/i18n';
import { merchant } from '@merchant/config';
import { App } from './App';
import { prefetchRoute } from './routes';
import { loadAnnouncements } from './content/announcements';
import { loadPopupCode, preparePopup } from './shell/popupLoading';
import { LOCAL_KEYS, readToken, SESSION_KEYS } from './session/storage';

// The stored choice wins when this merchant offers it; otherwise the merchant's default (spec: EN).
const stored = readStoredLanguage();
const language = stored && merchant.languages.includes(stored) ? stored : merchant.defaultLanguage;
document.title = merchant.name;
// Spec §3 storage keys: the merchant outlives a logout (session) and a closed tab (local).
sessionStorage.setItem(SESSION_KEYS.merchant, merchant.code);
sessionStorage.setItem(SESSION_KEYS.merchantCode, merchant.code);
localStorage.setItem(LOCAL_KEYS.merchantCode, merchant.code);
prefetchRoute(window.location.pathname);

// The banners and popups are asked for alongside the permission call, not after the first render. On the session's
// first page the index notice's code comes with them and its pictures right after, not after the first render.
const announcements = loadAnnouncements(Boolean(readToken()), toBcp47(language));
announcements.catch(() => undefined); // the banner and the popups handle a failure when they ask again
if (!sessionStorage.getItem(SESSION_KEYS.indexNotice)) {
  void loadPopupCode().catch(() => undefined);
  void announcements.then(({ popup }) => (popup.length > 0 ? preparePopup(popup) : undefined)).catch(() => undefined);
}

void initI18n({ language }).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
