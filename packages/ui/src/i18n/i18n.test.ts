import { describe, expect, it } from 'vitest';
import { PATTERN_IDS } from '@wl/rules';
import {
  changeLanguage,
  firstPaintNamespaces,
  initI18n,
  languageInstance,
  laterNamespaces,
  loadNamespaces,
  translatedLanguages,
} from './i18n';

describe('translations', () => {
  it('starts in the requested language with its files loaded', async () => {
    const i18n = await initI18n({ language: 'TY' });
    expect(i18n.t('common:close')).toBe('ปิด');
    expect(document.documentElement.lang).toBe('th');
  });

  it('switches language and marks the page', async () => {
    await changeLanguage('CN');
    const i18n = await initI18n();
    expect(i18n.t('common:close')).toBe('关闭');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('falls back to English for a language without files', async () => {
    await changeLanguage('KO');
    const i18n = await initI18n();
    expect(i18n.t('common:close')).toBe('Close');
    expect(document.documentElement.lang).toBe('ko');
  });

  it('sets the text direction for right-to-left languages', async () => {
    await changeLanguage('AR');
    expect(document.documentElement.dir).toBe('rtl');
    await changeLanguage('EN');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('lists every later namespace file, in every language, in the later chunk and nowhere else', async () => {
    const { laterFiles } = await import('./laterLocales');
    const allFiles = Object.keys(import.meta.glob('./locales/*/*.json'));
    const later = allFiles.filter((path) =>
      (laterNamespaces as readonly string[]).includes(path.slice(path.lastIndexOf('/') + 1, -'.json'.length)),
    );
    expect(Object.keys(laterFiles).sort()).toEqual(later.sort());
  });

  it("ships the frame's namespaces with the first paint and loads the others when asked", async () => {
    expect(firstPaintNamespaces).toEqual(expect.arrayContaining(['common', 'shell', 'errors', 'home']));
    for (const namespace of laterNamespaces) expect(firstPaintNamespaces).not.toContain(namespace);
    await changeLanguage('EN');
    const i18n = await initI18n();
    expect(i18n.hasResourceBundle('en', 'lobby')).toBe(false);
    await loadNamespaces(['lobby', 'content']);
    expect(i18n.t('lobby:retry')).not.toBe('retry');
    await changeLanguage('TY');
    expect(i18n.hasResourceBundle('th', 'lobby')).toBe(true);
    await changeLanguage('EN');
  });

  it('offers English, Thai and the languages with files', () => {
    expect(translatedLanguages).toEqual(expect.arrayContaining(['EN', 'TY', 'CN', 'ID', 'VI', 'JA', 'PH']));
    expect(translatedLanguages).not.toContain('KO');
  });
});

describe('an instance of its own (Storybook: one per story)', () => {
  it('shows its language, every namespace loaded, and leaves the shared instance and <html lang> alone', async () => {
    const shared = await initI18n();
    await changeLanguage('EN');
    const thai = await languageInstance('TY');
    expect(thai.language).toBe('th');
    expect(thai.t('common:close')).toBe('ปิด');
    expect(thai.hasLoadedNamespace(laterNamespaces[0])).toBe(true);
    expect(shared.language).toBe('en');
    expect(shared.t('common:close')).toBe('Close');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('locale files', () => {
  const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
  const keysOf = (tree: unknown, prefix = ''): string[] =>
    typeof tree === 'object' && tree !== null
      ? Object.entries(tree).flatMap(([key, value]) => keysOf(value, `${prefix}${key}.`))
      : [prefix.slice(0, -1)];
  const locale = (language: string, namespace: string) => files[`./locales/${language}/${namespace}.json`];
  const namespaces = Object.keys(files)
    .filter((path) => path.startsWith('./locales/en/'))
    .map((path) => path.slice('./locales/en/'.length, -'.json'.length));
  const languages = [...new Set(Object.keys(files).map((path) => path.split('/')[2]!))];

  it.each(languages.filter((language) => language !== 'en'))('%s has every English key and no other', (language) => {
    for (const namespace of namespaces) {
      expect({ namespace, keys: keysOf(locale(language, namespace)).sort() }).toEqual({
        namespace,
        keys: keysOf(locale('en', namespace)).sort(),
      });
    }
  });

  it.each(languages)('%s has a message with both bounds for every pattern family (spec §5)', (language) => {
    const register = locale(language, 'register')!;
    for (const id of PATTERN_IDS) {
      const message = register[`reg_pattern_${id}`];
      expect(typeof message, `reg_pattern_${id}`).toBe('string');
      if (id !== 'date') expect(message, `reg_pattern_${id}`).toMatch(/\(min\).*\(max\)/);
    }
  });
});
