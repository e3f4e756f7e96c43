import type { Message } from '../envelope.ts';

/** Business failures of the security centre. */
export const SECURITY_MESSAGES = {
  fundsPasswordNotSet: { message: 'Please set your funds password first', code: 'FUNDS_PASSWORD_NOT_SET' },
  fundsPasswordIncorrect: { message: 'Funds password is incorrect', code: 'FUNDS_PASSWORD_INCORRECT' },
  fundsPasswordLocked: {
    message: 'Too many wrong funds passwords, please try again later',
    code: 'FUNDS_PASSWORD_LOCKED',
  },
} satisfies Record<string, Message>;
