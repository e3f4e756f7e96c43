import { useEffect, useRef, type ReactNode } from 'react';
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
  /**
   * The site's logo: the loader becomes the splash on the header colour that the page shows before the site has
   * started (index.html draws the same logo on the same colour, so nothing flashes in between).
   */
  logo?: ReactNode;
}

/** Full-page loader over everything (z-index `loader`), or its error state with a retry. */
export function Loader({ message, error, onRetry, logo }: LoaderProps) {
  const { t } = useTranslation('common');
  const retryRef = useRef<HTMLButtonElement>(null);

  // The page behind is covered: take keyboard focus to the one thing that can be done.
  useEffect(() => {
    if (error) retryRef.current?.focus();
  }, [error]);

  return (
    <div className={logo ? styles.splash : styles.overlay} aria-busy={!error}>
      {logo ? <div className={styles.logo}>{logo}</div> : null}
      <div className={logo && !error ? styles.splashPanel : styles.panel}>
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
