import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ErrorIcon, RefreshIcon } from '../../private/icons';
import * as styles from './RouteLoadError.css';

export interface RouteLoadErrorProps {
  /** Loads the part again. */
  onRetry: () => void;
  /** Spec §8: "The page took longer to load, check your network" by default. */
  message?: string;
  /** Retrying is under way. */
  retrying?: boolean;
}

/**
 * The loader error of a page part (spec §2: a missing part, or one that takes over 120000 ms). It takes the
 * page's place and leaves the header and bars usable; focus goes to the retry button.
 */
export function RouteLoadError({ onRetry, message, retrying = false }: RouteLoadErrorProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const retryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    retryRef.current?.focus();
  }, []);

  return (
    <section role="alert" aria-labelledby={titleId} className={styles.root}>
      <span className={styles.icon}>
        <ErrorIcon />
      </span>
      <h2 id={titleId} className={styles.title}>
        {t('routeError.title')}
      </h2>
      <p className={styles.message}>{message ?? t('loader.error')}</p>
      <Button ref={retryRef} variant="solid" loading={retrying} onClick={onRetry}>
        <RefreshIcon />
        {t('loader.retry')}
      </Button>
    </section>
  );
}
