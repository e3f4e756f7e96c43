import { expect } from 'vitest';
import { isApiError, newIdempotencyKey, type ContractConflicts } from '@wl/api';
import { minorToMoney, moneyToMinor } from '@wl/rules';
import { TEAM_PASSWORD } from '../../src/walletAgent/walletAgentSeed.ts';
import type { ContractCase } from './case.ts';

/** The business failure a call ends in (its code and value), or a failed expectation when it succeeds. */
async function failure(
  call: Promise<unknown>,
): Promise<{ code: string | null | undefined; message: string; value: unknown }> {
  try {
    await call;
  } catch (error) {
    expect(isApiError(error) && error.kind).toBe('business');
    if (isApiError(error)) return { code: error.code, message: error.message, value: error.value };
  }
  throw new Error('expected a business failure');
}

/** One or more calls through @wl/api for each walletAgent operation (see contract-coverage.test.ts). */
export const walletAgentCases: ContractCase[] = [
  {
    name: "merchant wallets list the member's balances, main first",
    async run({ member }) {
      const wallets = await member.wallet.getWallets();
      expect(wallets[0]).toMatchObject({ vassalage: 'MAIN', name: 'Main wallet', status: 'normal' });
      expect(wallets.map((w) => w.vassalage)).toEqual(expect.arrayContaining(['AG', 'PT']));
      expect((await member.wallet.getWallets(true)).map((w) => w.vassalage)).toEqual(['MAIN']);
    },
  },
  {
    name: 'the balance lists each wallet with its status, the currency and its minor digits',
    async run({ member }) {
      const balance = await member.wallet.getBalance();
      expect(balance).toMatchObject({ currency: 'THB', currencySymbol: '฿', minorDigits: 2 });
      expect(balance.wallets[0]).toMatchObject({ accountTypeId: 'MAIN', status: 'normal' });
      expect(balance.wallets.find((w) => w.accountTypeId === 'PT')?.status).toBe('maintenance');
      const sum = balance.wallets.reduce((total, w) => total + moneyToMinor(w.availBalance, 2), 0n);
      expect(minorToMoney(sum, 2)).toBe(balance.sumBalance);
    },
  },
  {
    name: 'a transfer moves money between two wallets at once; a short balance is refused',
    async run({ member }) {
      const total = (await member.wallet.getBalance()).sumBalance;
      const main = moneyToMinor((await member.wallet.getWallets(true))[0]!.balance, 2);
      const key = newIdempotencyKey();
      const moved = await member.wallet.transfer({
        fromWallet: 'MAIN',
        toWallet: 'AG',
        amount: '12.34',
        idempotencyKey: key,
      });
      expect(moved.fromWallet).toMatchObject({ vassalage: 'MAIN', balance: minorToMoney(main - 1234n, 2) });
      // The same key again: the first answer, nothing moved.
      const again = await member.wallet.transfer({
        fromWallet: 'MAIN',
        toWallet: 'AG',
        amount: '12.34',
        idempotencyKey: key,
      });
      expect(again).toEqual(moved);
      await member.wallet.transfer({
        fromWallet: 'AG',
        toWallet: 'MAIN',
        amount: '12.34',
        idempotencyKey: newIdempotencyKey(),
      });
      expect((await member.wallet.getBalance()).sumBalance).toBe(total);
      const refused = await failure(
        member.wallet.transfer({
          fromWallet: 'MAIN',
          toWallet: 'AG',
          amount: minorToMoney(moneyToMinor(total, 2) + 1n, 2),
          idempotencyKey: newIdempotencyKey(),
        }),
      );
      expect(refused).toMatchObject({
        code: 'INSUFFICIENT_BALANCE',
        message: 'Quota not sufficient, please contact customer service',
      });
    },
  },
  {
    name: 'a recall empties every game wallet not in maintenance into the main wallet',
    async run({ member }) {
      const before = await member.wallet.getBalance();
      const recalled = await member.wallet.recallAll(newIdempotencyKey());
      expect(recalled.recalled.map((r) => r.vassalage)).toEqual(['AG']);
      expect(recalled.skipped.map((w) => [w.vassalage, w.status])).toEqual([['PT', 'maintenance']]);
      const after = await member.wallet.getBalance();
      expect(after.sumBalance).toBe(before.sumBalance);
      expect(after.wallets.find((w) => w.accountTypeId === 'AG')?.availBalance).toBe('0.00');
      // Back as the seed had it, for the other cases.
      await member.wallet.transfer({
        fromWallet: 'MAIN',
        toWallet: 'AG',
        amount: recalled.total,
        idempotencyKey: newIdempotencyKey(),
      });
    },
  },
  {
    name: 'consolidated shows a member the offers waiting for them and an agent the running raffle',
    async run({ member, agent }) {
      const mine = await member.wallet.getConsolidated();
      for (const offers of [mine.dailysalreqtype, mine.divtypereq, mine.contracthoursalreq, mine.realtimesalreqtype]) {
        expect(offers.map((c) => [c.upline, c.status])).toEqual([['agent', 'pending']]);
      }
      expect(mine).toMatchObject({ enableContract: true, salary: true, enableCt: true, rafflePromotions: [] });
      const agents = await agent.wallet.getConsolidated();
      expect(agents.rafflePromotions.map((r) => r.title)).toEqual(['Agent Lucky Draw']);
      expect(agents.realtimesalinfotype.settlementIntervalMinutes).toBe(5);
    },
  },
  {
    name: 'a downline accepts a daily salary offer and rejects a dividend offer (query calls)',
    async run({ member }) {
      const { dailysalreqtype, divtypereq } = await member.wallet.getConsolidated();
      const daily = await member.agent.processDailySalary({ action: 'accept', requestId: dailysalreqtype[0]!.id });
      expect(daily.contract).toMatchObject({ kind: 'dailySalary', status: 'active' });
      const dividend = await member.agent.processDividend({ action: 'reject', requestId: divtypereq[0]!.id });
      expect(dividend.contract).toMatchObject({ kind: 'dividend', status: 'rejected' });
      expect((await member.wallet.getConsolidated()).dailysalinfotype.contract?.id).toBe(daily.contract.id);
    },
  },
  {
    name: 'an agent offers real-time salary by body; the downline accepts; hourly salary accepted and terminated',
    async run({ agent, member, clientFor }) {
      const offer = await agent.agent.processRealtimeSalary({ action: 'offer', downline: 'team2', rate: 0.3 });
      expect(offer.contract).toMatchObject({ status: 'pending', upline: 'agent', downline: 'team2', rate: 0.3 });
      const team2 = await clientFor('team2', TEAM_PASSWORD);
      const accepted = await team2.agent.processRealtimeSalary({ action: 'accept', requestId: offer.contract.id });
      expect(accepted.contract.status).toBe('active');

      const [hourly] = (await member.wallet.getConsolidated()).contracthoursalreq;
      await member.agent.processHourlySalary({ action: 'accept', requestId: hourly!.id });
      const ended = await member.agent.processHourlySalary({ action: 'terminate', requestId: hourly!.id });
      expect(ended.contract.status).toBe('terminated');
      const notAgent = await failure(
        member.agent.processHourlySalary({ action: 'offer', downline: 'x', rate: 1, betAmount: '1' }),
      );
      expect(notAgent).toMatchObject({ code: 'NOT_AGENT', message: 'Non-agents cannot log in' });
    },
  },
  {
    name: 'accepting a rate below a downline contract asks first, then ends it',
    async run({ clientFor }) {
      const team1 = await clientFor('team1', TEAM_PASSWORD);
      const [offer] = (await team1.wallet.getConsolidated()).dailysalreqtype;
      const asked = await failure(team1.agent.processDailySalary({ action: 'accept', requestId: offer!.id }));
      expect(asked.code).toBe('DOWNLINE_RATE_HIGHER');
      expect((asked.value as ContractConflicts).conflicts.map((c) => c.downline)).toEqual(['team1a']);
      const done = await team1.agent.processDailySalary({ action: 'accept', requestId: offer!.id, proceed: true });
      expect(done.endedContracts.map((c) => c.endReason).sort()).toEqual(['replaced', 'uplineRateLowered']);
    },
  },
  {
    name: 'an agent claims the raffle once; a member cannot',
    async run({ agent, member }) {
      const [raffle] = (await agent.wallet.getConsolidated()).rafflePromotions;
      const claim = await agent.agent.claimRaffle(raffle!.id);
      expect(raffle!.prizes).toContain(claim.prize);
      expect((await failure(agent.agent.claimRaffle(raffle!.id))).code).toBe('RAFFLE_CLAIMED');
      expect((await failure(member.agent.claimRaffle(raffle!.id))).code).toBe('NOT_AGENT');
    },
  },
];
