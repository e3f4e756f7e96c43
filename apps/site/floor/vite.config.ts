// The floor's build (`npm run bench`): the site's toolchain and settings that shape its bytes (target, react-router's
// production build, no module-preload polyfill), none of its own plugins.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routerProductionBuild } from '../build/routerProductionBuild.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), routerProductionBuild()],
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
  },
});
