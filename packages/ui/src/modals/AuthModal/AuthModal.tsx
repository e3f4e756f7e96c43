import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { Tabs } from '../../components/Tabs';
import { LoginForm, type LoginFormProps } from '../../widgets/LoginForm';
import { RegisterForm, type RegisterFormProps } from '../../widgets/RegisterForm';
import * as styles from './AuthModal.css';

export const authTabs = ['login', 'register'] as const;
export type AuthTab = (typeof authTabs)[number];

export interface AuthModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Controlled tab; leave it out to let the modal switch by itself (starting at `defaultTab`). */
  tab?: AuthTab;
  defaultTab?: AuthTab;
  onTabChange?: (tab: AuthTab) => void;
  /** The login tab: LoginForm's props (username or SMS login, captcha, remember-me, forgot password, free play). */
  login: LoginFormProps;
  /**
   * The register tab: RegisterForm's props. Leave it out (or give no `types`) when no registration type is enabled:
   * the popup is then the login form alone.
   */
  register?: RegisterFormProps;
  /** The merchant's registration headline (spec §1: it may mention the bonus); "Register" otherwise. */
  registerTitle?: string;
}

/**
 * The login/register popup (spec §2 Modals): Log in and Register tabs over LoginForm and RegisterForm. The dialog is
 * named after the open tab, so it is still "Log in" to a screen reader (and a test) on the login tab. Each form links
 * to the other tab unless its props already say where to go.
 */
export function AuthModal({
  open,
  onOpenChange,
  tab,
  defaultTab = 'login',
  onTabChange,
  login,
  register,
  registerTitle,
}: AuthModalProps) {
  const { t } = useTranslation('account');
  const [ownTab, setOwnTab] = useState<AuthTab>(defaultTab);
  const canRegister = Boolean(register && register.types.length > 0);
  const current: AuthTab = canRegister ? (tab ?? ownTab) : 'login';
  const select = (next: AuthTab) => {
    setOwnTab(next);
    onTabChange?.(next);
  };

  const loginForm = <LoginForm onRegister={canRegister ? () => select('register') : undefined} {...login} />;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={current === 'register' ? (registerTitle ?? t('auth.registerTitle')) : t('login.title')}
      description={current === 'register' ? t('auth.registerDescription') : t('login.description')}
      // one width for both tabs: switching does not make the popup jump
      size="md"
    >
      {canRegister && register ? (
        <Tabs value={current} onValueChange={(next) => select(next as AuthTab)}>
          <Tabs.List aria-label={t('auth.tabsLabel')}>
            <Tabs.Trigger value="login">{t('auth.loginTab')}</Tabs.Trigger>
            <Tabs.Trigger value="register">{t('auth.registerTab')}</Tabs.Trigger>
          </Tabs.List>
          {/* kept mounted (hidden when inactive) so what was typed for the login survives a look at Register */}
          <Tabs.Content value="login" forceMount className={`${styles.panel} ${styles.keptPanel}`}>
            {loginForm}
          </Tabs.Content>
          <Tabs.Content value="register" className={styles.panel}>
            <RegisterForm onLogin={() => select('login')} {...register} />
          </Tabs.Content>
        </Tabs>
      ) : (
        loginForm
      )}
    </Dialog>
  );
}
