import i18next, { type BackendModule, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumberForI18next, warmFormats } from '../private/format/formats';
import { languageCodes, toBcp47, type LanguageCode } from './languages';

type Bundle = ResourceLanguage;

// English is the fallback for every key: the namespaces the frame needs on every page ship with the first paint;
// the ones only some pages use (`laterNamespaces`) are lazy chunks like every other language's files.
/** Namespaces only some pages use: the site loads them with those pages (`loadNamespaces`). */
export const laterNamespaces = [
  'account',
  'register',
  'content',
  'lobby',
  'member',
  'deposit',
  'withdraw',
  'security',
  'records',
  'messages',
  'rewards',
  'personal',
  'invite',
  // the agent centre (issue 15): the frame's words, then one per group of pages
  'agent',
  'agentTeam',
  'agentDownlines',
  'agentReports',
  'agentContracts',
] as const;
export type LaterNamespace = (typeof laterNamespaces)[number];
// Vite needs the patterns written out: they name `laterNamespaces` (a test checks they agree).
const englishFiles = import.meta.glob<Bundle>(
  [
    './locales/en/*.json',
    '!./locales/en/{account,register,content,lobby,member,deposit,withdraw,security,records,messages,rewards,personal,invite,agent,agentTeam,agentDownlines,agentReports,agentContracts}.json',
  ],
  { eager: true, import: 'default' },
);
// The first paint's namespaces in the other languages: a Thai visitor's first render waits for them, so their
// addresses ship with the first paint. The later namespaces' addresses (every language's, English too) are a list of
// their own that arrives with the first page that needs one: 56 more addresses would be a kilobyte on every visit.
const firstPaintFiles = import.meta.glob<Bundle>(
  [
    './locales/*/*.json',
    '!./locales/en/*.json',
    '!./locales/*/{account,register,content,lobby,member,deposit,withdraw,security,records,messages,rewards,personal,invite,agent,agentTeam,agentDownlines,agentReports,agentContracts}.json',
  ],
  { import: 'default' },
);
const isLater = (namespace: string) => (laterNamespaces as readonly string[]).includes(namespace);

const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
const english: Record<string, Bundle> = Object.fromEntries(
  Object.entries(englishFiles).map(([path, bundle]) => [namespaceOf(path), bundle]),
);
/** The namespaces that ship with the first paint. */
export const firstPaintNamespaces: readonly string[] = Object.keys(english);

const tagsWithFiles = new Set(['en', ...Object.keys(firstPaintFiles).map((path) => path.split('/')[2])]);

/** Languages with their own files (the rest show English); Storybook's language switch offers these. */
export const translatedLanguages: readonly LanguageCode[] = languageCodes.filter((code) =>
  tagsWithFiles.has(toBcp47(code)),
);

const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const files = isLater(namespace)
      ? import('./laterLocales').then(({ laterFiles }) => laterFiles)
      : Promise.resolve(firstPaintFiles);
    files
      .then((list) => {
        const load = list[`./locales/${language}/${namespace}.json`];
        // No file: an empty bundle, so i18next falls back to English key by key instead of logging a failure.
        return load ? load() : {};
      })
      .then(
        (bundle) => callback(null, bundle),
        (error: Error) => callback(error, null),
      );
  },
};

let ready: Promise<I18n> | undefined;
// Resolves when `initI18n` has run: `loadNamespaces` may be called before it (a page prefetched with the bundle)
// and must not start i18next in the wrong language.
let started: (instance: I18n) => void = () => undefined;
const whenStarted = new Promise<I18n>((resolve) => (started = resolve));

/**
 * Starts the one shared i18next instance (once; later calls get the same promise). It registers with react-i18next,
 * so components call `useTranslation(namespace)` from 'react-i18next' directly and need no provider.
 * Resolves when the language's files are loaded, so the first render is already in that language.
 */
export function initI18n({ language = 'EN' }: { language?: LanguageCode } = {}): Promise<I18n> {
  ready ??= (async () => {
    i18next.on('languageChanged', (tag) => {
      // the site's prerender (Node) renders with this instance too: no document there
      if (typeof document === 'undefined') return;
      document.documentElement.lang = tag;
      document.documentElement.dir = i18next.dir(tag);
    });
    await i18next
      .use(lazyLocales)
      .use(initReactI18next)
      .init({
        lng: toBcp47(language),
        fallbackLng: 'en',
        // 'zh-CN' loads zh-CN and English, never a bare 'zh' that has no files
        load: 'currentOnly',
        ns: Object.keys(english),
        defaultNS: 'common',
        resources: { en: english },
        partialBundledLanguages: true,
        interpolation: { escapeValue: false },
        // Languages are loaded before they are switched to, so no Suspense boundary is needed around components.
        react: { useSuspense: false },
      });
    // one Intl.NumberFormat per language: i18next's own cache is keyed by the call's values, a new one per count
    i18next.services.formatter?.add('number', formatNumberForI18next);
    started(i18next);
    return i18next;
  })();
  return ready;
}

/**
 * Makes the language's first Intl formatters (numbers, dates, plurals) now, in the caller's task: the first one loads
 * Intl's data for the language, which would otherwise land in the first render that shows a number.
 */
export function warmLanguageFormats(code: LanguageCode): void {
  warmFormats(toBcp47(code));
}

/** Loads namespaces in the current language (and English, the fallback) before a page that uses them shows. */
export async function loadNamespaces(namespaces: readonly LaterNamespace[]): Promise<void> {
  const instance = await whenStarted;
  await instance.loadNamespaces([...namespaces]);
}

/** Loads the language's files, then switches every component to it and updates `<html lang dir>`. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  const instance = await initI18n({ language: code });
  if (instance.language !== toBcp47(code)) await instance.changeLanguage(toBcp47(code));
}

/**
 * An i18next instance of its own in `code`, sharing the shared instance's loaded files (`initI18n` starts that one
 * in English if nothing has): for a part of a page shown in its own language, handed down with react-i18next's
 * `I18nextProvider`. Switching it leaves every other part, and `<html lang>`, alone: Storybook gives each story one,
 * so a docs page shows every story in that story's language. Resolves with every namespace loaded.
 */
export async function languageInstance(code: LanguageCode): Promise<I18n> {
  const shared = await initI18n();
  const instance = shared.cloneInstance({ lng: toBcp47(code) });
  await instance.changeLanguage(toBcp47(code));
  await instance.loadNamespaces([...laterNamespaces]);
  return instance;
}
