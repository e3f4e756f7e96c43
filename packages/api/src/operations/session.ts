import type { components } from '../generated/schema';
import type { OperationContext } from './context';
import type { LoginRequest } from '../types';

type Schemas = components['schemas'];
export type LoginV2Session = Schemas['LoginV2Session'];
export type SmsLoginCodeRequest = Schemas['SmsLoginCodeRequest'];
export type SmsCodeSent = Schemas['SmsCodeSent'];
/** The value of a throttled call (TOO_SOON, TOO_MANY_REQUESTS): seconds to wait. */
export type RetryAfter = Schemas['RetryAfter'];

/** Free play is always the web platform on gateway version 3 (spec §7). */
const FREE_PLAY = { platform: 'W', gatewayVersion: 3 } as const;

export function sessionOperations({ client, unwrap, unwrapRequired }: OperationContext) {
  return {
    /** Base64 PNG of a new captcha. */
    getCaptcha: () => unwrap(client.GET('/wps/captcha')),
    login: (body: LoginRequest) => unwrapRequired(client.POST('/wps/session/login', { body })),
    /** The same login, answering the member info too; the sms type logs in with a code from sendLoginSms. */
    loginV2: (body: LoginRequest) => unwrapRequired(client.POST('/wps/session/login/v2', { body })),
    /** Makes a trial account (isAgent '4') and logs it in. */
    loginFreePlay: (os: string) =>
      unwrapRequired(client.POST('/wps/session/login/freeplay', { body: { os, ...FREE_PLAY } })),
    /** Sends an SMS code for login or password reset by phone; resolves to when it expires (ms). */
    sendLoginSms: (body: SmsLoginCodeRequest) =>
      unwrapRequired(client.POST('/wps/verification/sms/noLogin', { body })).then((v) => v.expirationTime),
    logout: () => unwrap(client.DELETE('/wps/session/logout')).then(() => null),
  };
}
