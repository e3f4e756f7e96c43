// What the command-line sandbox prints on start: where it listens, the demo data to try and the development routes.
// apps/sandbox/README.md lists the same (test/devRoutes.test.ts keeps them in step).
import { AFFILIATE_CODES, DEMO_PROFILES } from './accounts/accountsSeedData.ts';
import { DEV_ROUTES } from './base/baseDevRoutes.ts';
import { DEMO_ACCOUNTS } from './base/demoAccounts.ts';
import { DEMO_FUNDS_PASSWORDS, DEMO_SECURITY } from './security/securitySeedData.ts';
import { seededTeam, TEAM_PASSWORD } from './walletAgent/walletAgentSeed.ts';
import { SEEDED_AFFILIATE_LINKS } from './agentCentre/team/teamSeed.ts';

/** 'team1, team2, team3' as 'team1 … team3' when there are more than two. */
function span(accounts: readonly string[]): string {
  return accounts.length > 2 ? `${accounts[0]} … ${accounts.at(-1)}` : accounts.join(', ');
}

/**
 * `origin`: where this sandbox listens (the development routes answer there only, never through the site's port);
 * `requests`: where requests are logged; `site`: the site's address, the banner's last line (the one to open).
 */
export function bannerLines(options: {
  devRoutes: boolean;
  origin?: string;
  requests?: string;
  site?: string;
}): string[] {
  const mobiles = new Map<string, string>(DEMO_PROFILES.map((p) => [p.account, p.mobileNum]));
  const team = seededTeam();
  const below = (uplines: readonly string[]) => team.filter((m) => uplines.includes(m.upline)).map((m) => m.account);
  const agents = below(['agent']);
  const subAgents = below(agents);
  const members = below(subAgents);
  const lines = [
    '[sandbox] demo accounts (account, password, mobile number for SMS login and reset with +66):',
    ...DEMO_ACCOUNTS.map(
      (a) =>
        `  ${a.account.padEnd(8)} ${a.password.padEnd(12)} ${(mobiles.get(a.account) ?? '').padEnd(11)} ${a.purpose}`,
    ),
    `  agent's three-level team, password ${TEAM_PASSWORD}: ${span(agents)} (agents), ${span(subAgents)} (their agents), ` +
      `${span(members)} (members); ${team.length} accounts`,
    `[sandbox] funds passwords: ${Object.entries(DEMO_FUNDS_PASSWORDS)
      .map(([account, password]) => `${account} ${password}`)
      .join(', ')}; demo's security answer "${DEMO_SECURITY.answer}", its card ${DEMO_SECURITY.card.bankCode} ` +
      `ending ${DEMO_SECURITY.card.accountNumber.slice(-4)}; a login from a new address asks for verification`,
    `[sandbox] affiliate codes: ${AFFILIATE_CODES.map(
      (c) => `${c.code} (${!c.active ? 'inactive' : c.domain ? `${c.domain} only` : 'any site'})`,
    ).join(', ')}`,
    `[sandbox] agent's affiliate links: ${SEEDED_AFFILIATE_LINKS.map((l) => `${l.code} (${l.accountType})`).join(', ')}`,
  ];
  const origin = options.origin ?? '';
  const devLines = options.devRoutes
    ? [
        `[sandbox] the SMS and mail sent (codes for SMS login and reset): ${origin}/sandbox/outbox?mobile=<number>`,
        `[sandbox] dev routes (not in the contract; on this port from this machine only, never through the site):`,
        ...DEV_ROUTES.map((r) => `  ${r.method.padEnd(4)} ${r.path.padEnd(48)} ${r.what}`),
      ]
    : ['[sandbox] dev routes (/sandbox/*): off (SANDBOX_DEV_ROUTES=1 turns them on)'];
  return [
    ...lines,
    ...devLines,
    ...(options.requests ? [`[sandbox] ${options.requests}`] : []),
    ...(options.site ? ['', `  Open the site: ${options.site}`, ''] : []),
  ];
}
