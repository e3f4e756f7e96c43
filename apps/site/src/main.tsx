import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, readStoredLanguage, toBcp47 } from '@wl/ui/i18n';
import { merchant } from '@merchant/config';
import { App } from './App';
import { prefetchRoute } from './routes';
import { loadAnnouncements } from './content/announcements';
import { loadPopupCode } from './shell/popupCode';
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

// The banners and popups are asked for alongside the permission call, not after the first render; on the session's
// first page the popups' code comes with them, as the index notice will need it.
void loadAnnouncements(Boolean(readToken()), toBcp47(language)).catch(() => undefined);
if (!sessionStorage.getItem(SESSION_KEYS.indexNotice)) void loadPopupCode().catch(() => undefined);

void initI18n({ language }).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
