import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { GiftIcon, MenuIcon, MoonIcon, NavIcon, PlayIcon, SunIcon, UserPlusIcon } from '../../private/icons';
import { LanguageSelect } from '../../private/header/LanguageSelect';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { ShellLink } from '../../private/ShellLink';
import type { NavigateHandler, ShellNavEntry } from '../../private/types';
import type { MobileSidebarProps } from '../../modals/MobileSidebar';
import { BlockFailure, type BlockFailureInfo } from '../../private/BlockFailure/BlockFailure';

// The menu (Radix Dialog) loads when it is first opened: the navigation row is on every first paint.
const MobileSidebar = lazy(() => import('../../modals/MobileSidebar').then((m) => ({ default: m.MobileSidebar })));
import * as styles from './HeaderNav.css';

export const themeModes = ['light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];

export interface NavLanguage {
  /** The spec's language code (EN, TY, ...). */
  code: string;
  /** The language's own name ("ไทย"). */
  label: string;
}

export interface HeaderNavProps {
  /** Game categories (flows' buildNavigation), the current one marked `active`. */
  entries: readonly ShellNavEntry[];
  /** The categories' call failed: the row says so under the bar, with a retry, instead of showing no games. */
  entriesFailure?: BlockFailureInfo | null;
  /** Plain clicks on entries and promotions; the site's router navigates. */
  onNavigate: NavigateHandler;
  /** Where promotions are (route table: /promotions). */
  promotionsPath?: string;
  promotionsActive?: boolean;
  /** Spec §2: invite friends shows only with the referral feature on. */
  inviteFriends?: boolean;
  onInviteFriends?: () => void;
  theme: ThemeMode;
  onThemeChange: (theme: ThemeMode) => void;
  /** Spec §2: the select shows only when more than one language is offered. */
  languages: readonly NavLanguage[];
  language: string;
  onLanguageChange: (code: string) => void;
  /** Spec §2: the free-demo button shows when free play is on. */
  freePlay?: boolean;
  onFreeDemo?: () => void;
  /** The mobile menu behind the hamburger; without it there is no hamburger. */
  mobileMenu?: Omit<MobileSidebarProps, 'open' | 'onOpenChange' | 'entries' | 'onNavigate' | 'inviteFriends'>;
}

/**
 * The header's navigation bar (spec §2 Header): game categories, promotions, invite friends, free demo, theme and
 * language. Below 960px the links give way to a hamburger that opens the mobile sidebar.
 */
export function HeaderNav({
  entries,
  entriesFailure,
  onNavigate,
  promotionsPath = '/promotions',
  promotionsActive = false,
  inviteFriends = false,
  onInviteFriends,
  theme,
  onThemeChange,
  languages,
  language,
  onLanguageChange,
  freePlay = false,
  onFreeDemo,
  mobileMenu,
}: HeaderNavProps) {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  // Stays true once the menu was first opened, so it stays mounted and can animate out and return focus.
  const [menuWanted, setMenuWanted] = useState(false);
  const dark = theme === 'dark';

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        {mobileMenu ? (
          <IconButton
            className={styles.hamburger}
            label={t('headerNav.menu')}
            icon={<MenuIcon />}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
          />
        ) : null}

        <nav aria-label={t('headerNav.label')} className={styles.nav}>
          <ul className={styles.list}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <ShellLink
                  href={entry.path}
                  className={styles.link}
                  aria-current={entry.active ? 'page' : undefined}
                  onNavigate={() => onNavigate(entry.path, entry.id)}
                >
                  <NavIcon id={entry.id} />
                  {t(entry.labelKey)}
                </ShellLink>
              </li>
            ))}
            <li>
              <ShellLink
                href={promotionsPath}
                className={styles.link}
                aria-current={promotionsActive ? 'page' : undefined}
                onNavigate={() => onNavigate(promotionsPath, 'promotions')}
              >
                <GiftIcon />
                {t('nav.promotions')}
              </ShellLink>
            </li>
            {inviteFriends ? (
              <li>
                <button type="button" className={styles.link} onClick={onInviteFriends}>
                  <UserPlusIcon />
                  {t('nav.inviteFriends')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>

        <div className={styles.tools}>
          {freePlay ? (
            <Button variant="soft" size="sm" className={styles.freeDemo} onClick={onFreeDemo}>
              <PlayIcon />
              {t('headerNav.freeDemo')}
            </Button>
          ) : null}
          <button
            type="button"
            role="switch"
            aria-checked={dark}
            className={styles.themeSwitch}
            onClick={() => onThemeChange(dark ? 'light' : 'dark')}
            title={t('headerNav.darkTheme')}
          >
            <span className={visuallyHidden}>{t('headerNav.darkTheme')}</span>
            <span className={styles.themeTrack} aria-hidden="true">
              <SunIcon className={styles.sun} />
              <MoonIcon className={styles.moon} />
              <span className={styles.themeThumb} />
            </span>
          </button>
          <LanguageSelect
            className={styles.language}
            languages={languages}
            language={language}
            onLanguageChange={onLanguageChange}
          />
        </div>
      </div>
      {entriesFailure ? (
        <div className={styles.failure}>
          <BlockFailure what={t('headerNav.failed')} {...entriesFailure} />
        </div>
      ) : null}

      {mobileMenu && menuWanted ? (
        <Suspense fallback={null}>
          <MobileSidebar
            {...mobileMenu}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            inviteFriends={inviteFriends}
            entries={entries}
            onNavigate={onNavigate}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
