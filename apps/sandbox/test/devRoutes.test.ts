// The development routes and the demo data as the start banner and the README name them: the list of routes must be
// what is mounted (and nothing of it in production), and the README must name every account, code and route.
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AFFILIATE_CODES, DEMO_PROFILES } from '../src/accounts/accountsSeedData.ts';
import { AREAS } from '../src/app.ts';
import { bannerLines } from '../src/banner.ts';
import { DEV_ROUTES } from '../src/base/baseDevRoutes.ts';
import { DEMO_ACCOUNTS } from '../src/base/demoAccounts.ts';
import type { Deps } from '../src/types.ts';
import { seededTeam, TEAM_PASSWORD } from '../src/walletAgent/walletAgentSeed.ts';

/** The routes outside the contract, as app.ts mounts them (handlers are not called). */
function mounted(withDevRoutes: boolean): Set<string> {
  const app = new Hono();
  const deps = {} as Deps;
  for (const area of AREAS) area.mountRoutes(app, deps, { devRoutes: withDevRoutes });
  return new Set(app.routes.map((r) => `${r.method} ${r.path}`));
}

describe('development routes', () => {
  it('DEV_ROUTES lists exactly the routes mounted in development only', () => {
    const production = mounted(false);
    const development = [...mounted(true)].filter((route) => !production.has(route));
    expect(development.sort()).toEqual(DEV_ROUTES.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('the banner lists them in development and says they are off in production', () => {
    const lines = bannerLines({ devRoutes: true }).join('\n');
    for (const route of DEV_ROUTES) expect(lines).toContain(route.path);
    expect(bannerLines({ devRoutes: false }).join('\n')).not.toContain('/sandbox/system-status');
  });
});

describe('apps/sandbox/README.md', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

  it.each(DEMO_ACCOUNTS.map((a) => [a.account, a.password]))('names the demo account %s / %s', (account, password) => {
    expect(readme).toContain(`\`${account}\``);
    expect(readme).toContain(`\`${password}\``);
  });

  it('names the team, the demo mobile numbers, the affiliate codes and every development route', () => {
    const team = seededTeam().map((m) => m.account);
    for (const text of [
      TEAM_PASSWORD,
      team[0]!,
      team.at(-1)!,
      ...DEMO_PROFILES.map((p) => p.mobileNum),
      ...AFFILIATE_CODES.map((c) => c.code),
      ...DEV_ROUTES.map((r) => `${r.method} ${r.path}`),
    ]) {
      expect(readme).toContain(text);
    }
  });
});
