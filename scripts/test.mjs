// `npm test`: install what is missing, then every check. Ends with "N passed, N failed"; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';
import { ensureInstalled, pnpm, root } from './lib.mjs';

const reports = `${root}/.vitest-reports`;
const results = [];

function record(suite, passed, failed, note = '') {
  results.push({ suite, passed, failed, note });
  console.log(`\n▶ ${suite}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}\n`);
}

function run(command, args, options = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status ?? 1;
}

function ensureChromium() {
  if (existsSync(chromiumPath())) return true;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(chromiumPath())) return true;
  }
  console.error(
    'Chromium is needed for the browser tests. Install it (Debian/Ubuntu: sudo apt-get install -y chromium)\n' +
      'or set CHROME_PATH to a Chromium or Chrome binary, then run npm test again.',
  );
  return false;
}

/**
 * The scripts of the seven languages need fonts, or Chromium draws boxes and no screenshot or width check says whether
 * the text fits: Thai (fonts-thai-tlwg) and Chinese and Japanese (fonts-wqy-microhei, 1.6 MB; the Latin languages
 * have their fonts already). As root, Debian's package is installed for each script fontconfig knows no font of;
 * without root it only warns.
 */
const SCRIPT_FONTS = [
  { language: 'th', name: 'Thai', debianPackage: 'fonts-thai-tlwg' },
  { language: 'zh-cn', name: 'Chinese', debianPackage: 'fonts-wqy-microhei' },
  { language: 'ja', name: 'Japanese', debianPackage: 'fonts-wqy-microhei' },
];

function ensureScriptFonts() {
  const missing = SCRIPT_FONTS.filter(({ language }) => {
    const known = spawnSync('fc-list', [`:lang=${language}`, 'family'], { encoding: 'utf8' });
    return known.status !== 0 || known.stdout.trim() === '';
  });
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map((font) => font.debianPackage))];
  const names = missing.map((font) => font.name).join(', ');
  if (process.getuid?.() === 0) {
    console.log(`No ${names} font: installing Debian's ${packages.join(' ')}…`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', ...packages], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return;
  }
  console.warn(
    `No ${names} font found: that text renders as boxes (Debian/Ubuntu: sudo apt-get install ${packages.join(' ')}).`,
  );
}

/** Runs vitest projects and counts tests from its JSON report. */
function vitest(suite, projects) {
  const outputFile = `${reports}/${suite}.json`;
  rmSync(outputFile, { force: true });
  const args = [
    'exec',
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ];
  const code = pnpm(args);
  if (!existsSync(outputFile)) return record(suite, 0, 1, `vitest exited ${code} without a report`);
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  const failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
  record(suite, report.numPassedTests, failed, code !== 0 && report.numFailedTests === 0 ? `exit ${code}` : '');
}

ensureInstalled();
mkdirSync(reports, { recursive: true });

// Static checks: one result per package for the typecheck, one for lint.
for (const pkg of [
  'packages/rules',
  'packages/ui',
  'packages/merchants',
  'packages/flows',
  'packages/api',
  'apps/sandbox',
  'apps/site',
]) {
  const code = run(process.execPath, [`${root}/node_modules/typescript/bin/tsc`, '-p', `${pkg}/tsconfig.json`]);
  record(`typecheck ${pkg}`, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}
for (const [suite, args] of [
  ['lint (eslint)', ['exec', 'eslint', '.', '--max-warnings=0']],
  ['format (prettier)', ['exec', 'prettier', '--check', '.']],
]) {
  const code = pnpm(args);
  record(suite, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

// Unit and contract tests in Node: flows, api (OpenAPI validity, generated-type freshness, middleware),
// sandbox (request/response validation against the contract, the client round trip), merchants (every theme's
// contrast), site (the speed test), site-server (server.mjs against a fake backend),
// scripts (npm start's port check and supervision).
vitest('unit and contract', [
  'rules',
  'flows',
  'api',
  'sandbox',
  'merchants',
  'ui-unit',
  'site',
  'site-server',
  'scripts',
]);

if (ensureChromium()) {
  process.env.CHROME_PATH ??= chromiumPath();
  ensureScriptFonts();
  // Every story as a test in Chromium, with accessibility checks that fail on violations.
  vitest('stories in Chromium', ['storybook']);

  // End to end in Chromium against the sandbox and the built site, plus the third merchant's build (mekong: a login
  // before any page) for the redirect rule and its theme, and the default one under a sub-path (/play/).
  const built =
    pnpm(['--filter', '@wl/site', 'build']) ||
    pnpm(['--filter', '@wl/site', 'exec', 'vite', 'build', '--outDir', 'dist-mekong', '--emptyOutDir'], {
      env: { ...process.env, MERCHANT: 'mekong' },
    }) ||
    // and the default merchant under a sub-path, for the router's basename
    pnpm(['--filter', '@wl/site', 'exec', 'vite', 'build', '--outDir', 'dist-play', '--emptyOutDir'], {
      env: { ...process.env, VITE_BASE_PATH: '/play/' },
    });
  if (built !== 0) record('e2e', 0, 1, 'site build failed');
  else {
    const jsonFile = `${reports}/e2e.json`;
    rmSync(jsonFile, { force: true });
    const code = pnpm(['--filter', '@wl/site', 'exec', 'playwright', 'test', '--reporter=list,json'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile },
    });
    if (!existsSync(jsonFile)) record('e2e', 0, 1, `playwright exited ${code} without a report`);
    else {
      const { stats } = JSON.parse(readFileSync(jsonFile, 'utf8'));
      const failed = stats.unexpected + stats.flaky;
      record('e2e', stats.expected, failed + (code !== 0 && failed === 0 ? 1 : 0));
    }
  }
} else {
  record('browser tests', 0, 1, 'no Chromium');
}

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.failed ? '✗' : '✓'} ${r.suite}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`,
  );
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
