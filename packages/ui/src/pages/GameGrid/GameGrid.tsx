import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { StarIcon } from '../private/icons';
import type { LobbyGame } from '../private/types';
import * as styles from './GameGrid.css';

export type GameGridStatus = 'loading' | 'error' | 'empty' | 'ready';

/** How many placeholder tiles the loading state shows (one row on a wide screen, two on a phone). */
const SKELETON_TILES = 8;

export interface GameGridProps {
  games: readonly LobbyGame[];
  status: GameGridStatus;
  /** Names the list for screen readers (default "Games"). */
  label?: string;
  /** The failure's message (the server's, or a translated one); a general one otherwise. */
  errorMessage?: string | null;
  onRetry?: () => void;
  /** Says what is missing when there is nothing to show (default "No games here yet."). */
  emptyText?: string;
  onPlay: (game: LobbyGame) => void;
  /** The favourite games' ids; left out, tiles have no star. */
  favoriteIds?: ReadonlySet<string>;
  onToggleFavorite?: (game: LobbyGame, favorite: boolean) => void;
  /** How many games the list has in all (shows "20 of 160 games"). */
  total?: number;
  hasMore?: boolean;
  loadingMore?: boolean;
  /** The next page failed: its message, with a retry in place of "load more". */
  moreError?: string | null;
  onLoadMore?: () => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0])
    .join('')
    .toUpperCase();

/** The tile picture; when it fails (one attempt, spec §8) the game's initials take its place. */
function TilePicture({ game }: { game: LobbyGame }) {
  const [failed, setFailed] = useState(false);
  if (failed || !game.imageUrl) {
    return (
      <span className={styles.fallback} aria-hidden="true">
        {initials(game.name)}
      </span>
    );
  }
  return (
    <img
      className={styles.picture}
      src={game.imageUrl}
      alt=""
      width={160}
      height={160}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * A lobby's games as tiles: picture, name, vendor, hot and new marks and a favourite star; a tile opens its game (or,
 * for a vendor's own item, its list). Loading, failed and empty states are never blank; "load more" adds the next
 * page. Tiles off screen skip layout and painting, so a long list stays smooth on a low-end phone.
 */
export function GameGrid({
  games,
  status,
  label,
  errorMessage,
  onRetry,
  emptyText,
  onPlay,
  favoriteIds,
  onToggleFavorite,
  total,
  hasMore = false,
  loadingMore = false,
  moreError,
  onLoadMore,
}: GameGridProps) {
  const { t } = useTranslation('lobby');
  const listLabel = label ?? t('grid.games');

  if (status === 'loading') {
    return (
      <div className={styles.root}>
        <Spinner label={t('grid.loading')} showLabel className={styles.loadingLabel} />
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <li key={index} className={styles.skeleton} />
          ))}
        </ul>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <Alert tone="critical" title={t('errorTitle')}>
        <p className={styles.message}>{errorMessage ?? t('grid.error')}</p>
        {onRetry ? (
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : null}
      </Alert>
    );
  }
  if (status === 'empty') {
    return (
      <p role="status" className={styles.empty}>
        {emptyText ?? t('grid.empty')}
      </p>
    );
  }

  return (
    <div className={styles.root}>
      <ul className={styles.grid} aria-label={listLabel}>
        {games.map((game) => {
          const favorite = favoriteIds?.has(game.id) ?? false;
          return (
            <li key={game.id} className={styles.tile}>
              <button type="button" className={styles.play} onClick={() => onPlay(game)}>
                <TilePicture game={game} />
                <span className={styles.name}>{game.name}</span>
                <span className={styles.vendor}>{game.isVendorList ? t('grid.vendorList') : game.vendorName}</span>
                {game.hot || game.isNew ? (
                  <span className={styles.badges}>
                    {game.hot ? <span className={styles.hot}>{t('grid.hot')}</span> : null}
                    {game.isNew ? <span className={styles.fresh}>{t('grid.new')}</span> : null}
                  </span>
                ) : null}
              </button>
              {favoriteIds && onToggleFavorite && !game.isVendorList ? (
                <button
                  type="button"
                  className={styles.star}
                  aria-pressed={favorite}
                  aria-label={t('grid.favorite', { name: game.name })}
                  title={t('grid.favorite', { name: game.name })}
                  onClick={() => onToggleFavorite(game, !favorite)}
                >
                  <StarIcon filled={favorite} />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        {total !== undefined && total > 0 ? (
          <p className={styles.count}>{t('grid.count', { shown: games.length, total })}</p>
        ) : null}
        {moreError ? (
          <Alert tone="critical">
            <p className={styles.message}>{moreError}</p>
            {onLoadMore ? (
              <Button type="button" size="sm" variant="outline" onClick={onLoadMore}>
                {t('retry')}
              </Button>
            ) : null}
          </Alert>
        ) : hasMore && onLoadMore ? (
          <Button type="button" variant="outline" loading={loadingMore} onClick={onLoadMore}>
            {loadingMore ? t('grid.loadingMore') : t('grid.more')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
