import { expect } from 'vitest';
import { TEAM_PASSWORD } from '../../src/walletAgent/walletAgentSeed.ts';
import type { ContractCase } from './case.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The agent centre's contract settlements through @wl/api (contract-coverage.test.ts). */
export const agentSettlementsCases: ContractCase[] = [
  {
    name: "contract settlements: what a sub-agent received from their upline and paid to their downlines; a member's own",
    async run({ member, clientFor, harness }) {
      const range = {
        startTime: new Date(harness.clock.now - 30 * DAY_MS + 1).toISOString(),
        endTime: new Date(harness.clock.now + 1).toISOString(),
      };
      const team1 = await clientFor('team1', TEAM_PASSWORD);
      const received = await team1.agent.getContractSettlements({ kind: 'dailySalary', side: 'received', ...range });
      expect(received?.list.length).toBeGreaterThan(0);
      expect(received?.list.every((s) => s.downline === 'team1')).toBe(true);
      const paid = await team1.agent.getContractSettlements({ kind: 'dailySalary', side: 'paid', ...range });
      expect(paid?.list.every((s) => s.upline === 'team1')).toBe(true);
      // The demo member has only offers waiting: nothing settled.
      const demo = await member.agent.getContractSettlements({ kind: 'dividend', ...range });
      expect(demo).toMatchObject({ list: [], totalCount: 0, totalPaid: '0.00' });
    },
  },
];
