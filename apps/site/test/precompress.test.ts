// build/precompress.ts: the compressed copies beside the built files, which server.mjs sends as they are.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { precompress } from '../build/precompress';

let out = '';
afterEach(() => rmSync(out, { recursive: true, force: true }));

async function run(root: string) {
  const plugin = precompress();
  (plugin.configResolved as (config: ResolvedConfig) => void)({
    command: 'build',
    root,
    build: { outDir: 'dist' },
  } as ResolvedConfig);
  const closeBundle = plugin.closeBundle as { handler: () => Promise<void> };
  await closeBundle.handler();
}

describe('precompress', () => {
  it('writes a Brotli and a gzip copy of every text file but the smallest, in every folder, dot folders too', async () => {
    const root = mkdtempSync(join(tmpdir(), 'precompress-'));
    out = root;
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(join(dist, '.prerendered', 'th'), { recursive: true });
    const script = `console.log(${JSON.stringify('the app '.repeat(400))});`;
    const page = `<!doctype html><p>${'หน้าแรก '.repeat(300)}</p>`;
    writeFileSync(join(dist, 'assets', 'index-a1.js'), script);
    writeFileSync(join(dist, '.prerendered', 'th', 'home.html'), page);
    writeFileSync(join(dist, 'assets', 'tiny-b2.css'), 'a{}');
    writeFileSync(join(dist, 'assets', 'logo-c3.png'), Buffer.alloc(4096));
    await run(root);

    const copy = (file: string, suffix: string) => readFileSync(join(dist, `${file}${suffix}`));
    expect(brotliDecompressSync(copy('assets/index-a1.js', '.br')).toString()).toBe(script);
    expect(gunzipSync(copy('assets/index-a1.js', '.gz')).toString()).toBe(script);
    expect(brotliDecompressSync(copy('.prerendered/th/home.html', '.br')).toString()).toBe(page);
    // not worth it (tiny), or not text (a picture)
    expect(existsSync(join(dist, 'assets', 'tiny-b2.css.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'logo-c3.png.br'))).toBe(false);
  });
});
