import { memo, useCallback, useEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { RetryAlert } from '../../private/BlockFailure/BlockFailure';
import { useArrivalStatus } from '../../private/arrival';
import { StarIcon } from '../../private/icons';
import type { LobbyGame } from '../../private/types';
import { LazyPicture } from '../../private/LazyPicture';
import * as styles from './GameGrid.css';
import { useWindowRows } from './useWindowRows';

export type GameGridStatus = 'loading' | 'error' | 'empty' | 'ready';

/** How many placeholder tiles the loading state shows (one row on a wide screen, two on a phone). */
const SKELETON_TILES = 8;

/**
 * Spec §9's infinite-scroll throttle: at most one automatic page request per 200 ms, however fast the fling or
 * however many scroll events it fires.
 */
export const LOAD_MORE_THROTTLE_MS = 200;

/**
 * Tiles kept either side of the focused one when the page scrolls away from it: Tab and Shift+Tab from it reach its
 * neighbours (which scroll into view and bring the rows back) instead of jumping to the rows on screen.
 */
const HELD_NEIGHBOURS = 1;

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
  const initialsTile = (
    <span className={styles.fallback} aria-hidden="true">
      {initials(game.name)}
    </span>
  );
  return (
    <LazyPicture className={styles.picture} src={game.imageUrl} width={160} height={160} fallback={initialsTile} />
  );
}

interface TileProps {
  game: LobbyGame;
  index: number;
  setSize: number;
  /** The star's state; left out, the tile has no star. */
  favorite?: boolean;
  onPlay: (game: LobbyGame) => void;
  onToggleFavorite?: (game: LobbyGame, favorite: boolean) => void;
  /** Where a tile outside the rendered rows sits (the focused one, kept while the page scrolls away from it). */
  place?: CSSProperties;
}

