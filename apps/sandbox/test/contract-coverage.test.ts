// Every operation of openapi/openapi.yaml, called through the real client (@wl/api) against the sandbox, whose
// response checking turns any answer outside the contract into a 500. Prints covered / total per tag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '@wl/api';
import { startHarness, type Harness } from './harness.ts';
import type { CaseContext, ContractCase } from './contract/case.ts';
import { baseCases } from './contract/base.cases.ts';
import { accountsCases } from './contract/accounts.cases.ts';
import { platformCases } from './contract/platform.cases.ts';
import { walletAgentCases } from './contract/walletAgent.cases.ts';
import { cashierCases } from './contract/cashier.cases.ts';
import { rewardsCases } from './contract/rewards.cases.ts';
import { messagesCases } from './contract/messages.cases.ts';
import { gamesCases } from './contract/games.cases.ts';
import { contentCases } from './contract/content.cases.ts';
import { lotteryCases } from './contract/lottery.cases.ts';
import { securityCases } from './contract/security.cases.ts';
import { inviteCases } from './contract/invite.cases.ts';
import { recordsCases } from './contract/records.cases.ts';
import { agentTeamCases } from './contract/agentTeam.cases.ts';
import { agentSettlementsCases } from './contract/agentSettlements.cases.ts';
import { agentReportsCases } from './contract/agentReports.cases.ts';

const allCases: [string, ContractCase[]][] = [
  ['base', baseCases],
  ['accounts', accountsCases],
  ['platform', platformCases],
  ['wallet and agent', walletAgentCases],
  ['cashier', cashierCases],
  ['rewards', rewardsCases],
  ['messages', messagesCases],
  ['games', gamesCases],
  ['content', contentCases],
  ['lottery', lotteryCases],
  ['security', securityCases],
  ['invite', inviteCases],
  ['records', recordsCases],
  ['agent team', agentTeamCases],
  ['agent settlements', agentSettlementsCases],
  ['agent reports', agentReportsCases],
];

let harness: Harness;
let context: CaseContext;
/** operationId → answered within the contract (status below 500) at least once. */
const covered = new Set<string>();
const matchers: { operationId: string; method: string; pattern: RegExp }[] = [];

function record(request: Request, response: Response) {
  const path = new URL(request.url).pathname;
  const match = matchers.find((m) => m.method === request.method && m.pattern.test(path));
  if (match && response.status < 500) covered.add(match.operationId);
}

function makeClient(token: () => string | null): Api {
  const api = createApi({
    baseUrl: 'http://sandbox.test',
    merchantCode: 'SIAM',
    getToken: token,
    getLanguage: () => 'en',
    fetch: async (request) => {
      const response = await harness.sandbox.app.fetch(request.clone());
      record(request, response);
      return response;
    },
  });
  return api;
}

async function clientFor(account: string, password: string): Promise<Api> {
  let token: string | null = null;
  const api = makeClient(() => token);
  await api.system.getPermission('localhost');
  token = (await api.session.login({ type: 'username', username: account, password })).token;
  return api;
}

beforeAll(async () => {
  harness = await startHarness();
  for (const op of harness.sandbox.contract.operations) {
    const pattern = new RegExp(`^${op.routePath.replace(/:[^/]+/g, '[^/]+')}$`);
    matchers.push({ operationId: op.operationId, method: op.method.toUpperCase(), pattern });
  }
  const visitor = makeClient(() => null);
  await visitor.system.getPermission('localhost');
  context = {
    visitor,
    member: await clientFor('demo', 'Demo1234'),
    agent: await clientFor('agent', 'Agent1234'),
    clientFor,
    harness,
  };
});

afterAll(async () => {
  const rows = new Map<string, { covered: number; total: number }>();
  for (const op of harness.sandbox.contract.operations) {
    const row = rows.get(op.tag) ?? { covered: 0, total: 0 };
    row.total++;
    if (covered.has(op.operationId)) row.covered++;
    rows.set(op.tag, row);
  }
  const lines = [...rows].map(([tag, r]) => `  ${tag.padEnd(10)} ${String(r.covered).padStart(3)} / ${r.total}`);
  const total = [...rows.values()].reduce(
    (sum, r) => ({ covered: sum.covered + r.covered, total: sum.total + r.total }),
    { covered: 0, total: 0 },
  );
  console.log(
    `\nContract coverage (operations answered within the contract):\n${lines.join('\n')}\n  ${'all'.padEnd(10)} ${String(total.covered).padStart(3)} / ${total.total}\n`,
  );
  await harness.close();
});

// An area with no cases yet has nothing to run; the coverage check below still counts its operations.
describe.each(allCases.filter(([, cases]) => cases.length > 0))('%s', (_area, cases) => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, contractCase) => {
    await contractCase.run(context);
    expect(harness.errors, 'the sandbox logged errors (a contract violation?)').toEqual([]);
  });
});

describe('coverage', () => {
  // Runs last (vitest keeps file order): every operation must have been answered within the contract.
  it('covers every operation of the contract', () => {
    const missing = harness.sandbox.contract.operations.map((op) => op.operationId).filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });
});
