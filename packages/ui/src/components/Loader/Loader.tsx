import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import * as styles from './Loader.css';

export interface LoaderProps {
  /** Shown under the spinner; defaults to "Loading…". */
  message?: string;
  /** Switches to the error state with this text (spec: a part that fails or times out shows a loader error). */
  error?: string;
  /** Shows a retry button in the error state. */
  onRetry?: () => void;
}

/** Full-page loader over everything (z-index `loader`), or its error state with a retry. */
export function Loader({ message, error, onRetry }: LoaderProps) {
  const { t } = useTranslation('common');
  const retryRef = useRef<HTMLButtonElement>(null);

  // The page behind is covered: take keyboard focus to the one thing that can be done.
  useEffect(() => {
    if (error) retryRef.current?.focus();
  }, [error]);

  return (
    <div className={styles.overlay} aria-busy={!error}>
      <div className={styles.panel}>
        {error ? (
          <>
            <p role="alert" className={styles.error}>
              {error}
            </p>
            {onRetry ? (
              <Button ref={retryRef} onClick={onRetry} fullWidth>
                {t('retry')}
              </Button>
            ) : null}
          </>
        ) : (
          <Spinner size="lg" label={message} showLabel />
        )}
      </div>
    </div>
  );
}
