import { useTranslation } from 'react-i18next';
import { HomeBlock, homeBlockTitleId } from '../../private/HomeBlock/HomeBlock';
import { useNumberFormat } from '../../private/format/intl';
import type { Loadable } from '../../private/types';
import * as styles from './MissionBoard.css';

/** A mission's state for the player (spec §4 activity statuses as they apply to missions). */
export const missionStatuses = ['JOIN', 'PROCESS', 'CLAIM', 'CLAIMED', 'CLOSED', 'COMING_SOON'] as const;
export type MissionState = (typeof missionStatuses)[number];

export interface MissionItem {
  id: number;
  title: string;
  description: string;
  /** How far the player is; null for a visitor. */
  progress: number | null;
  target: number;
  /** Leaderboard points for reaching the target. */
  points: number;
  status: MissionState;
}

export interface MissionSummaryView {
  missions: readonly MissionItem[];
  totalCount: number;
  inProgressCount: number;
  claimableCount: number;
  /** The player's points in the current windows; null for a visitor. */
  points: number | null;
}

export interface LeaderboardEntry {
  rank: number;
  /** Masked account name. */
  playerName: string;
  points: number;
  isMe: boolean;
}

export interface LeaderboardView {
  list: readonly LeaderboardEntry[];
  /** The player's own place when logged in (also when outside the list). */
  me: LeaderboardEntry | null;
}

export interface MissionBoardProps {
  summary: Loadable<MissionSummaryView>;
  leaderboard: Loadable<LeaderboardView>;
}

function Missions({ summary }: { summary: MissionSummaryView }) {
  const { t } = useTranslation('lobby');
  const number = useNumberFormat();
  return (
    <>
      <p className={styles.counts}>
        {t('home.missions.counts', {
          inProgress: summary.inProgressCount,
          claimable: summary.claimableCount,
          total: summary.totalCount,
        })}
        {summary.points === null ? null : (
          <strong className={styles.points}>{t('home.missions.points', { points: summary.points })}</strong>
        )}
      </p>
      <ul className={styles.missions}>
        {summary.missions.map((mission) => (
          <li key={mission.id} className={styles.mission}>
            <span className={styles.missionHead}>
              <span id={`home-mission-${mission.id}`} className={styles.missionTitle}>
                {mission.title}
              </span>
              <span className={styles.status[mission.status]}>{t(`home.missions.status.${mission.status}`)}</span>
            </span>
            <span className={styles.description}>{mission.description}</span>
            <span className={styles.progressRow}>
              {mission.progress === null ? null : (
                <>
                  <progress
                    className={styles.progress}
                    value={Math.min(mission.progress, mission.target)}
                    max={mission.target}
                    aria-labelledby={`home-mission-${mission.id}`}
                  />
                  <span>
                    {t('home.missions.progress', {
                      progress: number(Math.min(mission.progress, mission.target)),
                      target: number(mission.target),
                    })}
                  </span>
                </>
              )}
              <span className={styles.reward}>{t('home.missions.reward', { points: mission.points })}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Row({ entry }: { entry: LeaderboardEntry }) {
  const { t } = useTranslation('lobby');
  return (
    <>
      <span className={styles.rank}>{t('home.leaderboard.rank', { rank: entry.rank })}</span>
      <span className={styles.player}>
        {entry.playerName}
        {entry.isMe ? <span className={styles.you}> {t('home.leaderboard.you')}</span> : null}
      </span>
      <span className={styles.score}>{t('home.missions.reward', { points: entry.points })}</span>
    </>
  );
}

function Leaderboard({ board }: { board: LeaderboardView }) {
  const meOutside = board.me !== null && !board.list.some((entry) => entry.isMe);
  return (
    <>
      <ol className={styles.board} aria-labelledby={homeBlockTitleId('leaderboard')}>
        {board.list.map((entry) => (
          <li key={`${entry.rank}:${entry.playerName}`} className={entry.isMe ? styles.meRow : styles.row}>
            <Row entry={entry} />
          </li>
        ))}
      </ol>
      {meOutside && board.me ? (
        <p className={styles.meRow}>
          <Row entry={board.me} />
        </p>
      ) : null}
    </>
  );
}

/** The missions with the player's progress, and the players ranked by mission points (spec §2 home lobby). */
export function MissionBoard({ summary, leaderboard }: MissionBoardProps) {
  return (
    <div className={styles.root}>
      <HomeBlock name="missions" data={summary} isEmpty={(data) => data.missions.length === 0}>
        {(data) => <Missions summary={data} />}
      </HomeBlock>
      <HomeBlock name="leaderboard" data={leaderboard} isEmpty={(data) => data.list.length === 0 && data.me === null}>
        {(data) => <Leaderboard board={data} />}
      </HomeBlock>
    </div>
  );
}
