import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { ImageAttachments, type ImageAttachmentsProps } from '../../components/ImageAttachments';
import { useDateFormat } from '../../private/format/intl';
import { FormNotice, moneyFormatter, submitWith } from '../../private/form';
import { CountedTextArea } from '../../private/form/CountedTextArea';
import { PageFrame, PageLoadStatus, type PageLoadProps } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import { RankSummary, type RankProgress } from '../PlayerRankPage';
import * as styles from './RewardCentrePage.css';
import { numberFormat } from '../../private/format/formats';

export const rewardCentreStatuses = ['loading', 'error', 'ready'] as const;
export type RewardCentreStatus = (typeof rewardCentreStatuses)[number];

/** Spec §4's activity statuses, as the API names them. */
export const rewardActivityStatuses = [
  'join',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'comingSoon',
] as const;
export type RewardActivityStatus = (typeof rewardActivityStatuses)[number];

/** One activity tile (the API's RewardActivity). */
export interface RewardActivityTile {
  promotionId: number;
  title: string;
  description: string;
  status: RewardActivityStatus;
  requiresApplication: boolean;
  bonus: string | null;
  startTime: string;
  endTime: string;
  /** The back office's note on a decided application. */
  remark: string | null;
}

export type RewardCentreNotice =
  | { kind: 'claimed'; amount: string }
  | { kind: 'joined'; title: string }
  | { kind: 'applied'; title: string }
  | { kind: 'failed'; message: string };

/** The application form of one activity (a remark of at most 140 characters and up to 3 images). */
export interface RewardApplication {
  title: string;
  remark: string;
  onRemarkChange: (remark: string) => void;
  attachments: Omit<ImageAttachmentsProps, 'disabled'>;
  onSubmit: () => void;
  onCancel: () => void;
  submitting?: boolean;
}

export interface RewardCentrePageProps extends PageLoadProps<RewardCentreStatus> {
  account: string;
  nickname?: string | null;
  /** The MAIN balance (Money); null while unknown. */
  balance?: string | null;
  vipLabel?: string | null;
  rank?: Pick<RankProgress, 'rankLevel' | 'rankName' | 'monthTurnover' | 'next'> | null;
  todayBonus?: string;
  totalBonus?: string;
  points?: number | null;
  activities?: readonly RewardActivityTile[];
  currency?: string;
  minorDigits?: number;
  /** The merchant's time zone for the activities' dates. */
  timeZone?: string;
  /** The activity whose join or claim is under way. */
  busyId?: number | null;
  onJoin: (promotionId: number) => void;
  onClaim: (promotionId: number) => void;
  onApply: (promotionId: number) => void;
  application?: RewardApplication | null;
  notice?: RewardCentreNotice | null;
  onDismissNotice?: () => void;
}

/**
 * Reward centre (spec §2 rewardCenter): the member, balance and VIP label with the progress to the next rank; today's
 * and total bonus and points; the activities with their statuses, unclaimed badges, and join, claim and apply.
 */