/** One game; memoized, so a scroll that adds a row renders that row's tiles only. */
const Tile = memo(function Tile({ game, index, setSize, favorite, onPlay, onToggleFavorite, place }: TileProps) {
  const { t } = useTranslation('lobby');
  return (
    <li
      className={styles.tile}
      data-index={index}
      data-pinned={place ? '' : undefined}
      style={place}
      // the list in the DOM is a window onto the whole: assistive technology still hears "12 of 160"
      aria-posinset={index + 1}
      aria-setsize={setSize}
    >
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
      {favorite !== undefined && onToggleFavorite ? (
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
});

interface AutoLoad {
  count: number;
  /** Tells one list from another (another vendor's games): each list's pages are asked for afresh. */
  listKey: string;
  /** The list's end is within the overscan. */
  nearEnd: boolean;
  /** The player has scrolled; before that a page is fetched only if the page cannot scroll any further. */
  scrolled: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  failed: boolean;
  onLoadMore?: () => void;
}

/** The window cannot scroll further down, so no scroll will ever bring the next page: it is fetched unasked. */
const atPageBottom = () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;

/**
 * Infinite scroll: the next page is asked for when the list's end comes within the overscan, once per page (a page
 * that brings nothing new leaves "load more" to the player), never while one is loading or after one failed (the
 * retry is the player's), and throttled. Returns the "load more" button's handler, which counts as that request.
 */
function useAutoLoadMore({ count, listKey, nearEnd, scrolled, hasMore, loadingMore, failed, onLoadMore }: AutoLoad) {
  /** The list and its length when the last page was asked for. */
  const requestedAt = useRef('');
  const at = `${listKey}:${count}`;
  const lastRequest = useRef(0);
  const [wake, setWake] = useState(0);

  useEffect(() => {
    if (!nearEnd || !hasMore || loadingMore || failed || !onLoadMore || requestedAt.current === at) return;
    if (!scrolled && !atPageBottom()) return;
    const wait = lastRequest.current + LOAD_MORE_THROTTLE_MS - Date.now();
    if (wait > 0) {
      const timer = window.setTimeout(() => setWake((n) => n + 1), wait);
      return () => window.clearTimeout(timer);
    }
    requestedAt.current = at;
    lastRequest.current = Date.now();
    onLoadMore();
  }, [at, nearEnd, scrolled, hasMore, loadingMore, failed, onLoadMore, wake]);

  return useCallback(() => {
    requestedAt.current = at;
    lastRequest.current = Date.now();
    onLoadMore?.();
  }, [at, onLoadMore]);
}

/**
 * A lobby's games as tiles: picture, name, vendor, hot and new marks and a favourite star; a tile opens its game (or,
 * for a vendor's own item, its list). Loading, failed and empty states are never blank. Only the rows near the
 * viewport are in the DOM (5,000 games cost what a screenful does), and the next page loads as the list's end comes
 * near; "load more" stays for the keyboard, assistive technology and a page that failed.
 */
export function GameGrid({
  games,
  status: given,
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
  const status = useArrivalStatus(given, 'ready');
  const listLabel = label ?? t('grid.games');
  const ready = status === 'ready';
  const { attach, start, end, spacer, nearEnd, scrolled, placeAt } = useWindowRows(ready ? games.length : 0);
  const loadMore = useAutoLoadMore({
    count: games.length,
    listKey: games[0]?.id ?? '',
    nearEnd: ready && nearEnd,
    scrolled,
    hasMore,
    loadingMore,
    failed: Boolean(moreError),
    onLoadMore,
  });

  // the tile holding the focus stays in the DOM while the page scrolls away from it (unmounted, it would drop it)
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const focused = focusedId === null ? -1 : games.findIndex((game) => game.id === focusedId);
  const held =
    focused < 0
      ? []
      : Array.from({ length: 2 * HELD_NEIGHBOURS + 1 }, (_, offset) => focused - HELD_NEIGHBOURS + offset).filter(
          (index) => index >= 0 && index < games.length && (index < start || index >= end),
        );
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const index = Number((event.target as Element).closest('li')?.getAttribute('data-index'));
    setFocusedId(games[index]?.id ?? null);
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedId(null);
  };
  // the list went away with the focus in it (a new vendor's games loading): no blur came, nothing is held any more
  if (!ready && focusedId !== null) setFocusedId(null);

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
      <RetryAlert title={t('errorTitle')} retryLabel={t('retry')} onRetry={onRetry}>
        {errorMessage ?? t('grid.error')}
      </RetryAlert>
    );
  }
  if (status === 'empty') {
    return (
      <p role="status" className={styles.empty}>
        {emptyText ?? t('grid.empty')}
      </p>
    );
  }

  const setSize = Math.max(total ?? 0, games.length);
  const tile = (index: number, place?: CSSProperties) => {
    const game = games[index]!;
    const starred = favoriteIds && onToggleFavorite && !game.isVendorList;
    return (
      <Tile
        key={game.id}
        game={game}
        index={index}
        setSize={setSize}
        favorite={starred ? favoriteIds.has(game.id) : undefined}
        onPlay={onPlay}
        onToggleFavorite={starred ? onToggleFavorite : undefined}
        place={place}
      />
    );
  };
  // one array, so a tile moving between the rows and the held places keeps its element (and the focus)
  const indices = [
    ...held.filter((index) => index < start),
    ...Array.from({ length: end - start }, (_, offset) => start + offset),
    ...held.filter((index) => index >= end),
  ];

  return (
    <div className={styles.root}>
      <ul ref={attach} className={styles.grid} style={spacer} aria-label={listLabel} onFocus={onFocus} onBlur={onBlur}>
        {indices.map((index) => (index < start || index >= end ? tile(index, placeAt(index)) : tile(index)))}
      </ul>
      <div className={styles.footer}>
        {total !== undefined && total > 0 ? (
          <p className={styles.count}>{t('grid.count', { shown: games.length, total })}</p>
        ) : null}
        {moreError ? (
          <RetryAlert retryLabel={t('retry')} onRetry={onLoadMore ? loadMore : undefined}>
            {moreError}
          </RetryAlert>
        ) : hasMore && onLoadMore ? (
          <Button type="button" variant="outline" loading={loadingMore} onClick={loadMore}>
            {loadingMore ? t('grid.loadingMore') : t('grid.more')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
