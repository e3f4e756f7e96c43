export { loginMachine, LOGIN_FAILED_KEY, missingFields } from './loginMachine';
export type {
  AfterLoginParams,
  LoadMemberInput,
  LoginContext,
  LoginEvent,
  LoginField,
  LoginInput,
  LoginMachine,
  LoginMethod,
  LoginOutput,
  LoginSubmitEvent,
  LoginType,
  PasswordChangeReason,
  RememberParams,
  SessionParams,
  SmsLoginSubmitEvent,
} from './loginMachine';
