// `npm run chromatic`: visual review on Chromatic when a project token is set; a no-op otherwise.
import { ensureInstalled, pnpm } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic.');
  process.exit(0);
}
ensureInstalled();
process.exit(pnpm(['exec', 'chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes']));
