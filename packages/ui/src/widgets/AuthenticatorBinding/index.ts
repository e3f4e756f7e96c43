export {
  AuthenticatorBinding,
  authenticatorStatuses,
  type AuthenticatorBindingProps,
  type AuthenticatorCodeProblem,
  type AuthenticatorSetupView,
  type AuthenticatorStatus,
} from './AuthenticatorBinding';
