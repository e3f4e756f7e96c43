import type { Message } from '../envelope.ts';

/** Spec §8 texts where the spec has one (the shared ones, such as NEED_TRUE_ACCOUNT, are MESSAGES of envelope.ts). */
export const PLATFORM_MESSAGES = {
  invalidDomain: { message: 'Invalid URL, please contact customer service', code: 'INVALID_DOMAIN' },
  passwordIncorrect: { message: 'Password is incorrect', code: 'PASSWORD_INCORRECT' },
  rewardUnavailable: { message: 'This reward is no longer available', code: 'REWARD_UNAVAILABLE' },
  quotaNotSufficient: {
    message: 'Quota not sufficient, please contact customer service',
    code: 'QUOTA_NOT_SUFFICIENT',
  },
  insufficientPoints: { message: 'Not enough points', code: 'INSUFFICIENT_POINTS' },
} satisfies Record<string, Message>;

/** Thrown inside a database transaction to roll it back and answer a business failure. */
export class Refusal extends Error {
  constructor(readonly failure: Message) {
    super(failure.message);
  }
}
