import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { RetryAlert } from '../../private/BlockFailure/BlockFailure';
import type { LoadStatus, LobbyTable } from '../../private/types';
import * as styles from './LiveTables.css';
import { numberFormat } from '../../private/format/formats';

export interface LiveTablesProps {
  tables: readonly LobbyTable[];
  status: LoadStatus;
  errorMessage?: string | null;
  onRetry?: () => void;
  onJoin: (table: LobbyTable) => void;
  /** How many tables show before "show all" (a live vendor can have dozens; its games come after them). */
  limit?: number;
}

/**
 * A live-casino vendor's tables (the room list): name, dealer, bet range and players, open or under maintenance;
 * an open table can be joined.
 */
export function LiveTables({ tables, status, errorMessage, onRetry, onJoin, limit = 8 }: LiveTablesProps) {
  const { t, i18n } = useTranslation('lobby');
  const titleId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? tables : tables.slice(0, limit);
  const number = numberFormat(i18n.language);
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('tables.title')}
      </h2>
      {status === 'loading' ? <Spinner label={t('tables.loading')} showLabel /> : null}
      {status === 'error' ? (
        <RetryAlert title={t('errorTitle')} retryLabel={t('retry')} onRetry={onRetry}>
          {errorMessage ?? t('tables.error')}
        </RetryAlert>
      ) : null}
      {status === 'ready' && tables.length === 0 ? (
        <p role="status" className={styles.empty}>
          {t('tables.empty')}
        </p>
      ) : null}
      {status === 'ready' && tables.length > 0 ? (
        <ul className={styles.list} aria-labelledby={titleId}>
          {shown.map((table) => (
            <li key={table.id} className={styles.table}>
              <p className={styles.name}>{table.name}</p>
              <p className={styles.detail}>{t('tables.dealer', { name: table.dealer })}</p>
              <p className={styles.detail}>
                {t('tables.bets', { min: number.format(table.minBet), max: number.format(table.maxBet) })}
              </p>
              <p className={styles.detail}>{t('tables.players', { count: table.players })}</p>
              {table.open ? (
                <Button
                  type="button"
                  size="sm"
                  className={styles.join}
                  aria-label={`${t('tables.join')}: ${table.name}`}
                  onClick={() => onJoin(table)}
                >
                  {t('tables.join')}
                </Button>
              ) : (
                <span className={styles.closed}>{t('tables.closed')}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {status === 'ready' && shown.length < tables.length ? (
        <Button type="button" variant="outline" size="sm" className={styles.all} onClick={() => setAll(true)}>
          {t('tables.all', { count: tables.length })}
        </Button>
      ) : null}
    </section>
  );
}
