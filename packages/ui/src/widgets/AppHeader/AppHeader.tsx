import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { LogoutIcon, UserIcon } from '../../private/icons';
import { LazyDialog, useLazyDialog } from '../../private/header/lazyDialog';
import { HeaderMember } from '../../private/header/headerMember';
import { useMediaQuery } from '../../private/useMediaQuery';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { wideScreen } from '../../theme/screens';
import { BalanceChip } from '../BalanceChip';
import * as styles from './AppHeader.css';

// The confirmation (Radix Dialog) loads when it is first asked for: the header is on every first paint.
const ConfirmDialog = lazy(() =>
  import('../../components/Dialog/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);
// The language select (the form field's code) only where the header shows it: a phone chooses in the menu.
const LanguageSelect = lazy(() =>
  import('../../private/header/LanguageSelect').then((m) => ({ default: m.LanguageSelect })),
);

export interface HeaderLanguage {
  /** BCP 47 code, e.g. "th", "en". */
  code: string;
  /** The language's own name, e.g. "ไทย", "English". */
  label: string;
}

export interface HeaderLinkProps {
  href: string;
  className: string;
  /** The logo plus a screen-reader-only "Home". */
  children: ReactNode;
}

export interface AppHeaderProps {
  /** The merchant's logo; it links home. */
  logo: ReactNode;
  /** Where the logo leads. */
  homeHref?: string;
  /** Render the home link with the site's router link; a plain <a> otherwise. */
  renderLink?: (props: HeaderLinkProps) => ReactNode;
  /** Languages the merchant offers; the select shows only when there is more than one. */
  languages: readonly HeaderLanguage[];
  /** Current language code. */
  language: string;
  onLanguageChange: (code: string) => void;

  loggedIn?: boolean;
  /** Logged out: the login button. */
  onLogin?: () => void;
  /** Logged out: the register button (left out: no button). */
  onRegister?: () => void;
  /**
   * Logged in: the member's actions (customer service, deposit, withdraw, avatar, VIP badge). Below 600px
   * HeaderAccount keeps the deposit and an account button whose sheet holds the rest, logging out (this header's
   * confirmation) and hiding the balance, which the header lends it (HeaderMember).
   */
  accountActions?: ReactNode;
  /** A row under the bar, inside the header landmark: the game navigation. */
  children?: ReactNode;
  /** Logged in: the account name. */
  account?: string;
  balance?: number | null;
  currency?: string;
  balanceHidden?: boolean;
  onToggleBalanceHidden?: () => void;
  balanceRefreshing?: boolean;
  /** The balance call failed: the chip says so and its refresh button asks again. */
  balanceFailed?: boolean;
  onRefreshBalance?: () => void;
  /** Called when the player confirms logging out. */
  onLogout?: () => void;
  /** The logout call is under way: the confirm button shows it and the dialog stays open until it ends. */
  loggingOut?: boolean;
}

/**
 * The site header: logo, language, and login or balance plus logout. Phone first: below 600px one row of logo,
 * balance, deposit and an account button whose sheet holds the rest (withdraw, VIP badge, customer service, hiding
 * the balance, logout); the language is in the navigation row's menu there. From 600px everything sits in the bar.
 */
export function AppHeader({
  logo,
  homeHref = '/',
  renderLink,
  languages,
  language,
  onLanguageChange,
  loggedIn = false,
  onLogin,
  onRegister,
  accountActions,
  children,
  account,
  balance = null,
  currency = 'THB',
  balanceHidden = false,
  onToggleBalanceHidden,
  balanceRefreshing = false,
  balanceFailed = false,
  onRefreshBalance,
  onLogout,
  loggingOut,
}: AppHeaderProps) {
  const { t } = useTranslation('shell');
  const confirm = useLazyDialog();
  const wide = useMediaQuery(wideScreen);

  // Close the confirmation once a logout call that this dialog started has ended.
  const [wasLoggingOut, setWasLoggingOut] = useState(loggingOut);
  if (loggingOut !== wasLoggingOut) {
    setWasLoggingOut(loggingOut);
    if (wasLoggingOut && !loggingOut) confirm.dialog.onOpenChange(false);
  }

  const linkProps: HeaderLinkProps = {
    href: homeHref,
    className: styles.logoLink,
    // the logo keeps its own name (visible text must be part of the link's name); "Home" is added for screen readers
    children: (
      <>
        <span className={styles.logo}>{logo}</span>
        <span className={visuallyHidden}>{t('header.home')}</span>
      </>
    ),
  };

  const languageSlot = <span className={styles.language} />;

  const confirmLogout = () => {
    onLogout?.();
    // a caller that does not report progress gets the dialog closed at once
    if (loggingOut === undefined) confirm.dialog.onOpenChange(false);
  };

  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        {renderLink ? (
          renderLink(linkProps)
        ) : (
          <a href={linkProps.href} className={linkProps.className}>
            {linkProps.children}
          </a>
        )}

        {loggedIn ? (
          <div className={styles.account}>
            {account ? (
              <span className={styles.accountName}>
                <UserIcon />
                <span className={styles.accountText}>{account}</span>
              </span>
            ) : null}
            <HeaderMember.Provider value={{ onLogout: confirm.show, balanceHidden, onToggleBalanceHidden }}>
              {accountActions}
            </HeaderMember.Provider>
            <BalanceChip
              className={styles.balance}
              compact
              amount={balance}
              currency={currency}
              hidden={balanceHidden}
              onToggleHidden={onToggleBalanceHidden}
              refreshing={balanceRefreshing}
              failed={balanceFailed}
              onRefresh={onRefreshBalance}
            />
          </div>
        ) : null}

        <div className={styles.tools}>
          {languages.length > 1 ? (
            // its place is kept (the stylesheet shows it from 600px) until its code arrives, which only a wide screen
            // loads: nothing moves when it does, from the server's HTML on
            wide ? (
              <Suspense fallback={languageSlot}>
                <LanguageSelect
                  className={styles.language}
                  languages={languages}
                  language={language}
                  onLanguageChange={onLanguageChange}
                />
              </Suspense>
            ) : (
              languageSlot
            )
          ) : null}
          {loggedIn ? (
            <Button type="button" variant="outline" size="md" className={styles.logoutButton} onClick={confirm.show}>
              <LogoutIcon />
              {t('header.logout')}
            </Button>
          ) : (
            <>
              {onRegister ? (
                <Button type="button" variant="outline" size="md" onClick={onRegister}>
                  {t('header.register')}
                </Button>
              ) : null}
              <Button type="button" variant="solid" size="md" className={styles.loginButton} onClick={onLogin}>
                {t('header.login')}
              </Button>
            </>
          )}
        </div>
      </div>
      {children}

      <LazyDialog when={loggedIn && confirm.wanted}>
        <ConfirmDialog
          open={confirm.dialog.open}
          title={t('logout.confirmTitle')}
          message={t('logout.confirmMessage')}
          confirmLabel={t('logout.confirm')}
          cancelLabel={t('logout.cancel')}
          onConfirm={confirmLogout}
          onCancel={() => confirm.dialog.onOpenChange(false)}
          confirming={loggingOut}
        />
      </LazyDialog>
    </header>
  );
}
