import { useTranslation } from 'react-i18next';
import { moneyFormatter } from '../../private/form';
import { PageFrame, PageLoadStatus, type PageLoadProps } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import { progressPercent } from './rankProgress';
import * as styles from './PlayerRankPage.css';

export const playerRankStatuses = ['loading', 'error', 'ready'] as const;
export type PlayerRankStatus = (typeof playerRankStatuses)[number];

/** One level of the rank table (the API's PlayerRank); money as decimal strings. */
export interface RankLevel {
  rankLevel: number;
  rankName: string;
  monthlyTurnover: string;
  benefits: { upgradeBonus: string; monthlyBonus: string; rebatePercent: string; dailyWithdrawals: number };
}

/** The member's place (the API's PlayerRankProgress). */
export interface RankProgress {
  rankLevel: number;
  rankName: string | null;
  monthTurnover: string;
  next: RankLevel | null;
  levels: readonly RankLevel[];
}

export interface PlayerRankPageProps extends PageLoadProps<PlayerRankStatus> {
  progress?: RankProgress;
  currency?: string;
  minorDigits?: number;
}

/** Player rank (spec §2 vip): the member's rank, this month's valid turnover towards the next, the 18 levels. */
export function PlayerRankPage(props: PlayerRankPageProps) {
  const { t, i18n } = useTranslation(['rewards', 'member']);
  const title = t('member:centre.page.vip');
  const { progress, currency = '', minorDigits = 2 } = props;
  if (props.status !== 'ready' || !progress) {
    const status = props.status === 'ready' ? 'loading' : props.status;
    return <PageLoadStatus title={title} loadingLabel={t('rank.loading')} {...props} status={status} />;
  }
  const money = moneyFormatter(currency, minorDigits, i18n.resolvedLanguage ?? i18n.language);
  return (
    <PageFrame title={title}>
      <RankSummary progress={progress} money={money} minorDigits={minorDigits} />
      <h2 className={page.sectionTitle}>{t('rank.levels')}</h2>
      <ol className={styles.levels}>
        {progress.levels.map((level) => {
          const current = level.rankLevel === progress.rankLevel;
          return (
            <li key={level.rankLevel} className={styles.level} aria-current={current || undefined}>
              <p className={styles.levelName}>
                <span>
                  {t('rank.level', { level: level.rankLevel })} · <strong>{level.rankName}</strong>
                </span>
                {current ? <span className={page.badge}>{t('rank.current')}</span> : null}
              </p>
              <dl className={styles.benefits}>
                <Pair term={t('rank.monthlyTurnover')} value={money(level.monthlyTurnover)} />
                <Pair term={t('rank.upgradeBonus')} value={money(level.benefits.upgradeBonus)} />
                <Pair term={t('rank.monthlyBonus')} value={money(level.benefits.monthlyBonus)} />
                <Pair
                  term={t('rank.rebate')}
                  value={t('rank.rebateValue', { percent: level.benefits.rebatePercent })}
                />
                <Pair term={t('rank.withdrawals')} value={String(level.benefits.dailyWithdrawals)} />
              </dl>
            </li>
          );
        })}
      </ol>
    </PageFrame>
  );
}

function Pair({ term, value }: { term: string; value: string }) {
  return (
    <div className={styles.pair}>
      <dt className={page.muted}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
}

/**
 * The member's rank and this month's valid turnover against the next level's (also the reward centre's header):
 * a progress bar named by the figures.
 */
export function RankSummary({
  progress,
  money,
  minorDigits,
}: {
  progress: Pick<RankProgress, 'rankLevel' | 'rankName' | 'monthTurnover' | 'next'>;
  money: (value: string) => string;
  minorDigits: number;
}) {
  const { t } = useTranslation('rewards');
  const { next } = progress;
  const figures = next
    ? t('rank.progress', {
        actual: money(progress.monthTurnover),
        expected: money(next.monthlyTurnover),
        rank: next.rankName,
      })
    : t('rank.top');
  return (
    <div className={styles.summary}>
      <p className={styles.rank}>
        <span className={page.muted}>{t('rank.yourRank')}</span>
        <strong className={styles.rankName}>
          {progress.rankName
            ? `${progress.rankName} · ${t('rank.level', { level: progress.rankLevel })}`
            : t('rank.none')}
        </strong>
      </p>
      <p className={styles.rank}>
        <span className={page.muted}>{t('rank.turnover')}</span>
        <strong>{money(progress.monthTurnover)}</strong>
      </p>
      {next ? (
        <progress
          className={styles.bar}
          max={100}
          value={progressPercent(progress.monthTurnover, next.monthlyTurnover, minorDigits)}
          aria-label={figures}
        />
      ) : null}
      <p className={styles.figures}>{figures}</p>
    </div>
  );
}
