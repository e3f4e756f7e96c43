import type { MouseEvent, ReactNode } from 'react';
import { Dialog } from '../../components/Dialog';
import { IconButton } from '../../components/IconButton';
import { ChevronLeftIcon } from '../icons';
import { visuallyHidden } from '../visuallyHidden.css';
import * as styles from './CentreFrame.css';

export interface CentreMenuItem<Page extends string> {
  page: Page;
  /** A red count beside the entry when above 0 (spec §2). */
  count?: number;
}

/** The words of one centre (the member centre's or the agent centre's namespace). */
export interface CentreTexts<Page extends string> {
  title: string;
  menu: string;
  back: string;
  pageName: (page: Page) => string;
  count: (count: number) => string;
}

export interface CentreFrameProps<Page extends string> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menu: readonly CentreMenuItem<Page>[];
  page: Page;
  menuShown?: boolean;
  onSelectPage: (page: Page) => void;
  onShowMenu: () => void;
  summary?: ReactNode;
  /** Below the menu: the help centre (spec §2 /helpmc); a click goes to `onOpen` when given, else to `href`. */
  help?: { label: string; href: string; onOpen?: () => void };
  texts: CentreTexts<Page>;
  children?: ReactNode;
}

/**
 * One frame for the member and the agent centre (spec §2 overlays): the menu of pages and the page chosen. On a
 * phone it fills the window and shows the menu as a list or one page with a back arrow to the list; on a wide screen
 * the menu is on the left and the page on the right.
 */
export function CentreFrame<Page extends string>({
  open,
  onOpenChange,
  menu,
  page,
  menuShown = false,
  onSelectPage,
  onShowMenu,
  summary,
  help,
  texts,
  children,
}: CentreFrameProps<Page>) {
  const openHelp = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!help?.onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    help.onOpen();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="screen"
      // the page's name once one is shown; the centre's while the menu is (a wide screen shows the menu beside it)
      title={menuShown ? texts.title : texts.pageName(page)}
      headerStart={
        menuShown ? null : (
          <span className={styles.phoneOnly}>
            <IconButton label={texts.back} icon={<ChevronLeftIcon />} size="sm" onClick={onShowMenu} />
          </span>
        )
      }
    >
      <div className={styles.layout} data-menu-shown={menuShown || undefined}>
        <nav className={styles.menu} aria-label={texts.menu}>
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
                    <span className={styles.label}>{texts.pageName(item.page)}</span>
                    {count > 0 ? (
                      <span className={styles.badge}>
                        <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
                        <span className={visuallyHidden}>{texts.count(count)}</span>
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
          {help ? (
            <a className={styles.help} href={help.href} onClick={openHelp}>
              {help.label}
            </a>
          ) : null}
        </nav>
        <section className={styles.page} aria-label={texts.pageName(page)}>
          {children}
        </section>
      </div>
    </Dialog>
  );
}
