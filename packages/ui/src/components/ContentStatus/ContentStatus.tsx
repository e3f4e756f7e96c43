import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import * as styles from './ContentStatus.css';

export const contentStatuses = ['loading', 'error', 'empty'] as const;
export type ContentStatusKind = (typeof contentStatuses)[number];

export interface ContentStatusProps {
  status: ContentStatusKind;
  /** What is on its way ("Loading promotions…"); a general text otherwise. */
  loadingLabel?: string;
  /** The failure's message (the server's, or a translated one); a general one otherwise. */
  errorMessage?: string | null;
  /** Shows "Try again" under the failure. */
  onRetry?: () => void;
  /** Says what is missing; a general text otherwise. */
  emptyText?: string;
  /** Under the empty text: a way on (back to the list, log in). */
  action?: ReactNode;
  /** `section`: a smaller box for one part of a page. */
  size?: 'page' | 'section';
}

/**
 * What a content page shows instead of its data: a labelled spinner while loading, the failure with a retry, or
 * what is missing. Never a blank area; the box keeps its height so the page does not jump when data arrives.
 */
export function ContentStatus({
  status,
  loadingLabel,
  errorMessage,
  onRetry,
  emptyText,
  action,
  size = 'page',
}: ContentStatusProps) {
  const { t } = useTranslation('content');
  if (status === 'loading') {
    return (
      <div className={styles.box[size]}>
        <Spinner size={size === 'page' ? 'lg' : 'md'} label={loadingLabel ?? t('state.loading')} showLabel />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <Alert tone="critical" title={t('state.errorTitle')}>
        <p className={styles.message}>{errorMessage || t('state.error')}</p>
        {onRetry ? (
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            {t('state.retry')}
          </Button>
        ) : null}
      </Alert>
    );
  }
  return (
    <div className={styles.box[size]}>
      <p role="status" className={styles.empty}>
        {emptyText ?? t('state.empty')}
      </p>
      {action}
    </div>
  );
}
