// The contract pages' and the offers popup's logic (spec §4): where each kind lives in the consolidated answer, the
// rate an agent may offer, the kind's process call, and a failure in the reader's language.
import type { AgentContract, Consolidated, ContractKind, ContractProcessResult, ContractReply } from '@wl/api';
import { CONTRACT_RATE_MAX_HUNDREDTHS, type ContractFailure, type ContractOfferRequest } from '@wl/flows';
import { rateNumberToHundredths } from '@wl/rules';
import { api } from '../../../api';
import { translateMessage } from '../../../errors';

/** Each kind's offers waiting for the caller and its info (the caller's contract, their downlines') in consolidated. */
export const CONSOLIDATED_OF_KIND = {
  dividend: { pending: 'divtypereq', info: 'divtypeinfo' },
  dailySalary: { pending: 'dailysalreqtype', info: 'dailysalinfotype' },
  hourlySalary: { pending: 'contracthoursalreq', info: 'contracthoursalinfo' },
  realtimeSalary: { pending: 'realtimesalreqtype', info: 'realtimesalinfotype' },
} as const satisfies Record<ContractKind, { pending: keyof Consolidated; info: keyof Consolidated }>;

const KINDS = Object.keys(CONSOLIDATED_OF_KIND) as ContractKind[];

/** Every offer waiting for the caller's answer, of every kind (the after-login popup's list). */
export function pendingOffers(consolidated: Consolidated): AgentContract[] {
  return KINDS.flatMap((kind) => consolidated[CONSOLIDATED_OF_KIND[kind].pending]);
}

/** One kind's part of the consolidated answer. */
export function kindView(consolidated: Consolidated, kind: ContractKind) {
  const { pending, info } = CONSOLIDATED_OF_KIND[kind];
  // offerRateMax: the server's limit on what the caller may offer (a top agent's cap, else their own rate)
  const { contract, downlineContracts, offerRateMax } = consolidated[info];
  return { offers: consolidated[pending], contract, downlineContracts, offerRateMax };
}

/** That rate in hundredths for the offer flow (the contract's own maximum until the consolidated answer is in). */
export const rateMaxHundredths = (rateMax: number | null): number =>
  rateMax === null ? CONTRACT_RATE_MAX_HUNDREDTHS : (rateNumberToHundredths(rateMax) ?? Math.floor(rateMax * 100));

/** The kind's process call (offer or answer), one operation per kind as the platform has them. */
export function processContract(
  request: ContractOfferRequest | { kind: ContractKind; reply: ContractReply },
): Promise<ContractProcessResult> {
  const body = 'offer' in request ? request.offer : request.reply;
  switch (request.kind) {
    case 'dividend':
      return api.agent.processDividend(body as Parameters<typeof api.agent.processDividend>[0]);
    case 'dailySalary':
      return api.agent.processDailySalary(body as Parameters<typeof api.agent.processDailySalary>[0]);
    case 'hourlySalary':
      return api.agent.processHourlySalary(body as Parameters<typeof api.agent.processHourlySalary>[0]);
    case 'realtimeSalary':
      return api.agent.processRealtimeSalary(body as Parameters<typeof api.agent.processRealtimeSalary>[0]);
  }
}

/**
 * A contract failure in the reader's language: the agentContracts words for a code it knows (RATE_ABOVE_OWN, ...),
 * otherwise the server's message as it is, or the flow's fallback key translated.
 */
export function failureText(
  failure: ContractFailure,
  translate: (key: string) => string,
  has: (key: string) => boolean,
): string {
  if (failure.code) {
    const key = `agentContracts:failure.${failure.code}`;
    if (has(key)) return translate(key);
  }
  if (failure.message.startsWith('agentContracts:')) return translate(failure.message);
  return translateMessage(failure.message) ?? failure.message;
}
