import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../components/TextField';

type FieldProps = Pick<TextFieldProps, 'ref' | 'name' | 'value' | 'onChange' | 'error' | 'required'>;

/**
 * The account's username, as the login and the forgotten password ask for it: the browser fills it, and the phone
 * neither capitalises nor corrects it.
 */
export function UsernameField(props: FieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      {...props}
      label={t('login.username')}
      placeholder={t('login.usernamePlaceholder')}
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
    />
  );
}
