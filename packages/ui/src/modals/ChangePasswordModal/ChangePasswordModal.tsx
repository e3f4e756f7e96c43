import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { PasswordField } from '../../components/PasswordField';
import { FormError, NewPasswordFields, useFormFields, type ControlledFormProps } from '../../private/form';
import * as styles from './ChangePasswordModal.css';

/** Why a change is forced (spec §4): the weak default 123456, or an expired password with forced change on. */
export const passwordChangeReasons = ['defaultPassword', 'expired'] as const;
export type PasswordChangeReason = (typeof passwordChangeReasons)[number];

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}
export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, string>>;

export const emptyChangePasswordValues: ChangePasswordValues = {
  oldPassword: '',
  newPassword: '',
  confirmNewPassword: '',
};

/** Values and errors are the caller's (`ControlledFormProps`); errors are e.g. "Inconsistent twice". */
export interface ChangePasswordModalProps extends ControlledFormProps<ChangePasswordValues> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Set when the change is forced after login; says why and keeps a stray tap on the cover from closing it. */
  reason?: PasswordChangeReason;
  /** Spec §2: the old password is asked only when the stored one is unknown. */
  askOldPassword?: boolean;
  /** The account, for the browser's password manager (a hidden username field); not shown. */
  username?: string;
  /** The new password rule in words, e.g. "6–20 letters and digits". */
  passwordHint?: string;
}

/** Forced and voluntary password change: old password (when asked), new password, confirmation. */
export function ChangePasswordModal({
  open,
  onOpenChange,
  reason,
  askOldPassword = true,
  username,
  passwordHint,
  ...form
}: ChangePasswordModalProps) {
  const { t } = useTranslation('account');
  const order = askOldPassword
    ? (['oldPassword', 'newPassword', 'confirmNewPassword'] as const)
    : (['newPassword', 'confirmNewPassword'] as const);
  const { submit, field } = useFormFields({ order, ...form });
  const forced = reason !== undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={forced ? t('password.forcedTitle') : t('password.title')}
      size="sm"
      cover={!forced}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {forced ? (
          <Alert tone="caution" title={t('password.forcedWhy')}>
            {t(`password.reason.${reason}`)}
          </Alert>
        ) : null}
        <FormError title={t('password.failedTitle')} message={form.serverError} />
        {username ? (
          // lets the password manager file the new password under the right account
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={username}
            readOnly
            hidden
            aria-hidden="true"
          />
        ) : null}
        {askOldPassword ? (
          <PasswordField
            {...field('oldPassword')}
            autoComplete="current-password"
            label={t('password.old')}
            placeholder={t('password.oldPlaceholder')}
          />
        ) : null}
        <NewPasswordFields
          newPassword={field('newPassword')}
          confirmNewPassword={field('confirmNewPassword')}
          hint={passwordHint}
        />
        <Button type="submit" variant="solid" size="lg" fullWidth loading={form.submitting}>
          {t('password.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
