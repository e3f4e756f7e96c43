import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { Pager } from '../../private/Pager/Pager';
import { SafeHtml } from '../../components/SafeHtml';
import * as styles from './NoticeModal.css';
import { dateTimeFormat } from '../../private/format/formats';

/** Spec §9: notices per page. */
export const NOTICES_PER_PAGE = 9;

/** A player notice (the contract's Notice). */
export interface NoticeItem {
  id: number | string;
  /** Plain text. */
  title: string;
  /** HTML from the operator: sanitized before it is shown. */
  content: string;
  /** ISO date-time. */
  publishedAt?: string;
}

export interface NoticeModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Newest first, as the announcements call answers. */
  notices: readonly NoticeItem[];
  /** The list is being fetched, or failed (with a retry). */
  status?: 'ready' | 'loading' | 'error';
  onRetry?: () => void;
  /** The notice shown first; the newest otherwise. */
  initialNoticeId?: NoticeItem['id'];
}

/**
 * The notice modal (spec §2): titled notices, 9 per page with paging, and the chosen notice's HTML on the right,
 * sanitized.
 */
export function NoticeModal({
  open,
  onOpenChange,
  notices,
  status = 'ready',
  onRetry,
  initialNoticeId,
}: NoticeModalProps) {
  const { t, i18n } = useTranslation('shell');
  const ids = useId();
  const detailRef = useRef<HTMLElement>(null);
  const initialIndex = Math.max(
    0,
    notices.findIndex((notice) => notice.id === initialNoticeId),
  );
  const [page, setPage] = useState(() => Math.floor(initialIndex / NOTICES_PER_PAGE) + 1);
  const [selectedId, setSelectedId] = useState(initialNoticeId);

  const pageCount = Math.max(1, Math.ceil(notices.length / NOTICES_PER_PAGE));
  const current = Math.min(page, pageCount);
  const onPage = notices.slice((current - 1) * NOTICES_PER_PAGE, current * NOTICES_PER_PAGE);
  const selected = notices.find((notice) => notice.id === selectedId) ?? onPage[0];
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const formatDate = (iso?: string) => (iso ? date.format(new Date(iso)) : null);

  const choose = (notice: NoticeItem) => {
    setSelectedId(notice.id);
    // on phones the detail is below the list: bring it into view
    detailRef.current?.scrollIntoView?.({ block: 'nearest' });
  };
  const changePage = (next: number) => {
    setPage(next);
    setSelectedId(notices[(next - 1) * NOTICES_PER_PAGE]?.id);
  };

  let body;
  if (status === 'loading') {
    body = (
      <div className={styles.state}>
        <Spinner label={t('notice.loading')} showLabel />
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div className={styles.state}>
        <p role="alert">{t('notice.error')}</p>
        {onRetry ? <Button onClick={onRetry}>{t('notice.retry')}</Button> : null}
      </div>
    );
  } else if (notices.length === 0) {
    body = (
      <div className={styles.state}>
        <p>{t('notice.empty')}</p>
      </div>
    );
  } else {
    body = (
      <div className={styles.layout}>
        <div className={styles.side}>
          <ul aria-label={t('notice.list')} className={styles.list}>
            {onPage.map((notice) => (
              <li key={notice.id}>
                <button
                  type="button"
                  className={styles.item}
                  aria-current={notice.id === selected?.id ? 'true' : undefined}
                  aria-controls={`${ids}-detail`}
                  onClick={() => choose(notice)}
                >
                  <span className={styles.itemTitle}>{notice.title}</span>
                  {notice.publishedAt ? (
                    <span className={styles.itemDate}>{formatDate(notice.publishedAt)}</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
          <Pager page={current} pageCount={pageCount} onPageChange={changePage} label={t('notice.pagination')} />
        </div>
        {selected ? (
          <article
            ref={detailRef}
            id={`${ids}-detail`}
            aria-labelledby={`${ids}-detail-title`}
            className={styles.detail}
          >
            <h3 id={`${ids}-detail-title`} className={styles.detailTitle}>
              {selected.title}
            </h3>
            {selected.publishedAt ? (
              <p className={styles.itemDate}>{t('notice.published', { date: formatDate(selected.publishedAt) })}</p>
            ) : null}
            <SafeHtml html={selected.content} className={styles.content} />
          </article>
        ) : null}
      </div>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('notice.title')} size="lg">
      {body}
    </Dialog>
  );
}
