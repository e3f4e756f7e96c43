import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentStatus } from '../../components/ContentStatus';
import { StarIcon } from '../../private/icons';
import { LazyPicture } from '../../private/LazyPicture';
import { PageFrame } from '../../private/PageFrame';
import { Pager } from '../../private/Pager/Pager';
import type { LobbyGame } from '../../private/types';
import * as tiles from '../../widgets/GameGrid/GameGrid.css';
import * as styles from './MemberGamesPage.css';

/** The member centre's two game lists. */
export const memberGameLists = ['favourites', 'recentGames'] as const;
export type MemberGameList = (typeof memberGameLists)[number];

export const memberGamesStatuses = ['loading', 'error', 'ready'] as const;
export type MemberGamesStatus = (typeof memberGamesStatuses)[number];

/** Tiles per page: two screens of a phone at most, so a long list keeps the DOM small. */
export const MEMBER_GAMES_PAGE_SIZE = 24;

export interface MemberGamesPageProps {
  list: MemberGameList;
  status: MemberGamesStatus;
  games: readonly LobbyGame[];
  /** The load failure's message (the default text when empty). */
  errorMessage?: string | null;
  onRetry?: () => void;
  /** A tile was chosen: the site launches the game. */
  onPlay: (game: LobbyGame) => void;
  /** Favourites only: the star takes the game off the list. */
  onRemoveFavourite?: (game: LobbyGame) => void;
}

const listKeys = { favourites: 'favourites', recentGames: 'recent' } as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0])
    .join('')
    .toUpperCase();

function Tile({
  game,
  onPlay,
  onRemove,
}: {
  game: LobbyGame;
  onPlay: (game: LobbyGame) => void;
  onRemove?: (game: LobbyGame) => void;
}) {
  const { t } = useTranslation('lobby');
  return (
    <li className={tiles.tile}>
      <button type="button" className={tiles.play} onClick={() => onPlay(game)}>
        <LazyPicture
          className={tiles.picture}
          src={game.imageUrl}
          width={160}
          height={160}
          fallback={
            <span className={tiles.fallback} aria-hidden="true">
              {initials(game.name)}
            </span>
          }
        />
        <span className={tiles.name}>{game.name}</span>
        <span className={tiles.vendor}>{game.vendorName}</span>
      </button>
      {onRemove ? (
        <button
          type="button"
          className={tiles.star}
          aria-pressed
          aria-label={t('grid.favorite', { name: game.name })}
          title={t('grid.favorite', { name: game.name })}
          onClick={() => onRemove(game)}
        >
          <StarIcon filled />
        </button>
      ) : null}
    </li>
  );
}

/**
 * The member's favourite games or recently played games (member centre `favourites`, `recentGames`) as tiles, a page
 * at a time: a tile opens its game, a favourite's star takes it off the list. Loading, failed and empty say so.
 */
export function MemberGamesPage({
  list,
  status,
  games,
  errorMessage,
  onRetry,
  onPlay,
  onRemoveFavourite,
}: MemberGamesPageProps) {
  const { t } = useTranslation('personal');
  const key = listKeys[list];
  const [page, setPage] = useState(1);
  const pageCount = Math.ceil(games.length / MEMBER_GAMES_PAGE_SIZE);
  // a removal can empty the last page
  const shownPage = Math.min(page, Math.max(1, pageCount));
  const shown = games.slice((shownPage - 1) * MEMBER_GAMES_PAGE_SIZE, shownPage * MEMBER_GAMES_PAGE_SIZE);

  return (
    <PageFrame title={t(`member:centre.page.${list}`)}>
      {status !== 'ready' ? (
        <ContentStatus
          status={status}
          loadingLabel={t(`games.${key}.loading`)}
          errorMessage={errorMessage}
          onRetry={onRetry}
        />
      ) : games.length === 0 ? (
        <ContentStatus status="empty" emptyText={t(`games.${key}.empty`)} />
      ) : (
        <div className={styles.list}>
          <ul className={tiles.grid} aria-label={t(`games.${key}.list`)}>
            {shown.map((game) => (
              <Tile
                key={game.id}
                game={game}
                onPlay={onPlay}
                onRemove={list === 'favourites' ? onRemoveFavourite : undefined}
              />
            ))}
          </ul>
          <Pager page={shownPage} pageCount={pageCount} onPageChange={setPage} label={t(`games.${key}.pages`)} />
        </div>
      )}
    </PageFrame>
  );
}
