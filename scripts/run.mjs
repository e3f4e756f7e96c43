// `npm run <command>` for the commands that need the dependencies (storybook, lint, typecheck, …): installs what is
// missing first, so each works on a fresh clone, then runs pnpm with the arguments and exits with its code.
import { ensureInstalled, pnpm } from './lib.mjs';

ensureInstalled();
process.exit(pnpm(process.argv.slice(2)));
