import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { ExternalIcon } from '../../private/icons';
import * as styles from './SpeedTestDialog.css';
import { numberFormat } from '../../private/format/formats';

/** At or above this answer time (milliseconds) an address shows in the slow tone; below it in the fast one. */
export const SPEED_TEST_SLOW_MS = 1000;

/** One address's measurement: under way, its answer time, or no answer in time. */
export type SpeedTestResult = { state: 'measuring' } | { state: 'measured'; ms: number } | { state: 'unreachable' };

/** One of the merchant's addresses (spec §3 router domain list) with its measurement. */
export interface SpeedTestDomain {
  /** The site address as the routers call answers it (an https URL). */
  domain: string;
  result: SpeedTestResult;
}

export interface SpeedTestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** In the order the server lists them. */
  domains: readonly SpeedTestDomain[];
  /** The address list is being fetched, or failed (with `errorMessage` and a retry). */
  status?: 'ready' | 'loading' | 'error';
  /** The server's message for a failed list; a translated one is shown without it. */
  errorMessage?: string | null;
  /** Fetch the list again (failed state). */
  onRetry: () => void;
  /** Measure every address again. */
  onTestAgain: () => void;
  /** A reachable address was chosen. */
  onOpen: (domain: string) => void;
}

/** The host of an address, for display (the address itself when it is not a URL). */
function hostOf(domain: string): string {
  try {
    return new URL(domain).host || domain;
  } catch {
    return domain;
  }
}

/** The reachable address with the shortest time, once every address is measured. */
function fastestOf(domains: readonly SpeedTestDomain[]): string | null {
  let best: { domain: string; ms: number } | null = null;
  for (const { domain, result } of domains) {
    if (result.state === 'measuring') return null;
    if (result.state === 'measured' && (best === null || result.ms < best.ms)) best = { domain, ms: result.ms };
  }
  return best?.domain ?? null;
}

/**
 * The speed test (spec §2 left bar, §3 router domain list): the merchant's addresses, each with its answer time
 * (fast or slow), still measuring, or unreachable; the fastest marked; every reachable one can be opened.
 */
export function SpeedTestDialog({
  open,
  onOpenChange,
  domains,
  status = 'ready',
  errorMessage,
  onRetry,
  onTestAgain,
  onOpen,
}: SpeedTestDialogProps) {
  const { t, i18n } = useTranslation('shell');
  const number = numberFormat(i18n.language, { maximumFractionDigits: 0 });
  const measuring = domains.some((entry) => entry.result.state === 'measuring');
  const fastest = fastestOf(domains);
  const allUnreachable = domains.length > 0 && domains.every((entry) => entry.result.state === 'unreachable');

  const resultOf = (result: SpeedTestResult) => {
    switch (result.state) {
      case 'measuring':
        return <Spinner size="sm" label={t('speedTest.measuring')} className={styles.measuring} />;
      case 'unreachable':
        return <span className={styles.unreachable}>{t('speedTest.unreachable')}</span>;
      case 'measured': {
        const tone = result.ms < SPEED_TEST_SLOW_MS ? 'fast' : 'slow';
        return (
          <span className={styles.time[tone]}>
            {t('speedTest.time', { ms: number.format(result.ms) })}
            <span className={visuallyHidden}> ({t(`speedTest.${tone}`)})</span>
          </span>
        );
      }
    }
  };

  let body;
  if (status === 'loading') {
    body = (
      <div className={styles.state}>
        <Spinner label={t('speedTest.loading')} showLabel />
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div className={styles.state}>
        <p role="alert" className={styles.message}>
          {errorMessage || t('speedTest.error')}
        </p>
        <Button onClick={onRetry}>{t('speedTest.retry')}</Button>
      </div>
    );
  } else if (domains.length === 0) {
    body = (
      <div className={styles.state}>
        <p className={styles.message}>{t('speedTest.empty')}</p>
      </div>
    );
  } else {
    body = (
      <div className={styles.results}>
        <ul aria-label={t('speedTest.list')} className={styles.list}>
          {domains.map(({ domain, result }) => {
            const host = hostOf(domain);
            const isFastest = domain === fastest;
            return (
              <li key={domain} className={isFastest ? `${styles.row} ${styles.fastestRow}` : styles.row}>
                <span className={styles.name}>
                  <span className={styles.host}>{host}</span>
                  {isFastest ? <span className={styles.fastest}>{t('speedTest.fastest')}</span> : null}
                </span>
                <span className={styles.result}>{resultOf(result)}</span>
                {result.state === 'measured' ? (
                  <Button
                    variant={isFastest ? 'solid' : 'soft'}
                    size="sm"
                    className={styles.open}
                    aria-label={t('speedTest.openDomain', { domain: host })}
                    onClick={() => onOpen(domain)}
                  >
                    <ExternalIcon />
                    {t('speedTest.open')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
        {allUnreachable ? (
          <p role="alert" className={styles.message}>
            {t('speedTest.allUnreachable')}
          </p>
        ) : null}
      </div>
    );
  }

  const showTestAgain = status === 'ready' && domains.length > 0;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('speedTest.title')}
      description={t('speedTest.description')}
      size="md"
      footer={
        showTestAgain ? (
          <Button variant="outline" loading={measuring} onClick={onTestAgain}>
            {t('speedTest.testAgain')}
          </Button>
        ) : undefined
      }
    >
      {body}
    </Dialog>
  );
}
