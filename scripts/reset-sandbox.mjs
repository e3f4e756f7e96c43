// `npm run sandbox:reset`: forget the sandbox's data; the next `npm start` seeds it afresh.
import { rmSync } from 'node:fs';
import { root } from './lib.mjs';

const dataDir = process.env.SANDBOX_DATA_DIR ?? `${root}/.data/sandbox`;
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}: the next npm start seeds the sandbox again.`);
