import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { pageItems } from './pagination';
import * as styles from './Pager.css';

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation ("Notice pages"). */
  label: string;
}

/** Page buttons with previous and next (spec §9 pagination defaults); nothing when there is one page. */
export function Pager({ page, pageCount, onPageChange, label }: PagerProps) {
  const { t } = useTranslation('shell');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.root}>
      <button
        type="button"
        className={styles.button}
        aria-label={t('notice.previous')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon />
      </button>
      {pageItems(page, pageCount).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={styles.button}
            aria-label={t('notice.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.button}
        aria-label={t('notice.next')}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
