import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { merchantFolders, merchants, type Merchant } from '@wl/merchants';
import {
  I18nextProvider,
  isLanguageCode,
  languageInstance,
  languages,
  translatedLanguages,
  type I18n,
} from '@wl/ui/i18n';
import { ThemeRoot } from '@wl/ui/theme';

// Every merchant folder of packages/merchants is offered: adding `packages/merchants/src/<folder>/` is all it takes
// to review its theme, logo and name here.
const modes = ['light', 'dark'] as const;
const defaultMerchant = merchantFolders.includes('siam') ? 'siam' : merchantFolders[0]!;

const merchantOf = (globals: Record<string, unknown>): Merchant =>
  merchants[typeof globals.merchant === 'string' ? globals.merchant : ''] ?? merchants[defaultMerchant]!;

/** What every story gets in `context.loaded`: play functions read the merchant's name and the story's language. */
export interface StoryLoaded {
  /** The toolbar's (or the story's) merchant. */
  merchant: Merchant;
  /** This story's own i18next instance, in the toolbar's (or the story's) language. */
  i18n: I18n;
}

// Loaders finish before the story renders, so a Thai story's first render is already Thai. Each story gets an
// i18next instance of its own instead of switching the shared one: a docs page renders many stories at once, each
// in the language its story asks for (`globals: { language: 'TY' }`), and none changes the others.
const loadStory: Loader = async ({ globals }): Promise<StoryLoaded> => ({
  merchant: merchantOf(globals),
  // every namespace is loaded: stories may use any (the site loads them with its pages)
  i18n: await languageInstance(isLanguageCode(globals.language) ? globals.language : 'EN'),
});

// Every story renders inside the chosen merchant's theme, as it would in the site; portaled dialogs included.
// The story's language is set on the same element (`lang`, `dir`), since `<html lang>` is shared by a docs page.
const withMerchantThemeAndLanguage: Decorator = (Story, { globals, viewMode, loaded }) => {
  const { merchant, i18n } = loaded as StoryLoaded;
  const mode = globals.mode === 'dark' ? 'dark' : 'light';
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeRoot
        themeClass={merchant.theme[mode]}
        lang={i18n.language}
        dir={i18n.dir(i18n.language)}
        style={{ padding: '1rem', minHeight: viewMode === 'story' ? '100vh' : undefined }}
      >
        <Story />
      </ThemeRoot>
    </I18nextProvider>
  );
};

// The merchant's own logo and name wherever a story passes them (`logo`, `merchantName` args), as the site does
// with its build's merchant: the toolbar's merchant switch changes them with the colours.
const withMerchantIdentity: Decorator = (Story, { args, loaded }) => {
  const { merchant } = loaded as StoryLoaded;
  const identity: Record<string, unknown> = {};
  if (args.logo !== undefined) identity.logo = <img src={merchant.logo} alt={merchant.config.name} height={32} />;
  if (args.merchantName !== undefined) identity.merchantName = merchant.config.name;
  return Object.keys(identity).length ? <Story args={{ ...args, ...identity }} /> : <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    merchant: {
      description: 'Merchant: theme, logo and name',
      toolbar: {
        title: 'Merchant',
        icon: 'paintbrush',
        items: merchantFolders.map((folder) => ({ value: folder, title: merchants[folder]!.config.name })),
        dynamicTitle: true,
      },
    },
    mode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Mode',
        icon: 'contrast',
        items: modes.map((mode) => ({ value: mode, title: mode, icon: mode === 'light' ? 'sun' : 'moon' })),
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language (spec code)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: translatedLanguages.map((code) => ({ value: code, title: languages[code].nativeName, right: code })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { merchant: defaultMerchant, mode: 'light', language: 'EN' },
  // the identity decorator runs inside the theme one (decorators listed first wrap innermost)
  decorators: [withMerchantIdentity, withMerchantThemeAndLanguage],
  loaders: [loadStory],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { date: /Date$/i } },
    // Accessibility violations fail the story's test (Vitest addon) instead of only showing in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
