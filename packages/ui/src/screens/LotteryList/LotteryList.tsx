import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { ContentStatus } from '../../components/ContentStatus';
import { BlockFailure, type BlockFailureInfo } from '../../private/BlockFailure/BlockFailure';
import { useArrivalStatus } from '../../private/arrival';
import { dateTimeFormat, supportedLocale } from '../../private/format/formats';
import { PageFrame } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import { StarIcon } from '../../private/icons';
import { useNow } from './clock';
import {
  MENU_ARROWS_ABOVE,
  WEEK_ORDER,
  lotteryListTypes,
  type LotteryFilter,
  type LotteryFilterChange,
  type LotteryListType,
} from './filter';
import * as styles from './LotteryList.css';

export interface LotteryListGame {
  id: number;
  /** What the launch takes (lottoGameCode). */
  code: string;
  /** The display name (remark). */
  name: string;
  /** The lottery type (menu tag) it is listed under. */
  tag: string;
  /** The open draw's number. */
  numero: string;
  /** When betting on the open draw closes (fewinTime), ms since the epoch. */
  closesAt: number;
  /** When the open draw is drawn, ms since the epoch. */
  drawAt: number;
  /** The draw days, 1 (Sunday) to 7 (Saturday). */
  drawDays: readonly number[];
}

export interface LotteryMenuTab {
  tag: string;
  name: string;
  count: number;
}

export interface LotteryListProps {
  /** "Lottery", "Vietnamese lottery". */
  title: string;
  /** The games to show: the chosen list type (every game, hot, favourites, recent) narrowed by tag, day and search. */
  games: readonly LotteryListGame[];
  /** How many games the chosen list has before the tag, day and search narrow it (says "no match" over "empty"). */
  listCount?: number;
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string | null;
  onRetry?: () => void;
  /** The list types offered, in order (every game first). */
  listTypes?: readonly LotteryListType[];
  /** The lottery types (game_menus) as tags; left out or empty: no tags. */
  menus?: readonly LotteryMenuTab[];
  /** The types are on their way: their row keeps its place, so the list does not move down when they arrive. */
  menusLoading?: boolean;
  /** The types' call failed: their row says so, with a retry. */
  menusFailure?: BlockFailureInfo | null;
  /** What is chosen. */
  filter: LotteryFilter;
  /** A choice of the player; the site applies the spec's rules (a tag clears list type, search and day). */
  onFilterChange: (change: LotteryFilterChange) => void;
  /** The favourite game ids (logged in); left out, games have no star. */
  favoriteIds?: ReadonlySet<number>;
  onToggleFavorite?: (game: LotteryListGame, favorite: boolean) => void;
  onPlay: (game: LotteryListGame) => void;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "2d 03:04:05", "03:04:05", "04:05". */
export function formatCountdown(ms: number, dayLabel: (days: number) => string): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const clock = `${hours > 0 || days > 0 ? `${pad(hours)}:` : ''}${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${dayLabel(days)} ${clock}` : clock;
}

/** The time left to bet on the open draw; it alone re-renders on each tick of the shared clock. */
function Countdown({ closesAt, drawAt }: Pick<LotteryListGame, 'closesAt' | 'drawAt'>) {
  const { t } = useTranslation('content');
  const now = useNow();
  if (now >= drawAt) return <span className={styles.countdownClosed}>{t('lottery.drawing')}</span>;
  if (now >= closesAt) return <span className={styles.countdownClosed}>{t('lottery.closed')}</span>;
  const text = formatCountdown(closesAt - now, (days) => t('lottery.days', { days }));
  return (
    <span className={styles.countdown} role="timer" aria-label={t('lottery.closesIn', { time: text })}>
      {text}
    </span>
  );
}

/** Weekday names in the reader's language, by the spec's day number (1 Sunday … 7 Saturday). */
function useWeekdays(): (day: number) => string {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(supportedLocale(i18n.language), { weekday: 'short', timeZone: 'UTC' });
  // 7 January 2024 was a Sunday
  return (day) => format.format(new Date(Date.UTC(2024, 0, 6 + day)));
}

