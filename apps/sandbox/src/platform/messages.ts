import type { Message } from '../envelope.ts';

/** Spec §8 texts where the spec has one; NEED_TRUE_ACCOUNT maps to the site's in_need_true_account key. */
export const PLATFORM_MESSAGES = {
  needTrueAccount: {
    message: 'This feature needs a real account, please register or log in with one',
    code: 'NEED_TRUE_ACCOUNT',
  },
  invalidDomain: { message: 'Invalid URL, please contact customer service', code: 'INVALID_DOMAIN' },
  tooManyRequests: { message: 'Too many requests, please try again after 5 minutes', code: 'TOO_MANY_REQUESTS' },
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
