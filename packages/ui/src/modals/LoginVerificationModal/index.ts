export {
  LoginVerificationModal,
  loginVerificationMethods,
  type LoginVerificationMethod,
  type LoginVerificationModalProps,
  type LoginVerificationProblem,
} from './LoginVerificationModal';