export function RewardCentrePage(props: RewardCentrePageProps) {
  const { t, i18n } = useTranslation(['rewards', 'member']);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { currency = '', minorDigits = 2, activities = [], application = null } = props;
  const money = moneyFormatter(currency, minorDigits, locale);
  const date = useDateFormat(false, props.timeZone);
  const number = numberFormat(locale);
  const title = t('member:centre.page.rewardCenter');

  if (props.status !== 'ready') {
    return <PageLoadStatus title={title} loadingLabel={t('centre.loading')} {...props} status={props.status} />;
  }

  return (
    <PageFrame title={title}>
      <dl className={styles.member}>
        <Pair term={t('centre.account')} value={props.account} />
        {props.nickname ? <Pair term={t('centre.nickname')} value={props.nickname} /> : null}
        <Pair term={t('centre.balance')} value={props.balance ? money(props.balance) : '–'} />
        <Pair term={t('centre.vip')} value={props.vipLabel ?? t('centre.noVip')} />
      </dl>
      {props.rank ? <RankSummary progress={props.rank} money={money} minorDigits={minorDigits} /> : null}
      <dl className={styles.totals}>
        <Pair term={t('centre.todayBonus')} value={money(props.todayBonus ?? '0')} />
        <Pair term={t('centre.totalBonus')} value={money(props.totalBonus ?? '0')} />
        <Pair term={t('centre.points')} value={props.points == null ? '–' : number.format(props.points)} />
      </dl>
      <FormNotice
        notice={props.notice ?? null}
        failedTitle={t('centre.failedTitle')}
        onClose={props.onDismissNotice}
        done={(done) =>
          done.kind === 'claimed'
            ? t('centre.done.claimed', { amount: money(done.amount) })
            : t(`centre.done.${done.kind}`, { title: done.title })
        }
      />
      {application ? (
        <ApplicationForm application={application} />
      ) : (
        <>
          <h2 className={page.sectionTitle}>{t('centre.activities')}</h2>
          {activities.length === 0 ? (
            <ContentStatus status="empty" size="section" emptyText={t('centre.empty')} />
          ) : (
            <ul className={styles.tiles}>
              {activities.map((activity) => (
                <ActivityTile
                  key={activity.promotionId}
                  activity={activity}
                  money={money}
                  date={date}
                  busy={props.busyId === activity.promotionId}
                  onJoin={props.onJoin}
                  onClaim={props.onClaim}
                  onApply={props.onApply}
                />
              ))}
            </ul>
          )}
        </>
      )}
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

function ActivityTile({
  activity,
  money,
  date,
  busy,
  onJoin,
  onClaim,
  onApply,
}: {
  activity: RewardActivityTile;
  money: (value: string) => string;
  date: (value: string) => string;
  busy: boolean;
  onJoin: (id: number) => void;
  onClaim: (id: number) => void;
  onApply: (id: number) => void;
}) {
  const { t } = useTranslation('rewards');
  const { promotionId, status } = activity;
  const action =
    status === 'claim'
      ? { label: t('centre.action.claim'), run: () => onClaim(promotionId) }
      : status === 'join'
        ? activity.requiresApplication
          ? { label: t('centre.action.apply'), run: () => onApply(promotionId) }
          : { label: t('centre.action.join'), run: () => onJoin(promotionId) }
        : null;
  return (
    <li className={styles.tile} data-status={status}>
      <div className={styles.tileHead}>
        <h3 className={styles.tileTitle}>{activity.title}</h3>
        <span className={styles.status} data-status={status}>
          {t(`centre.status.${status}`)}
        </span>
        {status === 'claim' ? <span className={styles.unclaimed}>{t('centre.unclaimed')}</span> : null}
      </div>
      <p className={styles.description}>{activity.description}</p>
      <p className={page.muted}>
        {t('centre.period', { start: date(activity.startTime), end: date(activity.endTime) })}
      </p>
      {activity.bonus ? <p className={styles.bonus}>{t('centre.bonus', { amount: money(activity.bonus) })}</p> : null}
      {activity.remark ? <p className={styles.description}>{t('centre.note', { remark: activity.remark })}</p> : null}
      {action ? (
        <Button
          type="button"
          size="sm"
          variant={status === 'claim' ? 'solid' : 'outline'}
          loading={busy}
          onClick={action.run}
          aria-label={`${action.label}: ${activity.title}`}
        >
          {action.label}
        </Button>
      ) : null}
    </li>
  );
}

function ApplicationForm({ application }: { application: RewardApplication }) {
  const { t } = useTranslation('rewards');
  return (
    <form className={styles.form} onSubmit={submitWith(application.onSubmit, application.submitting)} noValidate>
      <h2 className={page.sectionTitle}>{t('apply.title', { title: application.title })}</h2>
      <CountedTextArea
        label={t('apply.remark')}
        value={application.remark}
        onValueChange={application.onRemarkChange}
        disabled={application.submitting}
      />
      <ImageAttachments {...application.attachments} disabled={application.submitting} />
      <div className={styles.actions}>
        <Button type="submit" loading={application.submitting}>
          {t('apply.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={application.onCancel} disabled={application.submitting}>
          {t('apply.cancel')}
        </Button>
      </div>
    </form>
  );
}
