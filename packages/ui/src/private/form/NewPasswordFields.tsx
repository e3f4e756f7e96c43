import { useTranslation } from 'react-i18next';
import { PasswordField, type PasswordFieldProps } from '../../components/PasswordField';

type FieldProps = Pick<PasswordFieldProps, 'ref' | 'name' | 'value' | 'onChange' | 'error' | 'required'>;

/** The new password and its confirmation, as the password change and the forgotten password ask for them. */
export function NewPasswordFields({
  newPassword,
  confirmNewPassword,
  hint,
}: {
  newPassword: FieldProps;
  confirmNewPassword: FieldProps;
  /** The new password rule in words, e.g. "6–20 letters and digits". */
  hint?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordField
        {...newPassword}
        autoComplete="new-password"
        label={t('password.new')}
        placeholder={t('password.newPlaceholder')}
        hint={hint}
      />
      <PasswordField
        {...confirmNewPassword}
        autoComplete="new-password"
        label={t('password.confirm')}
        placeholder={t('password.confirmPlaceholder')}
      />
    </>
  );
}
