export { ChangePasswordModal, emptyChangePasswordValues, passwordChangeReasons } from './ChangePasswordModal';
export type {
  ChangePasswordErrors,
  ChangePasswordModalProps,
  ChangePasswordValues,
  PasswordChangeReason,
} from './ChangePasswordModal';
