import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import * as styles from './CardGrid.css';

export interface CardItem {
  id: string | number;
  title: string;
  /** A second line: the vendor, the points, the time left. */
  detail?: ReactNode;
  imageUrl?: string;
  /** A short label on the card ("Hot", "New"). */
  badge?: string;
  /** The card's button; left out: no button. */
  actionLabel?: string;
  actionDisabled?: boolean;
}

export interface CardGridProps {
  items: readonly CardItem[];
  /** Names the list for screen readers. */
  label: string;
  onAction?: (item: CardItem) => void;
  /** There are more items: a "show more" button under the grid. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
}

/**
 * A grid of cards (games, rewards, promotions): picture, title, a detail line and one action each. Pictures load
 * lazily, so a long list costs only what is on screen.
 */
export function CardGrid({ items, label, onAction, hasMore, loadingMore, onMore }: CardGridProps) {
  const { t } = useTranslation('pages');
  return (
    <>
      <ul className={styles.grid} aria-label={label}>
        {items.map((item) => (
          <li key={item.id} className={styles.card}>
            {item.imageUrl ? (
              <img className={styles.picture} src={item.imageUrl} alt="" loading="lazy" decoding="async" />
            ) : null}
            {item.badge ? <span className={styles.badge}>{item.badge}</span> : null}
            <h2 className={styles.title}>{item.title}</h2>
            {item.detail ? <div className={styles.detail}>{item.detail}</div> : null}
            {item.actionLabel && onAction ? (
              <Button
                type="button"
                size="sm"
                className={styles.action}
                disabled={item.actionDisabled}
                aria-label={`${item.actionLabel}: ${item.title}`}
                onClick={() => onAction(item)}
              >
                {item.actionLabel}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {hasMore && onMore ? (
        <Button type="button" variant="outline" className={styles.more} onClick={onMore} disabled={loadingMore}>
          {loadingMore ? t('loadingMore') : t('more')}
        </Button>
      ) : null}
    </>
  );
}
