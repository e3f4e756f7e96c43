import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { SafeHtml } from '../../components/SafeHtml';
import { ContentStatus } from '../../components/ContentStatus';
import { isPlainClick } from '../../private/ShellLink';
import * as page from '../../private/PageFrame/page.css';
import { usePromotionPeriod, type PromotionSummary } from '../PromotionList';
import * as styles from './PromotionDetail.css';

export interface PromotionArticle extends Omit<PromotionSummary, 'imageUrl'> {
  /** The operator's HTML as it came; SafeHtml sanitizes it before it is rendered. */
  html: string;
}

export interface PromotionDetailProps {
  /** notFound: the promotion does not exist or has ended (the server says so). */
  status: 'loading' | 'error' | 'notFound' | 'ready';
  promotion?: PromotionArticle | null;
  errorMessage?: string | null;
  onRetry?: () => void;
  /** The promotions list (/promotions). */
  backHref: string;
  /** A plain click on the way back (the site's router navigates). */
  onBack?: () => void;
}

/**
 * One promotion (spec §2 /promoDetail?id=): its title, category and period, and the operator's HTML rendered only
 * after sanitizing (no script, handler, frame, form or inline style survives). A link leads back to the list.
 */
export function PromotionDetail({ status, promotion, errorMessage, onRetry, backHref, onBack }: PromotionDetailProps) {
  const { t } = useTranslation('content');
  const titleId = useId();
  const period = usePromotionPeriod();
  const ready = status === 'ready' && promotion;

  return (
    <article className={page.root} aria-labelledby={titleId}>
      <a
        className={styles.back}
        href={backHref}
        onClick={(event) => {
          if (!onBack || !isPlainClick(event)) return;
          event.preventDefault();
          onBack();
        }}
      >
        <span aria-hidden="true">←</span> {t('promotions.back')}
      </a>
      <h1 id={titleId} className={page.title}>
        {ready ? promotion.title : t('promotions.detail')}
      </h1>
      {ready ? (
        <>
          <p className={styles.meta}>
            <span className={page.badge}>{t(`promotions.category.${promotion.category}`)}</span>
            <span>{period(promotion)}</span>
          </p>
          {/* the operator's headings start at h3 (as the sandbox's do): this keeps the outline in order */}
          <h2 className={visuallyHidden}>{t('promotions.more')}</h2>
          <SafeHtml html={promotion.html} className={styles.content} />
        </>
      ) : (
        <ContentStatus
          status={status === 'notFound' || status === 'ready' ? 'empty' : status}
          loadingLabel={t('promotions.loadingOne')}
          errorMessage={errorMessage}
          onRetry={onRetry}
          emptyText={t('promotions.notFound')}
        />
      )}
    </article>
  );
}
