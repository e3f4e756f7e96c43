import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/**
 * After the browser build: the same app built for Node (src/entry-server.tsx, into a temporary folder of node_modules/.cache) and every
 * public page prerendered into the output folder by build/prerender.mjs, in a process of its own (the pages' modules
 * read storage as they load; it gives them a visitor's empty one). So every `vite build`, whatever its merchant,
 * base path or output folder, ships its prerendered pages.
 */
export function prerenderPages(serverEntry: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: (_, { isSsrBuild }) => !isSsrBuild,
    configResolved: (resolved) => void (config = resolved),
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.command !== 'build') return;
        // under the site's node_modules, where Node finds the packages the server build leaves external
        const cache = join(config.root, 'node_modules', '.cache');
        mkdirSync(cache, { recursive: true });
        const serverOut = mkdtempSync(join(cache, 'prerender-'));
        try {
          await build({
            configFile: config.configFile,
            mode: config.mode,
            logLevel: 'warn',
            build: { ssr: serverEntry, outDir: serverOut, emptyOutDir: true },
          });
          const script = fileURLToPath(new URL('./prerender.mjs', import.meta.url));
          const out = resolve(config.root, config.build.outDir);
          execFileSync(process.execPath, [script, out, serverOut], {
            stdio: 'inherit',
            // React's server build of the same kind as the bundle's (a development build renders with jsxDEV)
            env: { ...process.env, NODE_ENV: config.isProduction ? 'production' : 'development' },
          });
        } finally {
          rmSync(serverOut, { recursive: true, force: true });
        }
      },
    },
  };
}
