import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import * as styles from './PageSection.css';

export type PageStatus = 'loading' | 'error' | 'empty' | 'ready';

export interface PageSectionProps {
  title: string;
  status: PageStatus;
  /** The server's message when the data failed; a general one otherwise. */
  errorMessage?: string | null;
  onRetry?: () => void;
  /** Says what is missing when there is nothing to show. */
  emptyText?: string;
  /** Above the content whatever the status: filters, tabs. */
  toolbar?: ReactNode;
  children?: ReactNode;
}

/** A page of the site: its title, and its content or the loading, failed or empty state (never a blank page). */
export function PageSection({ title, status, errorMessage, onRetry, emptyText, toolbar, children }: PageSectionProps) {
  const { t } = useTranslation('pages');
  return (
    <section className={styles.root} aria-label={title}>
      <h1 className={styles.title}>{title}</h1>
      {toolbar}
      {status === 'loading' ? (
        <div className={styles.state}>
          <Spinner size="lg" label={t('loading')} showLabel />
        </div>
      ) : null}
      {status === 'error' ? (
        <Alert tone="critical" title={t('errorTitle')}>
          {errorMessage ?? t('error')}{' '}
          {onRetry ? (
            <Button type="button" size="sm" variant="outline" onClick={onRetry}>
              {t('retry')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {status === 'empty' ? <p className={styles.state}>{emptyText ?? t('empty')}</p> : null}
      {status === 'ready' ? children : null}
    </section>
  );
}
