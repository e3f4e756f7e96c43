import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, moneyToMinor, type GameCategory } from '@wl/rules';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { useDateFormat } from '../../private/format/intl';
import { FormNotice, moneyFormatter } from '../../private/form';
import { PageFrame, PageLoadStatus, type PageLoadProps } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import * as styles from './RebatePage.css';

export const rebatePageStatuses = ['loading', 'error', 'ready'] as const;
export type RebatePageStatus = (typeof rebatePageStatuses)[number];

/** The game categories a rate may be given for (the contract's GameCategory, in its order). */
export const rebateCategories = GAME_CATEGORIES;
export type RebateCategoryName = GameCategory;

/** One category's rate and what it earned (Money strings; `rate` in percent, "0.80"). */
export interface RebateRow {
  category: RebateCategoryName;
  rate: string;
  validBet: string;
  accrued: string;
}

export interface RebateClaimRow {
  id: number;
  amount: string;
  /** ISO date-time. */
  claimedAt: string;
}

export type RebateNotice = { kind: 'claimed'; amount: string } | { kind: 'failed'; message: string };

export interface RebatePageProps extends PageLoadProps<RebatePageStatus> {
  categories?: readonly RebateRow[];
  total?: string;
  minClaim?: string;
  /** The last claim (ISO); null before the first. */
  since?: string | null;
  claimable?: boolean;
  lastClaims?: readonly RebateClaimRow[];
  onClaim: () => void;
  claiming?: boolean;
  notice?: RebateNotice | null;
  onDismissNotice?: () => void;
  currency?: string;
  minorDigits?: number;
  /** The merchant's IANA time zone. */
  timeZone?: string;
}

/**
 * The manual rebate (spec §2 manualRebate): the rate per game category, the valid bet and rebate since the last
 * claim, the total with the claim button (or why there is nothing to claim), and the last claims.
 */
export function RebatePage(props: RebatePageProps) {
  const { categories = [], total = '0', minClaim = '0', since = null, lastClaims = [] } = props;
  const { t, i18n } = useTranslation(['messages', 'member']);
  const money = moneyFormatter(props.currency ?? '', props.minorDigits ?? 2, i18n.resolvedLanguage ?? i18n.language);
  const date = useDateFormat(true, props.timeZone);
  const title = t('member:centre.page.manualRebate');
  const ids = useId();

  if (props.status !== 'ready') {
    return <PageLoadStatus title={title} loadingLabel={t('rebate.loading')} {...props} status={props.status} />;
  }

  const columns = {
    category: t('rebate.category'),
    rate: t('rebate.rate'),
    validBet: t('rebate.validBet'),
    accrued: t('rebate.accrued'),
  };
  return (
    <PageFrame title={title}>
      <section className={styles.summary} aria-labelledby={`${ids}-total`}>
        <span id={`${ids}-total`} className={page.muted}>
          {t('rebate.total')}
        </span>
        <p className={styles.total}>{money(total)}</p>
        <p className={styles.note}>
          {since ? t('rebate.since', { date: date(since) }) : t('rebate.sinceStart')}
          {' · '}
          {t('rebate.minClaim', { amount: money(minClaim) })}
        </p>
        <FormNotice
          notice={props.notice ?? null}
          failedTitle={t('rebate.failedTitle')}
          onClose={props.onDismissNotice}
          done={(done) => t('rebate.claimedNotice', { amount: money(done.amount) })}
        />
        {props.claimable ? (
          <Button fullWidth loading={props.claiming} onClick={props.onClaim}>
            {t('rebate.claim')}
          </Button>
        ) : (
          <p className={styles.note} role="status">
            {moneyToMinor(total, props.minorDigits ?? 2) === 0n
              ? t('rebate.nothing')
              : t('rebate.belowMin', { amount: money(minClaim) })}
          </p>
        )}
      </section>
      <section className={styles.section} aria-labelledby={`${ids}-rates`}>
        <h2 id={`${ids}-rates`} className={page.sectionTitle}>
          {t('rebate.rates')}
        </h2>
        <table className={styles.table}>
          <thead className={styles.head}>
            <tr>
              <th scope="col" className={styles.headCell}>
                {columns.category}
              </th>
              <th scope="col" className={styles.headCell} data-numeric="">
                {columns.rate}
              </th>
              <th scope="col" className={styles.headCell} data-numeric="">
                {columns.validBet}
              </th>
              <th scope="col" className={styles.headCell} data-numeric="">
                {columns.accrued}
              </th>
            </tr>
          </thead>
          <tbody className={styles.tbody}>
            {categories.map((row) => (
              <tr key={row.category} className={styles.row}>
                <th scope="row" className={styles.categoryCell}>
                  {t(`rebate.categories.${row.category}`)}
                </th>
                <td className={styles.cell} data-label={columns.rate} data-numeric="">
                  {t('rebate.percent', { rate: row.rate })}
                </td>
                <td className={styles.cell} data-label={columns.validBet} data-numeric="">
                  {money(row.validBet)}
                </td>
                <td className={styles.cell} data-label={columns.accrued} data-numeric="">
                  {money(row.accrued)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.section} aria-labelledby={`${ids}-claims`}>
        <h2 id={`${ids}-claims`} className={page.sectionTitle}>
          {t('rebate.lastClaims')}
        </h2>
        {lastClaims.length === 0 ? (
          <ContentStatus status="empty" size="section" emptyText={t('rebate.noClaims')} />
        ) : (
          <ul className={styles.claims}>
            {lastClaims.map((claim) => (
              <li key={claim.id} className={styles.claim}>
                <span>{date(claim.claimedAt)}</span>
                <span className={styles.amount}>{money(claim.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageFrame>
  );
}
