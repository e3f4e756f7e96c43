import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@wl/ui/i18n';
import { merchant } from '@merchant/config';
import { App } from './App';
import { router } from './routes';
import { overlays } from './overlays/overlays';
import { reactToSession } from './session/reactions';
import { loadAnnouncements } from './content/loadAnnouncements';
import { followLanguage, startLanguage } from './language';
import { loadPopupCode, preparePopup } from './shell/popupLoading';
import { LOCAL_KEYS, readToken, SESSION_KEYS } from './session/storage';

const language = startLanguage();
document.title = merchant.name;
// Spec §3 storage keys: the merchant outlives a logout (session) and a closed tab (local).
sessionStorage.setItem(SESSION_KEYS.merchant, merchant.code);
sessionStorage.setItem(SESSION_KEYS.merchantCode, merchant.code);
localStorage.setItem(LOCAL_KEYS.merchantCode, merchant.code);
// The router is made with the bundle: it starts loading the page's part while the permission call is on the wire.
overlays.attach(router);
reactToSession();

// On the session's first page the index notice's code and pictures follow the announcements (asked for by
// firstCalls.ts) at once, not after the first render.
if (!sessionStorage.getItem(SESSION_KEYS.indexNotice)) {
  void loadPopupCode().catch(() => undefined);
  void loadAnnouncements(Boolean(readToken()))
    .then(({ popup }) => (popup.length > 0 ? preparePopup(popup) : undefined))
    .catch(() => undefined);
}

void initI18n({ language }).then((i18n) => {
  followLanguage(i18n.language);
  i18n.on('languageChanged', followLanguage);
  const root = createRoot(document.getElementById('root')!);
  // The first render as a transition: React yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree (one long task on a slow phone: input waits and Lighthouse counts it as blocking).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
});
