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
  ownRate,
  pendingOffersTo,
  type AgentContract,
} from './contracts.ts';
import { runningRaffles, type RafflePromotion } from './raffle.ts';
import { teamPlay } from './team.ts';
import { contractPay } from './contractPay.ts';
import { toMoney } from '../store/ledger.ts';
import { settlementOf } from '../agentCentre/settlements/settlements.ts';
import { previousPeriod } from '../agentCentre/settlements/periods.ts';

interface ContractInfo {
  contract: AgentContract | null;
  downlineContracts: AgentContract[];
  /** The highest rate the member may offer a downline (the one offerContract enforces); 0 for a non-agent. */
  offerRateMax: number;
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
 * The daily contract salary for the previous UTC day (spec §4: daily salary is paid for the previous day): the
 * contract's settlement of that day when it has one (agentCentre/settlements), otherwise what it would pay, by the
 * same computation (contractPay).
 */
async function previousDaySalary(
  db: PGlite,
  memberId: number,
  contract: AgentContract | null,
  now: number,
): Promise<DailySalarySettlement | null> {
  if (!contract) return null;
  const day = previousPeriod('daily', now);
  const date = new Date(day.start).toISOString().slice(0, 10);
  const settled = await settlementOf(db, contract.id, day.start);
  if (settled) {
    const { validBet, activeMembers, rate, amount } = settled;
    return { date, validBet, activeMembers, rate, qualified: settled.status !== 'notQualified', amount };
  }
  const play = await teamPlay(db, memberId, new Date(day.start), new Date(day.end));
  const pay = contractPay(contract, play);
  return {
    date,
    validBet: toMoney(play.validBet),
    activeMembers: play.activeMembers,
    rate: contract.rate,
    qualified: pay.qualified,
    amount: toMoney(pay.amount),
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
      offerRateMax: agent ? await ownRate(db, member.id, kind) : 0,
    };
    // Agents see every kind the merchant runs; a plain member only the kinds they have been offered.
    enabled[kind] = MERCHANT_CONTRACT_FEATURES[kind] && (agent || (await hasContractOfKind(db, member.id, kind)));
  }
  const periodStart = Math.floor(now / REALTIME_SALARY_SETTLEMENT_MS) * REALTIME_SALARY_SETTLEMENT_MS;
  const realtimePlay = await teamPlay(db, member.id, new Date(periodStart), new Date(now + 1));
  const realtimeContract = info.realtimeSalary.contract;
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
      periodAmount: toMoney(realtimeContract ? contractPay(realtimeContract, realtimePlay).amount : 0n),
    },
    divtypeinfo: info.dividend,
    rafflePromotions: agent ? await runningRaffles(db, member.id, now) : [],
  };
}