/** The type tags; with more than 7, a scrolling strip with arrows (spec §2). */
function MenuStrip({
  menus,
  tag,
  change,
}: {
  menus: readonly LotteryMenuTab[];
  tag: string;
  change: (change: LotteryFilterChange) => void;
}) {
  const { t } = useTranslation('content');
  const strip = useRef<HTMLDivElement>(null);
  const arrows = menus.length > MENU_ARROWS_ABOVE;
  const scroll = (direction: 1 | -1) => {
    const element = strip.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollBy({ left: direction * rtl * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <div className={styles.menuRow}>
      {arrows ? (
        <IconButton
          variant="outline"
          size="sm"
          label={t('lottery.previousTypes')}
          icon={<span aria-hidden="true">‹</span>}
          onClick={() => scroll(-1)}
        />
      ) : null}
      {/* One line that scrolls, whatever the count: its height is known before the types arrive. */}
      <div ref={strip} role="group" aria-label={t('lottery.types')} className={styles.menuStrip}>
        {[{ tag: '', name: t('lottery.allTypes'), count: -1 }, ...menus].map((menu) => (
          <button
            key={menu.tag}
            type="button"
            className={page.chip}
            aria-pressed={tag === menu.tag}
            onClick={() => change({ tag: menu.tag })}
          >
            {menu.name}
            {menu.count >= 0 ? <span className={styles.count}>{menu.count}</span> : null}
          </button>
        ))}
      </div>
      {arrows ? (
        <IconButton
          variant="outline"
          size="sm"
          label={t('lottery.nextTypes')}
          icon={<span aria-hidden="true">›</span>}
          onClick={() => scroll(1)}
        />
      ) : null}
    </div>
  );
}

/**
 * The lottery lobby (spec §2), rendered as the site's lottery lobby machine says: list types (every game, hot, favourites, recent) as equal-width tabs, the lottery
 * types as tags, a draw-day filter (Monday first) and a name search; each lottery with its open draw, its draw days
 * and the time left to bet, every countdown on one shared clock. Loading, failed and empty states are never blank.
 */
export function LotteryList({
  title,
  games,
  listCount = games.length,
  status: given,
  errorMessage,
  onRetry,
  listTypes = lotteryListTypes,
  menus = [],
  menusLoading = false,
  menusFailure,
  filter,
  onFilterChange,
  favoriteIds,
  onToggleFavorite,
  onPlay,
}: LotteryListProps) {
  const { t } = useTranslation('content');
  const status = useArrivalStatus(given, 'ready');
  const searchId = useId();
  const weekday = useWeekdays();
  const change = onFilterChange;
  const drawDays = (days: readonly number[]) =>
    days.length === 7
      ? t('lottery.everyDay')
      : WEEK_ORDER.filter((day) => days.includes(day))
          .map(weekday)
          .join(', ');

  return (
    <PageFrame title={title}>
      {listTypes.length > 1 ? (
        <div role="group" aria-label={t('lottery.lists')} className={styles.listTypes}>
          {listTypes.map((listType) => (
            <button
              key={listType}
              type="button"
              className={styles.listType}
              aria-pressed={filter.listType === listType}
              onClick={() => change({ listType })}
            >
              {t(`lottery.list.${listType || 'all'}`)}
            </button>
          ))}
        </div>
      ) : null}
      {filter.listType === '' && menus.length > 0 ? <MenuStrip menus={menus} tag={filter.tag} change={change} /> : null}
      {filter.listType === '' && menus.length === 0 && menusFailure ? (
        <BlockFailure what={t('lottery.typesFailed')} {...menusFailure} />
      ) : null}
      {filter.listType === '' && menus.length === 0 && menusLoading ? (
        <div className={styles.menuPlaceholder} aria-hidden="true" />
      ) : null}
      <div className={styles.filters}>
        <div role="group" aria-label={t('lottery.drawDay')} className={page.chips}>
          {[null, ...WEEK_ORDER].map((day) => (
            <button
              key={day ?? 'any'}
              type="button"
              className={page.chip}
              aria-pressed={filter.day === day}
              onClick={() => change({ day })}
            >
              {day === null ? t('lottery.anyDay') : weekday(day)}
            </button>
          ))}
        </div>
        <div className={styles.search}>
          <label htmlFor={searchId} className={styles.searchLabel}>
            {t('lottery.search')}
          </label>
          <input
            id={searchId}
            className={styles.searchInput}
            type="search"
            value={filter.search}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => change({ search: event.target.value })}
          />
        </div>
      </div>
      {status !== 'ready' || games.length === 0 ? (
        <ContentStatus
          status={status === 'ready' ? 'empty' : status}
          loadingLabel={t('lottery.loading')}
          errorMessage={errorMessage}
          onRetry={onRetry}
          emptyText={
            listCount > 0
              ? t('lottery.noMatch')
              : filter.listType === 'fav'
                ? t('lottery.noFavourites')
                : filter.listType === 'recent'
                  ? t('lottery.noRecent')
                  : t('lottery.empty')
          }
        />
      ) : (
        <ul className={styles.grid} aria-label={t('lottery.listLabel')}>
          {games.map((game) => {
            const favorite = favoriteIds?.has(game.id) ?? false;
            return (
              <li key={game.id} className={styles.card}>
                <div className={styles.cardHead}>
                  <h2 className={styles.name}>{game.name}</h2>
                  {favoriteIds && onToggleFavorite ? (
                    <button
                      type="button"
                      className={styles.star}
                      aria-pressed={favorite}
                      aria-label={t('lottery.favourite', { name: game.name })}
                      title={t('lottery.favourite', { name: game.name })}
                      onClick={() => onToggleFavorite(game, !favorite)}
                    >
                      <StarIcon filled={favorite} />
                    </button>
                  ) : null}
                </div>
                <p className={styles.numero}>{t('lottery.draw', { numero: game.numero })}</p>
                <Countdown closesAt={game.closesAt} drawAt={game.drawAt} />
                <p className={styles.days}>{drawDays(game.drawDays)}</p>
                <Button
                  type="button"
                  size="sm"
                  className={styles.play}
                  aria-label={`${t('lottery.play')}: ${game.name}`}
                  onClick={() => onPlay(game)}
                >
                  {t('lottery.play')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </PageFrame>
  );
}
