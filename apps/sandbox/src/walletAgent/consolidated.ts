import type { PGlite } from '@electric-sql/pglite';
import {
  CONTRACT_KINDS,
  MERCHANT_CONTRACT_FEATURES,
  REALTIME_SALARY_SETTLEMENT_MINUTES,
  REALTIME_SALARY_SETTLEMENT_MS,
  type ContractKind,
} from './walletAgentConstants.ts';
import {
  activeContractOf,
  downlineContractsOf,
  hasContractOfKind,
  isAgent,
  pendingOffersTo,
  type AgentContract,
} from './contracts.ts';
import { runningRaffles, type RafflePromotion } from './raffle.ts';
import { teamPlay } from './team.ts';
import { toMinor, toMoney } from '../store/ledger.ts';

const DAY_MS = 24 * 60 * 60_000;

interface ContractInfo {
  contract: AgentContract | null;
  downlineContracts: AgentContract[];
}

/** openapi `Consolidated`. */
export interface Consolidated {
  enableSalary: boolean;
  enableContract: boolean;
  enableCt: boolean;
  salary: boolean;
  hourSalary: boolean;
  agentRealtimeSalary: boolean;
  dailysalreqtype: AgentContract[];
  divtypereq: AgentContract[];
  contracthoursalreq: AgentContract[];
  realtimesalreqtype: AgentContract[];
  contractmrdailysalinfotype: DailySalarySettlement | null;
  dailysalinfotype: ContractInfo;
  contracthoursalinfo: ContractInfo;
  realtimesalinfotype: ContractInfo & {
    settlementIntervalMinutes: typeof REALTIME_SALARY_SETTLEMENT_MINUTES;
    periodStart: string;
    nextSettlementAt: string;
    periodValidBet: string;
    periodAmount: string;
  };
  divtypeinfo: ContractInfo;
  rafflePromotions: RafflePromotion[];
}

interface DailySalarySettlement {
  date: string;
  validBet: string;
  activeMembers: number;
  rate: number;
  qualified: boolean;
  amount: string;
}

/**
 * `rate` percent (at most 2 decimals) of an amount in minor units, rounded half up to the minor unit: the rate in
 * hundredths of a percent makes it integer arithmetic.
 */
function percentOf(amount: bigint, rate: number): bigint {
  const hundredths = BigInt(Math.round(rate * 100));
  return (amount * hundredths + 5000n) / 10000n;
}

/** The daily contract salary for the previous UTC day (spec §4: daily salary is paid for the previous day). */
async function previousDaySalary(
  db: PGlite,
  memberId: number,
  contract: AgentContract | null,
  now: number,
): Promise<DailySalarySettlement | null> {
  if (!contract) return null;
  const dayEnd = Math.floor(now / DAY_MS) * DAY_MS;
  const play = await teamPlay(db, memberId, new Date(dayEnd - DAY_MS), new Date(dayEnd));
  const qualified =
    play.validBet >= toMinor(contract.betAmount ?? '0') && play.activeMembers >= (contract.activeMembers ?? 0);
  return {
    date: new Date(dayEnd - DAY_MS).toISOString().slice(0, 10),
    validBet: toMoney(play.validBet),
    activeMembers: play.activeMembers,
    rate: contract.rate,
    qualified,
    amount: toMoney(qualified ? percentOf(play.validBet, contract.rate) : 0n),
  };
}

/** The member's agent pay at `now`: offers waiting for an answer, contracts by kind, and the feature flags. */
export async function consolidatedFor(
  db: PGlite,
  member: { id: number; isAgent: string },
  now: number,
): Promise<Consolidated> {
  const agent = isAgent(member.isAgent);
  const pending = await pendingOffersTo(db, member.id);
  const info = {} as Record<ContractKind, ContractInfo>;
  const enabled = {} as Record<ContractKind, boolean>;
  for (const kind of CONTRACT_KINDS) {
    info[kind] = {
      contract: await activeContractOf(db, member.id, kind),
      downlineContracts: await downlineContractsOf(db, member.id, kind),
    };
    // Agents see every kind the merchant runs; a plain member only the kinds they have been offered.
    enabled[kind] = MERCHANT_CONTRACT_FEATURES[kind] && (agent || (await hasContractOfKind(db, member.id, kind)));
  }
  const periodStart = Math.floor(now / REALTIME_SALARY_SETTLEMENT_MS) * REALTIME_SALARY_SETTLEMENT_MS;
  const realtimePlay = await teamPlay(db, member.id, new Date(periodStart), new Date(now + 1));
  const realtimeRate = info.realtimeSalary.contract?.rate ?? 0;
  const pendingOf = (kind: ContractKind) => pending.filter((c) => c.kind === kind);
  return {
    enableSalary: enabled.dailySalary || enabled.hourlySalary || enabled.realtimeSalary,
    enableContract: CONTRACT_KINDS.some((kind) => enabled[kind]),
    enableCt: enabled.dividend,
    salary: enabled.dailySalary,
    hourSalary: enabled.hourlySalary,
    agentRealtimeSalary: enabled.realtimeSalary,
    dailysalreqtype: pendingOf('dailySalary'),
    divtypereq: pendingOf('dividend'),
    contracthoursalreq: pendingOf('hourlySalary'),
    realtimesalreqtype: pendingOf('realtimeSalary'),
    contractmrdailysalinfotype: await previousDaySalary(db, member.id, info.dailySalary.contract, now),
    dailysalinfotype: info.dailySalary,
    contracthoursalinfo: info.hourlySalary,
    realtimesalinfotype: {
      ...info.realtimeSalary,
      settlementIntervalMinutes: REALTIME_SALARY_SETTLEMENT_MINUTES,
      periodStart: new Date(periodStart).toISOString(),
      nextSettlementAt: new Date(periodStart + REALTIME_SALARY_SETTLEMENT_MS).toISOString(),
      periodValidBet: toMoney(realtimePlay.validBet),
      periodAmount: toMoney(percentOf(realtimePlay.validBet, realtimeRate)),
    },
    divtypeinfo: info.dividend,
    rafflePromotions: agent ? await runningRaffles(db, member.id, now) : [],
  };
}
