// first: the browser's install offer is kept from the moment it fires (the download page's install button)
import './pwa/installPrompt';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n, warmLanguageFormats } from '@wl/ui/i18n';
import { merchant } from '@merchant/config';
import { App } from './App';
import { createSiteRouter, firstPageLoginRedirect } from './routes';
import { firstCommit, LANGUAGE_PENDING_ATTRIBUTE, PRERENDERED_ATTRIBUTE, takeEarlyInteraction } from './prerendered';
import { overlays } from './overlays/overlays';
import { reactToSession } from './session/reactions';
import { loadAnnouncements } from './content/loadAnnouncements';
import { followLanguage, startLanguage, tellServerLanguage } from './language';
import { loadPopupCode, preparePopup } from './shell/popupLoading';
import { LOCAL_KEYS, readToken, SESSION_KEYS } from './session/storage';
import { nextTask } from './nextTask';

const language = startLanguage();
document.title = merchant.name;
// Spec §3 storage keys: the merchant outlives a logout (session) and a closed tab (local).
sessionStorage.setItem(SESSION_KEYS.merchant, merchant.code);
sessionStorage.setItem(SESSION_KEYS.merchantCode, merchant.code);
localStorage.setItem(LOCAL_KEYS.merchantCode, merchant.code);
const root = document.getElementById('root')!;
// A prerendered page (build/prerender.mjs) is hydrated: the HTML already shows the frame and the page. The server
// sent it in the language of the player's cookie; a page in another language (the cookie was lost, the stored
// choice is newer) is hidden by index.html's first script and drawn anew in the player's.
const prerenderedLanguage = root.hasAttribute(PRERENDERED_ATTRIBUTE) ? document.documentElement.dataset.language : null;
const prerendered = prerenderedLanguage === language;
if (prerenderedLanguage && !prerendered) root.replaceChildren();
document.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE);
tellServerLanguage(language);

/**
 * The prerendered page's stylesheets (at the end of its body: the first paint needs only the inlined rules) are in
 * before it hydrates: what runs then measures the page (a strip scrolled to its chosen tab) with every rule applied.
 */
function stylesheetsLoaded(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet,
  );
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((settle) => {
          link.addEventListener('load', settle, { once: true });
          link.addEventListener('error', settle, { once: true });
        }),
    ),
  );
}

/**
 * The start in tasks of their own (the router, the session's reactions and the popup, the strings and the first
 * render), each after the browser's turn: in one task they kept a slow phone's main thread for a quarter of a second.
 * (A function, not awaits at the module's top: those would make the bundler split the entry's shared code off.)
 */
async function start() {
  await nextTask();
  // The router is made with the bundle: it starts loading the page's part while the permission call is on the wire.
  const routerMade = createSiteRouter({ prerendered }).then((router) => {
    overlays.attach(router);
    return router;
  });
  await nextTask();
  reactToSession();
  // the app's shell in the browser's cache (after the page's load): a repeat visit paints from it, an offline one too.
  // Its code is not on the first paint: the registration waits for the page's load anyway.
  void import('./pwa/registerServiceWorker')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch(() => undefined);
  // On the session's first page the index notice's code and pictures follow the announcements (asked for by
  // firstCalls.ts) at once, not after the first render.
  if (!sessionStorage.getItem(SESSION_KEYS.indexNotice)) {
    void loadPopupCode().catch(() => undefined);
    void loadAnnouncements(Boolean(readToken()))
      .then(({ popup }) => (popup.length > 0 ? preparePopup(popup) : undefined))
      .catch(() => undefined);
  }
  await nextTask();

  const [i18n, router] = await Promise.all([
    initI18n({ language }),
    routerMade,
    prerendered ? stylesheetsLoaded() : null,
  ]);
  followLanguage(i18n.language);
  i18n.on('languageChanged', followLanguage);
  const app = (
    <StrictMode>
      <App router={router} prerendered={prerendered} />
    </StrictMode>
  );
  // The first render as a transition: React yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree (one long task on a slow phone: input waits and Lighthouse counts it as blocking).
  // Intl's data for the language in a task of its own, while the first render yields, not inside the first list
  // that shows a number (a cheap phone's 50 ms)
  void nextTask().then(() => warmLanguageFormats(language));
  // from here React hears the player itself (on a part not hydrated yet, by hydrating it first)
  const replayEarlyInteraction = takeEarlyInteraction(root);
  if (prerendered) {
    startTransition(() => void hydrateRoot(root, app));
    // what the player typed and tapped while the code was on its way, in that order, once React has the page
    void firstCommit.then(replayEarlyInteraction);
    // the prerender showed the page as a visitor sees it: the merchant's login rule applies now
    const target = await firstPageLoginRedirect();
    if (target) void router.navigate(target, { replace: true });
  } else {
    // a page drawn anew: nothing of the prerender's is left to replay, only the listening to stop
    replayEarlyInteraction();
    startTransition(() => createRoot(root).render(app));
  }
}

void start();
