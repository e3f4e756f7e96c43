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
    files: ['packages/flows/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', '@wl/ui', 'openapi-fetch'] }] },
  },
  {
    files: ['**/*.{js,mjs}', 'apps/sandbox/**/*.ts', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
