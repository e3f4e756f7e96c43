import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { GameGrid, type GameGridProps } from '../../widgets/GameGrid';
import { LiveTables, type LiveTablesProps } from '../../widgets/LiveTables';
import { VendorTabs, type VendorTabsProps } from '../../widgets/VendorTabs';
import { PageFrame, page } from '../../private/PageFrame';
import * as styles from './GameLobby.css';

/** A link between the player's own lists (hot, recent, favourites). */
export interface LobbyListLink {
  id: string;
  label: string;
  href: string;
  current: boolean;
}

/** What stands in for the games when the list needs an account the visitor does not have. */
export interface LobbyLock {
  message: string;
  actionLabel: string;
  onAction: () => void;
}

export interface GameLobbyProps {
  /** The category's name ("Slots", "Live casino"). */
  title: string;
  /** A line about the category under its name (the live casino's table limits, spec §1). */
  intro?: string;
  /** Links between the player's lists; left out on category lobbies. */
  lists?: readonly LobbyListLink[];
  /** A plain click on a list link (the site's router navigates); modified clicks follow the link. */
  onListSelect?: (link: LobbyListLink) => void;
  /** The category's vendors as tabs around the games; left out where a list has no vendors. */
  vendors?: Omit<VendorTabsProps, 'children'>;
  /** In place of the games: the list needs a login (or a real account). */
  locked?: LobbyLock | null;
  /** A live vendor's tables, above its games. */
  tables?: LiveTablesProps | null;
  grid: GameGridProps;
  /** A message over the lobby (a game that could not be opened). */
  notice?: string | null;
  onNoticeClose?: () => void;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A game lobby (spec §2): the category's title, the player's lists or the category's vendors, and the games, with
 * real loading, failed, empty and login-needed states.
 */
export function GameLobby({
  title,
  intro,
  lists,
  onListSelect,
  vendors,
  locked,
  tables,
  grid,
  notice,
  onNoticeClose,
}: GameLobbyProps) {
  const { t } = useTranslation('lobby');

  const content = locked ? (
    <div className={styles.locked}>
      <p className={styles.lockedText}>{locked.message}</p>
      <Button type="button" onClick={locked.onAction}>
        {locked.actionLabel}
      </Button>
    </div>
  ) : (
    <div className={styles.content}>
      {tables ? <LiveTables {...tables} /> : null}
      <GameGrid {...grid} />
    </div>
  );

  return (
    <PageFrame title={title}>
      {intro ? <p className={page.muted}>{intro}</p> : null}
      {lists && lists.length > 0 ? (
        <nav aria-label={t('lists.label')}>
          <ul className={page.chips}>
            {lists.map((link) => (
              <li key={link.id}>
                <a
                  href={link.href}
                  className={page.chip}
                  aria-current={link.current ? 'page' : undefined}
                  onClick={(event) => {
                    if (!onListSelect || !isPlainClick(event)) return;
                    event.preventDefault();
                    onListSelect(link);
                  }}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {notice ? (
        <Alert tone="critical" onClose={onNoticeClose}>
          {notice}
        </Alert>
      ) : null}
      {vendors ? <VendorTabs {...vendors}>{content}</VendorTabs> : content}
    </PageFrame>
  );
}
