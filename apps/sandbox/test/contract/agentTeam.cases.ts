import { expect } from 'vitest';
import { newIdempotencyKey } from '@wl/api';
import { GAME_CATEGORIES } from '@wl/rules';
import { DEMO_FUNDS_PASSWORDS } from '../../src/security/securitySeedData.ts';
import { TEAM_PASSWORD } from '../../src/walletAgent/walletAgentSeed.ts';
import { failureCode, type ContractCase } from './case.ts';

/** One or more calls through @wl/api for each of the agent centre's team operations (contract-coverage.test.ts). */
export const agentTeamCases: ContractCase[] = [
  {
    name: "the agent's rebate rates: one per category; a member is not an agent",
    async run({ agent, member }) {
      const { rates } = await agent.agent.getRebateRates();
      expect(rates.map((r) => r.category)).toEqual([...GAME_CATEGORIES]);
      expect(await failureCode(member.agent.getRebateRates())).toBe('NOT_AGENT');
    },
  },
  {
    name: 'an agent registers a downline (encrypted), who shows in the tree and is promoted to agent',
    async run({ agent, clientFor }) {
      const made = await agent.agent.registerDownline({
        username: 'covdown1',
        password: 'Cover1234',
        accountType: 'member',
        rates: [{ category: 'LIVE', rate: 0.5 }],
      });
      expect(made).toMatchObject({ account: 'covdown1', level: 1, upline: 'agent', accountType: 'member' });
      const page = await agent.agent.listDownlines({ account: 'covdown1' });
      expect(page.list.map((d) => d.account)).toEqual(['covdown1']);
      expect((await agent.agent.listDownlines({ parent: 'team1' })).path).toEqual(['agent', 'team1']);
      expect((await agent.agent.promoteDownline('covdown1')).accountType).toBe('agent');
      const team1 = await clientFor('team1', TEAM_PASSWORD);
      expect(await failureCode(team1.agent.listDownlines({ parent: 'team2a' }))).toBe('DOWNLINE_NOT_FOUND');
    },
  },
  {
    name: 'affiliate links: created once per key, listed, deleted',
    async run({ agent }) {
      const request = {
        accountType: 'member' as const,
        rates: [{ category: 'SPORTS' as const, rate: 0.2 }],
        remark: 'coverage',
        idempotencyKey: newIdempotencyKey(),
      };
      const link = await agent.agent.createAffiliateLink(request);
      expect(await agent.agent.createAffiliateLink(request)).toEqual(link);
      expect((await agent.agent.listAffiliateLinks()).list[0]).toEqual(link);
      await agent.agent.deleteAffiliateLink(link.code);
      expect(await failureCode(agent.agent.deleteAffiliateLink(link.code))).toBe('AFFILIATE_LINK_NOT_FOUND');
    },
  },
  {
    name: 'an agent transfers to a team member (encrypted, with the funds password)',
    async run({ agent }) {
      const moved = await agent.agent.transferToDownline({
        downline: 'team1a1',
        amount: '1.00',
        password: DEMO_FUNDS_PASSWORDS.agent!,
        idempotencyKey: newIdempotencyKey(),
      });
      expect(moved).toMatchObject({ amount: '1.00', downline: 'team1a1' });
      const refused = agent.agent.transferToDownline({
        downline: 'team1a1',
        amount: '1.00',
        password: 'Wrong9999',
        idempotencyKey: newIdempotencyKey(),
      });
      expect(await failureCode(refused)).toBe('FUNDS_PASSWORD_INCORRECT');
    },
  },
];
