// Converting points into the main wallet (issue 14, the member centre's points page): the form, the flow and the
// sandbox check a conversion with the same rule, so the server refuses exactly what the form refuses.

/** The largest conversion one request may ask for (openapi PointConvertRequest `points` maximum). */
export const POINTS_CONVERT_MAX = 100_000_000;

/** Why a number of points cannot be converted. */
export type PointsProblem =
  | { kind: 'empty' }
  | { kind: 'notWhole' }
  | { kind: 'belowMin'; limit: number }
  | { kind: 'notMultiple'; step: number }
  | { kind: 'aboveBalance'; limit: number };

export type PointsProblemKind = PointsProblem['kind'];

/** What a conversion must respect: the minimum, the rate's step and, when known, the member's points. */
export interface PointsConvertRules {
  min: number;
  step: number;
  balance?: number;
}

/** Typed points ("1,500", "1 500") as a whole number, or the problem; group separators are allowed. */
export function parsePoints(text: string): { ok: true; points: number } | { ok: false; problem: PointsProblem } {
  const compact = text.trim().replace(/[,\s\u00a0\u202f]/g, '');
  if (compact === '') return { ok: false, problem: { kind: 'empty' } };
  if (!/^\d{1,9}$/.test(compact)) return { ok: false, problem: { kind: 'notWhole' } };
  return { ok: true, points: Number(compact) };
}

/** Null when `points` may be converted: at least the minimum, a multiple of the step, within the balance and the cap. */
export function pointsConvertProblem(points: number, rules: PointsConvertRules): PointsProblem | null {
  if (!Number.isSafeInteger(points) || points < 1) return { kind: 'notWhole' };
  if (points < rules.min) return { kind: 'belowMin', limit: rules.min };
  if (points % rules.step !== 0) return { kind: 'notMultiple', step: rules.step };
  const limit = Math.min(rules.balance ?? POINTS_CONVERT_MAX, POINTS_CONVERT_MAX);
  if (points > limit) return { kind: 'aboveBalance', limit };
  return null;
}

/** The money (minor units) `points` convert into at `rate`: whole steps of `rate.points`, each worth `rate.minor`. */
export function pointsToMinor(points: number, rate: { points: number; minor: bigint }): bigint {
  return BigInt(Math.floor(points / rate.points)) * rate.minor;
}
