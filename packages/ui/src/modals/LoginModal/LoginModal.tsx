import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { LoginForm, type LoginFormProps } from '../../screens/LoginForm';

export type { LoginValues } from '../../screens/LoginForm';

export interface LoginModalProps extends LoginFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The login popup: username and password (or mobile and SMS code when mobile-code login is on), the captcha after a
 * failed attempt, and the optional remember-me, forgot-password and free-play parts of LoginForm. For the tabbed
 * login/register popup use AuthModal.
 */
export function LoginModal({ open, onOpenChange, ...formProps }: LoginModalProps) {
  const { t } = useTranslation('account');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('login.title')}
      description={t('login.description')}
      size="sm"
    >
      {/* The form lives inside the dialog content: it starts fresh each time the dialog opens. */}
      <LoginForm {...formProps} />
    </Dialog>
  );
}
