import type { AmountProblem } from './money';

/**
 * Why a deposit field cannot be used, as the deposit flow reports it and the deposit page words it; `server` is the
 * server's refusal, shown as it wrote it.
 */
export type DepositProblem =
  | AmountProblem
  | { kind: 'missing' }
  | { kind: 'notPreset' }
  | { kind: 'belowPromotionMin'; limit: bigint }
  | { kind: 'proofType' }
  | { kind: 'proofTooLarge'; limit: number }
  | { kind: 'server'; message: string };
