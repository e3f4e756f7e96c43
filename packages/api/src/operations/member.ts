import type { components } from '../generated/schema';
import type { OperationContext } from './context';
import type { LoginSession, MemberInfo } from '../types';
import type { SmsCodeSent } from './session';
import { unwrap } from '../unwrap';

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

export function memberOperations({ client }: OperationContext) {
  return {
    getMemberInfo: () => unwrap<MemberInfo>(client.GET('/wps/member/info')),
    getRegisterSettings: () => unwrap<RegisterSettings>(client.GET('/wps/system/setting/register')),
    /** Sends the registration SMS code; resolves to when it expires (ms). */
    sendRegisterSms: (body: SmsRegisterCodeRequest) =>
      unwrap<SmsCodeSent>(client.POST('/wps/verification/sms/register', { body })).then((v) => v.expirationTime),
    /** Resolves to the new account's session, or null when `login` is false. */
    register: (form: WithExtras<RegisterRequest>) =>
      unwrap<LoginSession | null>(client.PUT('/wps/member/register', { body: { ...REGISTRATION_EXTRAS, ...form } })),
    registerMobile: (form: WithExtras<MobileRegisterRequest>) =>
      unwrap<LoginSession | null>(
        client.PUT('/wps/member/register/mobile', { body: { ...REGISTRATION_EXTRAS, ...form } }),
      ),
    /** Whether an invitation code is valid on the site `domain`. */
    checkAffiliateCode: (code: string, domain: string) =>
      unwrap<{ valid: boolean }>(client.GET('/wps/agent/affiliate', { params: { query: { code, domain } } })).then(
        (v) => v.valid,
      ),
    changePassword: (body: ChangePasswordRequest) => unwrap<null>(client.POST('/wps/member/password', { body })),
    /** Sets a new password with an SMS code; resolves to the account to log in with. */
    resetPasswordByPhone: (body: PasswordResetByPhoneRequest) =>
      unwrap<{ account: string }>(client.POST('/wps/member/password/verification', { body })).then((v) => v.account),
    /** Mails a temporary password (a form post). */
    resetPasswordByEmail: (body: PasswordResetByEmailRequest) =>
      unwrap<null>(client.POST('/wps/member/password/email', { body, headers: FORM })),
    getMemberIcon: () => unwrap<MemberAvatar>(client.GET('/wps/member/info/icon')),
    getPlayerAvatar: () => unwrap<MemberAvatar>(client.GET('/wps/relay/MCSFE_getPlayerAvatar')),
  };
}
