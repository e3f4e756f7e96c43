import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { IconButton } from '../../components/IconButton';
import { ChevronLeftIcon } from '../../private/icons';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import * as styles from './MemberCentre.css';
import type { MemberCentrePage } from './pages';

export * from './pages';

export interface MemberCentreMenuItem {
  page: MemberCentrePage;
  /** Spec §2: a red count on the mission, message and reward items when above 0. */
  count?: number;
}

export interface MemberCentreProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The pages the menu lists, in order (the ones this site offers). */
  menu: readonly MemberCentreMenuItem[];
  /** The page shown (and highlighted in the menu). */
  page: MemberCentrePage;
  /** On a phone, the menu list shows instead of the page (the back arrow leads there). Wide screens show both. */
  menuShown?: boolean;
  onSelectPage: (page: MemberCentrePage) => void;
  /** The phone's back arrow, from a page to the menu list. */
  onShowMenu: () => void;
  /** Above the menu: who is signed in (account, level). */
  summary?: ReactNode;
  /** The page's content. */
  children?: ReactNode;
}

/**
 * The member centre (spec §2): the menu of its pages and the page chosen. On a phone it fills the window and shows
 * the menu as a list or one page with a back arrow to the list; on a wide screen the menu is on the left and the
 * page on the right.
 */
export function MemberCentre({
  open,
  onOpenChange,
  menu,
  page,
  menuShown = false,
  onSelectPage,
  onShowMenu,
  summary,
  children,
}: MemberCentreProps) {
  const { t } = useTranslation('member');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="screen"
      // the page's name once one is shown; the centre's while the menu is (a wide screen shows the menu beside it)
      title={menuShown ? t('centre.title') : t(`centre.page.${page}`)}
      headerStart={
        menuShown ? null : (
          <span className={styles.phoneOnly}>
            <IconButton label={t('centre.back')} icon={<ChevronLeftIcon />} size="sm" onClick={onShowMenu} />
          </span>
        )
      }
    >
      <div className={styles.layout} data-menu-shown={menuShown || undefined}>
        <nav className={styles.menu} aria-label={t('centre.menu')}>
          {summary}
          <ul className={styles.list}>
            {menu.map((item) => {
              const active = item.page === page;
              const count = item.count ?? 0;
              return (
                <li key={item.page}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => onSelectPage(item.page)}
                  >
                    <span className={styles.label}>{t(`centre.page.${item.page}`)}</span>
                    {count > 0 ? (
                      <span className={styles.badge}>
                        <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
                        <span className={visuallyHidden}>{t('centre.count', { count })}</span>
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className={styles.page} aria-label={t(`centre.page.${page}`)}>
          {children}
        </section>
      </div>
    </Dialog>
  );
}
