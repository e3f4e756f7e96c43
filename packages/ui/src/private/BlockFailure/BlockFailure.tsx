import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import * as styles from './BlockFailure.css';

/** A secondary block's failed call: the player's message (the server's or a translated one) and a retry. */
export interface BlockFailureInfo {
  /** Why it failed, as the site's `Loadable` carries it; left out, only what failed is said. */
  message?: string | null;
  /** Asks again; left out, no button. */
  onRetry?: () => void;
}

/**
 * What a secondary block (the games menu, the banners, the lottery types) shows in its own place when its call
 * failed: what is missing, why, and "Try again". Compact, so the page around it keeps its layout.
 */
export function BlockFailure({
  what,
  message,
  onRetry,
  className,
}: BlockFailureInfo & { what: string; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <Alert tone="critical" className={className ? `${styles.root} ${className}` : styles.root}>
      <div className={styles.row}>
        <p className={styles.text}>
          <span className={styles.what}>{what}</span>
          {message ? ` ${message}` : null}
        </p>
        {onRetry ? (
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : null}
      </div>
    </Alert>
  );
}

/**
 * A block's whole content failed (the game grid, the live tables): the alert under its title with the message and, when
 * it can ask again, the retry.
 */
export function RetryAlert({
  title,
  retryLabel,
  onRetry,
  children,
}: {
  title?: string;
  retryLabel: string;
  onRetry?: () => void;
  /** Why it failed. */
  children: ReactNode;
}) {
  return (
    <Alert tone="critical" title={title}>
      <p className={styles.message}>{children}</p>
      {onRetry ? (
        <Button type="button" size="sm" variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Alert>
  );
}
