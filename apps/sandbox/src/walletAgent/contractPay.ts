// What a contract pays for a period of its downline's team: one computation for the settlements that pay it
// (agentCentre/settlements) and the figures consolidated shows before they do. Integer arithmetic throughout: money
// in minor units, rates in hundredths of a percent.
import { rateNumberToHundredths } from '@wl/rules';
import { toMinor } from '../store/ledger.ts';
import type { AgentContract } from './contracts.ts';
import type { TeamPlay } from './team.ts';

/**
 * `rate` percent (at most 2 decimals) of an amount in minor units, rounded half up to the minor unit: the rate in
 * hundredths of a percent makes it integer arithmetic.
 */
export function percentOf(amount: bigint, rate: number): bigint {
  const hundredths = BigInt(rateNumberToHundredths(rate) ?? Math.round(rate * 100));
  return (amount * hundredths + 5000n) / 10000n;
}

/** The contract's terms that decide the pay (AgentContract's fields; absent conditions do not apply). */
export type ContractPayTerms = Pick<
  AgentContract,
  'kind' | 'rate' | 'betAmount' | 'activeMembers' | 'periodValidBet' | 'periodProfitLoss'
>;

export interface ContractPay {
  /** The team met every condition the contract names. */
  qualified: boolean;
  /** Minor units; 0 when not qualified. */
  amount: bigint;
}

/**
 * A salary is `rate`% of the team's valid bet once the team bet at least `betAmount` in the period (a day for daily
 * salary, an hour for hourly) with at least `activeMembers` members; a dividend is `rate`% of the team's loss (0
 * when the team won) once it reached `periodValidBet`, lost at least `periodProfitLoss` and had `activeMembers`.
 */
export function contractPay(terms: ContractPayTerms, play: TeamPlay): ContractPay {
  const atLeast = (value: bigint, floor: string | undefined) => floor === undefined || value >= toMinor(floor);
  const members = terms.activeMembers === undefined || play.activeMembers >= terms.activeMembers;
  if (terms.kind === 'dividend') {
    const loss = play.profitLoss < 0n ? -play.profitLoss : 0n;
    const qualified = members && atLeast(play.validBet, terms.periodValidBet) && atLeast(loss, terms.periodProfitLoss);
    return { qualified, amount: qualified ? percentOf(loss, terms.rate) : 0n };
  }
  const qualified = members && atLeast(play.validBet, terms.betAmount);
  return { qualified, amount: qualified ? percentOf(play.validBet, terms.rate) : 0n };
}
