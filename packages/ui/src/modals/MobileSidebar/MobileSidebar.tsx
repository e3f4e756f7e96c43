import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import {
  CoinsIcon,
  DepositIcon,
  DownloadIcon,
  GiftIcon,
  HeadsetIcon,
  NavIcon,
  UserPlusIcon,
  WithdrawIcon,
} from '../../private/icons';
import { LanguageSelect, type OfferedLanguage } from '../../private/header/LanguageSelect';
import { ShellLink } from '../../private/ShellLink';
import type { NavigateHandler, ShellNavEntry } from '../../private/types';
import * as styles from './MobileSidebar.css';

export const mobileSidebarItems = [
  'deposit',
  'withdraw',
  'login',
  'register',
  'freeCredit',
  'promotions',
  'inviteFriends',
  'customerService',
  'downloadApp',
] as const;
export type MobileSidebarItem = (typeof mobileSidebarItems)[number];

export interface MobileSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Logged in: deposit and withdraw; otherwise login and register. */
  loggedIn: boolean;
  /** Invite friends shows only with the referral feature on. */
  inviteFriends?: boolean;
  /** Every button of the menu; the menu closes first. */
  onSelect: (item: MobileSidebarItem) => void;
  /** The game categories (the header's entries), listed under the actions when given. */
  entries?: readonly ShellNavEntry[];
  onNavigate?: NavigateHandler;
  /**
   * The language choice (shown when more than one is offered): below 600px the header's top row has no room for it,
   * so a phone chooses the language here.
   */
  languages?: readonly OfferedLanguage[];
  language?: string;
  onLanguageChange?: (code: string) => void;
}

/**
 * The mobile menu (spec §2 sidebar modal): account actions, then free credit, promotions and the rest, the language
 * and the game categories.
 */
export function MobileSidebar({
  open,
  onOpenChange,
  loggedIn,
  inviteFriends = false,
  onSelect,
  entries,
  onNavigate,
  languages = [],
  language = '',
  onLanguageChange,
}: MobileSidebarProps) {
  const { t } = useTranslation('shell');
  const select = (item: MobileSidebarItem) => {
    onOpenChange(false);
    onSelect(item);
  };

  const items: { id: MobileSidebarItem; icon: ReactNode }[] = [
    { id: 'freeCredit', icon: <CoinsIcon /> },
    { id: 'promotions', icon: <GiftIcon /> },
    ...(inviteFriends ? [{ id: 'inviteFriends' as const, icon: <UserPlusIcon /> }] : []),
    { id: 'customerService', icon: <HeadsetIcon /> },
    { id: 'downloadApp', icon: <DownloadIcon /> },
  ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('sidebar.title')} size="sm">
      <div className={styles.account}>
        {loggedIn ? (
          <>
            <Button variant="solid" onClick={() => select('deposit')}>
              <DepositIcon />
              {t('sidebar.deposit')}
            </Button>
            <Button variant="outline" onClick={() => select('withdraw')}>
              <WithdrawIcon />
              {t('sidebar.withdraw')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={() => select('login')}>
              {t('sidebar.login')}
            </Button>
            <Button variant="solid" onClick={() => select('register')}>
              {t('sidebar.register')}
            </Button>
          </>
        )}
      </div>

      <ul className={styles.list}>
        {items.map(({ id, icon }) => (
          <li key={id}>
            <button type="button" className={styles.item} onClick={() => select(id)}>
              <span className={styles.icon}>{icon}</span>
              {t(`sidebar.${id}`)}
            </button>
          </li>
        ))}
      </ul>

      {onLanguageChange ? (
        <LanguageSelect
          className={styles.language}
          languages={languages}
          language={language}
          onLanguageChange={onLanguageChange}
          visibleLabel
        />
      ) : null}

      {entries && entries.length > 0 ? (
        <nav aria-label={t('nav.label')} className={styles.games}>
          <h3 className={styles.heading}>{t('nav.label')}</h3>
          <ul className={styles.gameList}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <ShellLink
                  href={entry.path}
                  aria-current={entry.active ? 'page' : undefined}
                  className={styles.game}
                  onNavigate={() => {
                    onOpenChange(false);
                    onNavigate?.(entry.path, entry.id);
                  }}
                >
                  <NavIcon id={entry.id} />
                  {t(entry.labelKey)}
                </ShellLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </Dialog>
  );
}
