import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumPath, chromiumArgs } from './scripts/chromium.mjs';

// One Vitest run, several projects: node unit tests per package and the stories as tests in Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'flows', root: 'packages/flows', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'rules', root: 'packages/rules', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          root: 'packages/api',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          root: 'apps/sandbox',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        // the site's own modules (the speed test); `@merchant` as the site's default build resolves it
        resolve: { alias: [{ find: /^@merchant\//, replacement: '@wl/merchants/siam/' }] },
        test: { name: 'site', root: 'apps/site', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        // the serving edge (server.mjs) against a fake backend, in Node
        test: { name: 'site-server', root: 'apps/site', environment: 'node', include: ['test/**/*.test.ts'] },
      },
      {
        extends: true,
        // the root commands: npm start's port check and the supervision of its children
        test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['*.test.mjs'] },
      },
      {
        extends: true,
        // every merchant folder: its tokens' contrast, and that the package lists it with all its files
        plugins: [vanillaExtractPlugin()],
        test: { name: 'merchants', root: 'packages/merchants', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        plugins: [vanillaExtractPlugin()],
        test: { name: 'ui-unit', root: 'packages/ui', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
