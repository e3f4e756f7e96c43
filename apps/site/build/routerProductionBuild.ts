import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * react-router's package exports name only its development build (remix-run/react-router#14102, open: "temporarily"
 * since 7.0.2), so a production bundle carries its dev warnings and checks. The build takes its production build
 * instead (the same API, in dist/production); the dev server keeps the development one.
 */
export function routerProductionBuild(): Plugin {
  const fromRouterDom = createRequire(import.meta.resolve('react-router-dom/package.json'));
  const production = join(dirname(fromRouterDom.resolve('react-router/package.json')), 'dist/production');
  return {
    name: 'router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(production, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
