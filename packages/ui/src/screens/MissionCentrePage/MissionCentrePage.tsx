import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { FormNotice, moneyFormatter } from '../../private/form';
import { useDateFormat, useNumberFormat } from '../../private/format/intl';
import { PageFrame, PageLoadStatus, type PageLoadProps } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import type { Loadable } from '../../private/types';
import type { LeaderboardEntry, LeaderboardView, MissionState } from '../../widgets/MissionBoard/MissionBoard';
import { status as statusChip } from '../../widgets/MissionBoard/MissionBoard.css';
import * as styles from './MissionCentrePage.css';

export const missionCentreStatuses = ['loading', 'error', 'ready'] as const;
export type MissionCentreStatus = (typeof missionCentreStatuses)[number];

export interface MissionCentreMission {
  id: number;
  title: string;
  description: string;
  period: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'EVENT';
  /** How far the member is. */
  progress: number;
  target: number;
  points: number;
  /** Money string credited on claim ("0.00": none). */
  reward: string;
  status: MissionState;
  /** End of the current window (exclusive), epoch milliseconds. */
  endTime: number;
}

export type MissionCentreNotice =
  { kind: 'claimed'; title: string; reward: string } | { kind: 'failed'; message: string };

export interface MissionCentrePageProps extends PageLoadProps<MissionCentreStatus> {
  missions?: readonly MissionCentreMission[];
  /** The member's points in the current windows. */
  points?: number;
  claimableCount?: number;
  leaderboard: Loadable<LeaderboardView>;
  /** The mission whose claim is under way. */
  claiming?: number | null;
  onClaim?: (missionId: number) => void;
  notice?: MissionCentreNotice | null;
  onDismissNotice?: () => void;
  currency?: string;
  minorDigits?: number;
  /** The merchant's time zone (IANA) the windows' ends are shown in. */
  timeZone?: string;
}

function Mission({
  mission,
  claiming,
  onClaim,
  money,
  date,
}: {
  mission: MissionCentreMission;
  claiming: boolean;
  onClaim?: (missionId: number) => void;
  money: (value: string) => string;
  date: (value: number) => string;
}) {
  const { t } = useTranslation('invite');
  const number = useNumberFormat();
  const titleId = useId();
  const shown = Math.min(mission.progress, mission.target);
  return (
    <li className={styles.mission} aria-labelledby={titleId}>
      <div className={styles.head}>
        <span id={titleId} className={styles.title}>
          {mission.title}
        </span>
        <span className={statusChip[mission.status]}>{t(`missions.status.${mission.status}`)}</span>
      </div>
      <p className={styles.text}>{mission.description}</p>
      <div className={styles.progressRow}>
        <progress className={styles.progress} value={shown} max={mission.target} aria-labelledby={titleId} />
        <span>{t('missions.progress', { progress: number(shown), target: number(mission.target) })}</span>
      </div>
      <div className={styles.foot}>
        <span className={styles.reward}>
          {t(`missions.period.${mission.period}`)} · {t('missions.ends', { time: date(mission.endTime) })}
          <br />
          {t('missions.reward', { points: number(mission.points), reward: money(mission.reward) })}
        </span>
        {mission.status === 'CLAIM' ? (
          <Button
            size="sm"
            loading={claiming}
            onClick={() => onClaim?.(mission.id)}
            aria-label={t('missions.claimNamed', { title: mission.title })}
          >
            {t('missions.claim')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function Row({ entry }: { entry: LeaderboardEntry }) {
  const { t } = useTranslation('invite');
  const number = useNumberFormat();
  return (
    <>
      <span className={styles.rank}>{t('leaderboard.rank', { rank: number(entry.rank) })}</span>
      <span className={styles.player}>
        {entry.playerName}
        {entry.isMe ? ` ${t('leaderboard.you')}` : null}
      </span>
      <span className={styles.score}>{t('leaderboard.points', { points: number(entry.points) })}</span>
    </>
  );
}

function Leaderboard({ board }: { board: Loadable<LeaderboardView> }) {
  const { t } = useTranslation('invite');
  const titleId = useId();
  let body;
  if (board.status !== 'ready') {
    body = (
      <ContentStatus
        status={board.status}
        size="section"
        loadingLabel={t('leaderboard.loading')}
        errorMessage={board.status === 'error' ? board.message : undefined}
        onRetry={board.status === 'error' ? board.onRetry : undefined}
      />
    );
  } else if (board.data.list.length === 0 && board.data.me === null) {
    body = <ContentStatus status="empty" size="section" emptyText={t('leaderboard.empty')} />;
  } else {
    const { list, me } = board.data;
    body = (
      <>
        <ol className={styles.board} aria-labelledby={titleId}>
          {list.map((entry) => (
            <li key={`${entry.rank}:${entry.playerName}`} className={entry.isMe ? styles.meRow : styles.boardRow}>
              <Row entry={entry} />
            </li>
          ))}
        </ol>
        {me && !list.some((entry) => entry.isMe) ? (
          <p className={styles.meRow}>
            <Row entry={me} />
          </p>
        ) : null}
      </>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.sectionTitle}>
        {t('leaderboard.title')}
      </h2>
      {body}
    </section>
  );
}

/**
 * Mission activity (spec §2 missionLeaderboard): the member's missions with their progress, the claim of a reached
 * one's reward, and the players ranked by mission points.
 */
export function MissionCentrePage(props: MissionCentrePageProps) {
  const { missions = [], points = 0, claimableCount = 0, claiming = null, currency = '', minorDigits = 2 } = props;
  const { t, i18n } = useTranslation('invite');
  const number = useNumberFormat();
  const date = useDateFormat(true, props.timeZone);
  const money = moneyFormatter(currency, minorDigits, i18n.resolvedLanguage ?? i18n.language);
  const title = t('missions.title');
  const listId = useId();

  if (props.status !== 'ready') {
    return <PageLoadStatus title={title} loadingLabel={t('missions.loading')} {...props} status={props.status} />;
  }
  return (
    <PageFrame title={title}>
      <dl className={styles.summary}>
        <div className={styles.fact}>
          <dt className={page.muted}>{t('missions.points')}</dt>
          <dd className={styles.factValue}>{number(points)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={page.muted}>{t('missions.claimable')}</dt>
          <dd className={styles.factValue}>{number(claimableCount)}</dd>
        </div>
      </dl>
      <FormNotice
        notice={props.notice ?? null}
        failedTitle={t('missions.failedTitle')}
        onClose={props.onDismissNotice}
        done={(done) => t('missions.claimed', { title: done.title, reward: money(done.reward) })}
      />
      <section className={styles.section} aria-labelledby={listId}>
        <h2 id={listId} className={page.sectionTitle}>
          {t('missions.list')}
        </h2>
        {missions.length === 0 ? (
          <ContentStatus status="empty" size="section" emptyText={t('missions.empty')} />
        ) : (
          <ul className={styles.list}>
            {missions.map((mission) => (
              <Mission
                key={mission.id}
                mission={mission}
                claiming={claiming === mission.id}
                onClaim={props.onClaim}
                money={money}
                date={date}
              />
            ))}
          </ul>
        )}
      </section>
      <Leaderboard board={props.leaderboard} />
    </PageFrame>
  );
}
