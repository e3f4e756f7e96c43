import type { Decorator, Preview } from '@storybook/react-vite';
import {
  changeLanguage,
  isLanguageCode,
  languages,
  laterNamespaces,
  loadNamespaces,
  translatedLanguages,
} from '@wl/ui/i18n';
import { ThemeRoot } from '@wl/ui/theme';

// Every merchant folder is offered: adding `apps/site/merchants/<code>/` is all it takes to review its theme here.
const themeModules = import.meta.glob<{ light: string; dark: string }>('../apps/site/merchants/*/theme.css.ts', {
  eager: true,
});
const themes: Record<string, { light: string; dark: string }> = Object.fromEntries(
  Object.entries(themeModules).map(([path, theme]) => [path.split('/').at(-2), theme]),
);
const merchantCodes = Object.keys(themes);
const modes = ['light', 'dark'] as const;

const isMerchantCode = (value: unknown): value is string => typeof value === 'string' && value in themes;

// Every story renders inside the chosen merchant's theme, as it would in the site; portaled dialogs included.
const withMerchantTheme: Decorator = (Story, { globals, viewMode }) => {
  const merchant = isMerchantCode(globals.merchant) ? globals.merchant : 'siam';
  const mode = globals.mode === 'dark' ? 'dark' : 'light';
  return (
    <ThemeRoot
      themeClass={themes[merchant]![mode]}
      style={{ padding: '1rem', minHeight: viewMode === 'story' ? '100vh' : undefined }}
    >
      <Story />
    </ThemeRoot>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    merchant: {
      description: 'Merchant theme',
      toolbar: {
        title: 'Merchant',
        icon: 'paintbrush',
        items: merchantCodes.map((code) => ({ value: code, title: code })),
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
  initialGlobals: { merchant: 'siam', mode: 'light', language: 'EN' },
  decorators: [withMerchantTheme],
  // Loaders finish before the story renders, so a Thai story's first render is already Thai.
  loaders: [
    async ({ globals }) => {
      await changeLanguage(isLanguageCode(globals.language) ? globals.language : 'EN');
      // Every story may use any namespace: Storybook loads them all (the site loads them with its pages).
      await loadNamespaces(laterNamespaces);
    },
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { date: /Date$/i } },
    // Accessibility violations fail the story's test (Vitest addon) instead of only showing in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
