import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { COMPRESSIBLE } from '../server.mjs';
/** Below this, a compressed copy saves less than its headers cost. */
const SMALLEST_COMPRESSED_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * After the build and the prerender: a Brotli (`.br`, the best level) and a gzip (`.gz`) copy beside every text file,
 * so a server sends them as they are (server.mjs, nginx's brotli_static and gzip_static) instead of compressing on the
 * player's request: Brotli's best level takes half a second for the main chunk, and a server doing it holds every
 * other request meanwhile.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: (_, { isSsrBuild }) => !isSsrBuild,
    configResolved: (resolved) => void (config = resolved),
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.command !== 'build') return;
        const out = resolve(config.root, config.build.outDir);
        const files = (await filesUnder(out)).filter((file) => COMPRESSIBLE.has(extname(file)));
        await Promise.all(
          files.map(async (file) => {
            if ((await stat(file)).size < SMALLEST_COMPRESSED_BYTES) return;
            const raw = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      },
    },
  };
}
