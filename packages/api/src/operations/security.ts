import type { components } from '../generated/schema';
import type { OperationContext } from './context';

type Schemas = components['schemas'];
export type SecurityConfig = Schemas['SecurityConfig'];
export type SecurityItem = Schemas['SecurityItem'];
export type LoginRecord = Schemas['LoginRecord'];
export type MemberProfile = Schemas['MemberProfile'];
export type ProfileUpdate = Schemas['ProfileUpdate'];
export type IncomeSource = Schemas['IncomeSource'];
export type FundsPasswordSetRequest = Schemas['FundsPasswordSetRequest'];
export type FundsPasswordChangeRequest = Schemas['FundsPasswordChangeRequest'];
export type FundsPasswordResetRequest = Schemas['FundsPasswordResetRequest'];
export type SecurityQuestions = Schemas['SecurityQuestions'];
export type SecurityQuestion = Schemas['SecurityQuestion'];
export type SecurityQuestionRequest = Schemas['SecurityQuestionRequest'];
/** The value of a failure caused by a wrong secret: tries left, and the wait once locked. */
export type AttemptsLeft = Schemas['AttemptsLeft'];
export type BindMobileCodeRequest = Schemas['BindMobileCodeRequest'];
export type BindMobileRequest = Schemas['BindMobileRequest'];
export type BindEmailCodeRequest = Schemas['BindEmailCodeRequest'];
export type BindEmailRequest = Schemas['BindEmailRequest'];
export type MaskedBankCard = Schemas['MaskedBankCard'];
export type BankCardList = Schemas['BankCardList'];
export type Bank = Schemas['Bank'];
export type BankField = Schemas['BankField'];
export type AddBankCardRequest = Schemas['AddBankCardRequest'];
export type DeleteBankCardRequest = Schemas['DeleteBankCardRequest'];
export type PayoutKind = Schemas['PayoutKind'];
export type PayoutTemplate = Schemas['PayoutTemplate'];
export type MaskedPayoutAccount = Schemas['MaskedPayoutAccount'];
export type PayoutAccountList = Schemas['PayoutAccountList'];
export type AddPayoutAccountRequest = Schemas['AddPayoutAccountRequest'];
export type DeletePayoutAccountRequest = Schemas['DeletePayoutAccountRequest'];
export type AuthenticatorSetup = Schemas['AuthenticatorSetup'];
export type LoginVerificationMethod = Schemas['LoginVerificationMethod'];
/** The value of a login answered VERIFICATION_REQUIRED (a new address): the token and methods to verify with. */
export type LoginVerificationRequired = Schemas['LoginVerificationRequired'];
export type VerifyLoginRequest = Schemas['VerifyLoginRequest'];

export function securityOperations({ client, unwrap, unwrapRequired }: OperationContext) {
  return {
    /** The security centre's items, completion and last logins. */
    getConfig: () => unwrapRequired(client.GET('/wps/v2/member/securityConfig')),
    getProfile: () => unwrapRequired(client.GET('/wps/member/profile')),
    /** Resolves to the profile after the change; a field that breaks its rule is a 400 naming it. */
    updateProfile: (body: ProfileUpdate) => unwrapRequired(client.PUT('/wps/member/profile', { body })),
    /** Sets the funds password when there is none. */
    setFundsPassword: (body: FundsPasswordSetRequest) =>
      unwrap(client.PUT('/wps/member/paymentPassword', { body })).then(() => null),
    changeFundsPassword: (body: FundsPasswordChangeRequest) =>
      unwrap(client.POST('/wps/member/paymentPassword', { body })).then(() => null),
    /** A new funds password with the answer to the security question. */
    resetFundsPassword: (body: FundsPasswordResetRequest) =>
      unwrap(client.POST('/wps/member/paymentPassword/reset', { body })).then(() => null),
    getSecurityQuestions: () => unwrapRequired(client.GET('/wps/member/customerSecurityQuestions')),
    setSecurityQuestion: (body: SecurityQuestionRequest) =>
      unwrap(client.PUT('/wps/member/customerSecurityQuestions', { body })).then(() => null),
    /** Resolves to when the code expires (ms). */
    sendBindMobileCode: (body: BindMobileCodeRequest) =>
      unwrapRequired(client.POST('/wps/member/mobile/verification', { body })).then((v) => v.expirationTime),
    bindMobile: (body: BindMobileRequest) => unwrap(client.PUT('/wps/member/mobile', { body })).then(() => null),
    /** Resolves to when the code expires (ms). */
    sendBindEmailCode: (body: BindEmailCodeRequest) =>
      unwrapRequired(client.POST('/wps/member/email/verification', { body })).then((v) => v.expirationTime),
    bindEmail: (body: BindEmailRequest) => unwrap(client.PUT('/wps/member/email', { body })).then(() => null),
    /** The cards (numbers masked), the limit and the real name they must match. */
    getBankCards: () => unwrapRequired(client.GET('/wps/member/bankCard')),
    getBanks: () => unwrapRequired(client.GET('/wps/member/bankCard/banks')),
    /** Resolves to the card added (number masked). */
    addBankCard: (body: AddBankCardRequest) => unwrapRequired(client.POST('/wps/member/bankCard', { body })),
    deleteBankCard: (body: DeleteBankCardRequest) =>
      unwrap(client.POST('/wps/member/bankCard/delete', { body })).then(() => null),
    /** Every account a withdrawal can go to (bank cards, e-wallets, crypto addresses; masked), the limits, the templates. */
    getPayoutAccounts: () => unwrapRequired(client.GET('/wps/member/payoutAccount')),
    /** Resolves to the e-wallet or crypto address added (masked). */
    addPayoutAccount: (body: AddPayoutAccountRequest) =>
      unwrapRequired(client.POST('/wps/member/payoutAccount', { body })),
    deletePayoutAccount: (body: DeletePayoutAccountRequest) =>
      unwrap(client.POST('/wps/member/payoutAccount/delete', { body })).then(() => null),
    /** The secret and its otpauth URI, answered this once. */
    startAuthenticator: () => unwrapRequired(client.POST('/wps/member/authenticator')),
    confirmAuthenticator: (code: string) =>
      unwrap(client.PUT('/wps/member/authenticator', { body: { code } })).then(() => null),
    unbindAuthenticator: (code: string) =>
      unwrap(client.POST('/wps/member/authenticator/unbind', { body: { code } })).then(() => null),
    /** New-IP verification: a code to the bound mobile (sms) or verified email; resolves to when it expires (ms). */
    sendLoginVerificationCode: (verificationToken: string, method: 'sms' | 'email') =>
      unwrapRequired(client.POST('/wps/session/verification/code', { body: { verificationToken, method } })).then(
        (v) => v.expirationTime,
      ),
    /** Completes a login from a new address; resolves to the session with the member info (as loginV2). */
    verifyLogin: (body: VerifyLoginRequest) => unwrapRequired(client.POST('/wps/session/verification', { body })),
  };
}
