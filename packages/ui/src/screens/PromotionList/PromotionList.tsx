import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentStatus } from '../../components/ContentStatus';
import { useDateFormat } from '../../private/format/intl';
import { isPlainClick } from '../../private/ShellLink';
import { PageFrame } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import * as styles from './PromotionList.css';

/** The contract's promotion categories, in the order the filter lists them. */
export const promotionCategories = ['new_player', 'deposit', 'rebate', 'vip', 'daily', 'special'] as const;
export type PromotionCategoryName = (typeof promotionCategories)[number];

export interface PromotionSummary {
  id: number;
  /** Plain text (shown as typed, never as HTML). */
  title: string;
  category: PromotionCategoryName;
  /** The card picture (2:1). */
  imageUrl: string;
  /** ISO date-times; `endTime` null while the promotion has no end. */
  startTime: string;
  endTime: string | null;
}

export interface PromotionListProps {
  promotions: readonly PromotionSummary[];
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string | null;
  onRetry?: () => void;
  /** The promotion's page (/promoDetail?id=): the card is a link to it. */
  hrefOf: (promotion: PromotionSummary) => string;
  /** A plain click on a card (the site's router navigates); modified clicks follow the link. */
  onOpen?: (promotion: PromotionSummary) => void;
  /** The category chosen first; all by default. */
  defaultCategory?: PromotionCategoryName | 'all';
}

/** When a promotion runs, as a card says it: starts later, runs until a date, or has no end. */
export function usePromotionPeriod() {
  const { t } = useTranslation('content');
  const date = useDateFormat();
  return ({ startTime, endTime }: Pick<PromotionSummary, 'startTime' | 'endTime'>, now = Date.now()) => {
    if (Date.parse(startTime) > now) return t('promotions.starts', { date: date(startTime) });
    return endTime ? t('promotions.until', { date: date(endTime) }) : t('promotions.noEnd');
  };
}

/**
 * The promotions (spec §2 /promotions): a card per promotion with its picture, category and period, each a link to
 * its page; a filter by category when there is more than one. Loading, failed and empty states are never blank.
 */
export function PromotionList({
  promotions,
  status,
  errorMessage,
  onRetry,
  hrefOf,
  onOpen,
  defaultCategory = 'all',
}: PromotionListProps) {
  const { t } = useTranslation('content');
  const period = usePromotionPeriod();
  const [category, setCategory] = useState<PromotionCategoryName | 'all'>(defaultCategory);
  const present = promotionCategories.filter((name) => promotions.some((promotion) => promotion.category === name));
  const chosen = category !== 'all' && present.includes(category) ? category : 'all';
  const shown = chosen === 'all' ? promotions : promotions.filter((promotion) => promotion.category === chosen);

  let content;
  if (status !== 'ready' || promotions.length === 0) {
    content = (
      <ContentStatus
        status={status === 'ready' ? 'empty' : status}
        loadingLabel={t('promotions.loading')}
        errorMessage={errorMessage}
        onRetry={onRetry}
        emptyText={t('promotions.empty')}
      />
    );
  } else {
    content = (
      <>
        {present.length > 1 ? (
          <div role="group" aria-label={t('promotions.categories')} className={page.chips}>
            {(['all', ...present] as const).map((name) => (
              <button
                key={name}
                type="button"
                className={page.chip}
                aria-pressed={chosen === name}
                onClick={() => setCategory(name)}
              >
                {name === 'all' ? t('promotions.all') : t(`promotions.category.${name}`)}
              </button>
            ))}
          </div>
        ) : null}
        <ul className={styles.grid} aria-label={t('promotions.list')}>
          {shown.map((promotion) => (
            <li key={promotion.id} className={styles.item}>
              <a
                className={styles.card}
                href={hrefOf(promotion)}
                onClick={(event) => {
                  if (!onOpen || !isPlainClick(event)) return;
                  event.preventDefault();
                  onOpen(promotion);
                }}
              >
                <img
                  className={styles.picture}
                  src={promotion.imageUrl}
                  alt=""
                  width={640}
                  height={320}
                  loading="lazy"
                  decoding="async"
                />
                <span className={styles.body}>
                  <span className={page.badge}>{t(`promotions.category.${promotion.category}`)}</span>
                  <h2 className={styles.cardTitle}>{promotion.title}</h2>
                  <span className={styles.period}>{period(promotion)}</span>
                  <span className={styles.more} aria-hidden="true">
                    {t('promotions.more')}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return <PageFrame title={t('promotions.title')}>{content}</PageFrame>;
}
