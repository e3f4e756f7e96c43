import type { StorybookConfig } from '@storybook/react-vite';
import type { CsfEnricher } from 'storybook/internal/types';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { merchantStoriesIndexer, merchantStoriesPlugin, merchantStoriesSource } from './merchantStories.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // Foundations/Theme's contrast stories, one per merchant folder and mode
  experimental_indexers: (indexers = []) => [merchantStoriesIndexer, ...indexers],
  // a preset value: called with what the presets before gave, it returns the enricher
  experimental_enrichCsf: (previous?: CsfEnricher) => async (csf, csfSource) => {
    await previous?.(csf, csfSource);
    await merchantStoriesSource(csf, csfSource);
  },
  // There is no root vite config: the .css.ts files of packages/ui and packages/merchants need the plugin here,
  // and the Vitest storybook project reuses this config.
  // The pre-bundled dependencies are listed so the first story test run does not stop to re-bundle (and reload).
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), merchantStoriesPlugin()],
      optimizeDeps: { include: ['@wl/ui > dompurify', '@wl/ui > uqr'] },
    }),
};

export default config;
