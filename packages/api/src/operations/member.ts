import type { components } from '../generated/schema';
import type { OperationContext } from './context';

type Schemas = components['schemas'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type MobileRegisterRequest = Schemas['MobileRegisterRequest'];
/** The value of a failure caused by one form field. */
export type AccountFieldError = Schemas['AccountFieldError'];
export type AccountFormField = Schemas['AccountFormField'];
export type SmsRegisterCodeRequest = Schemas['SmsRegisterCodeRequest'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type PasswordResetByPhoneRequest = Schemas['PasswordResetByPhoneRequest'];
export type PasswordResetByEmailRequest = Schemas['PasswordResetByEmailRequest'];
export type RegisterSettings = Schemas['RegisterSettings'];
export type RegisterFieldSetting = Schemas['RegisterFieldSetting'];
export type RegisterPatternId = Schemas['RegisterPatternId'];
export type Country = Schemas['Country'];
export type MemberAvatar = Schemas['MemberAvatar'];

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' } as const;
/** What every registration sends besides the form (spec §3): log the new account in, from the web. */
const REGISTRATION_EXTRAS = { login: true, registerMethod: 'WEB' } as const;
type Extras = keyof typeof REGISTRATION_EXTRAS;
/** A registration body; `login` and `registerMethod` default to the spec's values. */
type WithExtras<T> = Omit<T, Extras> & Partial<Pick<T, Extras & keyof T>>;

export function memberOperations({ client, unwrap, unwrapRequired }: OperationContext) {
  return {
    getMemberInfo: () => unwrap(client.GET('/wps/member/info')),
    getRegisterSettings: () => unwrap(client.GET('/wps/system/setting/register')),
    /** Sends the registration SMS code; resolves to when it expires (ms). */
    sendRegisterSms: (body: SmsRegisterCodeRequest) =>
      unwrapRequired(client.POST('/wps/verification/sms/register', { body })).then((v) => v.expirationTime),
    /** Resolves to the new account's session, or null when `login` is false. */
    register: (form: WithExtras<RegisterRequest>) =>
      unwrap(client.PUT('/wps/member/register', { body: { ...REGISTRATION_EXTRAS, ...form } })),
    registerMobile: (form: WithExtras<MobileRegisterRequest>) =>
      unwrap(client.PUT('/wps/member/register/mobile', { body: { ...REGISTRATION_EXTRAS, ...form } })),
    /** Whether an invitation code is valid on the site `domain`. */
    checkAffiliateCode: (code: string, domain: string) =>
      unwrap(client.GET('/wps/agent/affiliate', { params: { query: { code, domain } } })).then((v) => v.valid),
    changePassword: (body: ChangePasswordRequest) => unwrap(client.POST('/wps/member/password', { body })),
    /** Sets a new password with an SMS code; resolves to the account to log in with. */
    resetPasswordByPhone: (body: PasswordResetByPhoneRequest) =>
      unwrapRequired(client.POST('/wps/member/password/verification', { body })).then((v) => v.account),
    /** Mails a temporary password (a form post). */
    resetPasswordByEmail: (body: PasswordResetByEmailRequest) =>
      unwrap(client.POST('/wps/member/password/email', { body, headers: FORM })),
    getMemberIcon: () => unwrap(client.GET('/wps/member/info/icon')),
    getPlayerAvatar: () => unwrap(client.GET('/wps/relay/MCSFE_getPlayerAvatar')),
  };
}
