// Prints the Content-Security-Policy that server.mjs sends with a built site's pages, for a proxy of your own
// (README: "Serving the site"): the hashes of its index.html's inline scripts and its merchant's frame-ancestors.
//   node apps/site/print-csp.mjs [dist folder]           the header's value
//   node apps/site/print-csp.mjs [dist folder] --nginx   an nginx add_header line
// Run it again after every build: a changed inline script has another hash.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtSiteCsp } from './server.mjs';

const args = process.argv.slice(2);
const nginx = args.includes('--nginx');
const folder = args.find((arg) => !arg.startsWith('--'));
const root = resolve(folder ?? fileURLToPath(new URL('./dist', import.meta.url)));
if (!existsSync(join(root, 'index.html'))) {
  console.error(`No index.html in ${root}: build the site first (npm run build), or name the built folder.`);
  process.exit(1);
}
const csp = builtSiteCsp(root);
console.log(nginx ? `add_header Content-Security-Policy "${csp}" always;` : csp);
