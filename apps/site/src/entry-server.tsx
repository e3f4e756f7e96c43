// The prerender's entry (build/prerender.ts, at build time in Node): each public page of spec §2 drawn as a visitor
// first sees it, through react-router's static handler and React 19's static rendering, for main.tsx to hydrate.
// What depends on the session or live data renders its loading state; the browser fills it in after hydration.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { changeLanguage } from '@wl/ui/i18n';
import { toBcp47, type LanguageCode } from '@wl/ui/i18n/languages';
import { merchant } from '@merchant/config';
import { BASE_PATH } from './base';
import { HydrationBoundary } from './hydration';
import { routes } from './routes';
import { routeTable, type PartName } from './routeTable';

/** Parts whose pages need what a prerender has not: a game to launch, a promotion's id, a session. */
const NOT_PRERENDERED: ReadonlySet<PartName> = new Set(['byIframe', 'promoDetail', 'seamless', 'pointMall']);

/** The page at `path` (under the base path) in `language`: the HTML inside `#root`. */
export async function renderPage(path: string, language: LanguageCode): Promise<string> {
  await changeLanguage(language);
  const handler = createStaticHandler(routes, { basename: BASE_PATH });
  const context = await handler.query(new Request(new URL(path, 'https://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline data script (the CSP allows none it does not know); main.tsx knows the loaders' data
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HydrationBoundary prerendered>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </HydrationBoundary>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The public pages of spec §2 the build prerenders, as site paths: every path of the route table but those that
 * need an address's parameters (a promotion's id, a game to launch) or a session's page.
 */
export const prerenderedPaths: readonly string[] = routeTable
  .filter(({ part }) => !NOT_PRERENDERED.has(part))
  .flatMap(({ paths }) => paths.filter((path) => !path.includes(':') && !path.endsWith('.html')));

/** The merchant of this build: its name (the title) and its languages (one prerender each), with their tags. */
export const prerenderMerchant = {
  name: merchant.name,
  defaultLanguage: merchant.defaultLanguage,
  languages: merchant.languages.map((code) => ({ code, tag: toBcp47(code) })),
};

export { LANGUAGE_COOKIE } from './language';
export { PRERENDERED_ATTRIBUTE } from './prerendered';
