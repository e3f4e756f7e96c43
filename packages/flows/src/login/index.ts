export { loginMachine, LOGIN_FAILED_KEY, missingFields } from './loginMachine';
export type {
  AfterLoginParams,
  LoadMemberInput,
  LoginContext,
  LoginEvent,
  LoginField,
  LoginInput,
  LoginMachine,
  LoginOutput,
  LoginSubmitEvent,
  PasswordChangeReason,
  SessionParams,
} from './loginMachine';
