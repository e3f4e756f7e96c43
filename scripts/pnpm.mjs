// Runs the pinned pnpm without needing it on PATH: a fresh machine has only Node and npm.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { packageManager } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const result = spawnSync('npx', ['-y', packageManager, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
