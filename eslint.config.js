import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'storybook-static/**',
      'packages/api/src/generated/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],
  {
    // The layer rule: ui renders and never talks to the network or decides flows.
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@wl/api', '@wl/flows', '@wl/site', 'xstate', 'openapi-fetch'] }],
    },
  },
  {
    // Shared validation rules: pure data and functions that every layer (and the sandbox) may import.
    files: ['packages/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', '@wl/*', 'xstate', 'openapi-fetch'] }],
    },
  },
  {
    // Flows decide; they render nothing and never call the network themselves: @wl/api for its types only (the site
    // provides the actors that call it).
    files: ['packages/flows/**/*.ts'],
    rules: {
      // `import { type X }` would keep an empty import of the module at run time; `import type` drops it.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', '@wl/ui', '@wl/ui/*', '@wl/site', '@wl/site/*', 'openapi-fetch'] },
            {
              group: ['@wl/api', '@wl/api/*'],
              allowTypeImports: true,
              message:
                'flows import only types from @wl/api (`import type`); the site provides the actors that call it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API client: generated types and fetch calls, under every layer that talks to the network; no React, no flows.
    files: ['packages/api/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'xstate', '@wl/flows', '@wl/flows/*'],
              message: 'packages/api is the network layer: no React, no flows.',
            },
            { group: ['@wl/ui', '@wl/ui/*', '@wl/site', '@wl/site/*'], message: 'packages/api imports no app layer.' },
          ],
        },
      ],
    },
  },
  {
    // The sandbox is a server: it may use @wl/rules and the contract's types from @wl/api, never the front end.
    files: ['apps/sandbox/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@wl/ui', '@wl/ui/*', '@wl/flows', '@wl/flows/*'],
              message: 'the sandbox is a backend: no React, no ui, no flows.',
            },
            { group: ['@wl/site', '@wl/site/*'], message: 'the sandbox never reaches into the site.' },
            {
              // Relative paths out of apps/sandbox into apps/site or packages/ui.
              regex: '^(?:\\.\\./)+(?:apps/site|site|packages/ui)(?:/|$)',
              message: 'the sandbox never reaches into the site or the design system.',
            },
          ],
        },
      ],
    },
  },
  {
    // A lazy chunk imports a module of its own, never a whole barrel: `import('@wl/ui')` makes every ui module one
    // chunk's exports and pulled 19 KB gzip of shared code into the home route's first paint.
    files: ['apps/site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^@wl\\/(ui|flows|api|rules)$/]',
          message: 'load a module of the site that imports what it needs by name, not the whole package.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'apps/sandbox/**/*.ts', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
