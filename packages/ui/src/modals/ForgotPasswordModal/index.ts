export { ForgotPasswordModal, forgotPasswordMethods, emptyForgotPasswordValues } from './ForgotPasswordModal';
export type {
  ForgotPasswordErrors,
  ForgotPasswordField,
  ForgotPasswordMethod,
  ForgotPasswordModalProps,
  ForgotPasswordValues,
} from './ForgotPasswordModal';
