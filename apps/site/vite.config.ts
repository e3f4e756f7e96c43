import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The merchant is chosen at build time; only its theme and config end up in the bundle.
const merchant = process.env.MERCHANT ?? 'siam';
const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    alias: { '@merchant': fileURLToPath(new URL(`./merchants/${merchant}`, import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(
      ['/wps', '/lgw', '/lotto', '/sandbox'].map((prefix) => [prefix, { target: backend, changeOrigin: true }]),
    ),
  },
  build: {
    target: 'es2020',
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    // `npm run bench` reads which chunks the first paint needs from it.
    manifest: true,
  },
});
