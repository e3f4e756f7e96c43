// Missions: each has a window (today, this week, this month, or an event's dates, Asia/Bangkok time) and counts
// what a member did inside it. Progress is never stored: it is counted from launches, sessions, bets and deposits
// when asked. A reached mission's reward is taken once per window (claimMission), credited to MAIN.
import type { PGlite } from '@electric-sql/pglite';
import type { Queryable } from '../accounts/queryable.ts';
import type { Texts } from './lotteryCatalogue.ts';
import { DAY_MS, LOCAL_OFFSET_MS, type TextLanguage } from './lotteryConstants.ts';
import { textIn } from './lotteryLanguage.ts';
import { localDayOfWeek, localDayStart } from './schedule.ts';

export type MissionPeriod = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'EVENT';
export type MissionMetric = 'LAUNCHES' | 'DISTINCT_GAMES' | 'LOGIN_DAYS' | 'VALID_BET' | 'DEPOSIT_AMOUNT';
export type MissionStatus = 'JOIN' | 'PROCESS' | 'CLAIM' | 'CLAIMED' | 'CLOSED' | 'COMING_SOON';

export interface MissionRow {
  missionId: number;
  titles: Texts;
  descriptions: Texts;
  period: MissionPeriod;
  metric: MissionMetric;
  tags: string[] | null;
  target: number;
  points: number;
  /** Money decimal string, credited on claim. */
  reward: string;
  startsAt: number | null;
  endsAt: number | null;
}

interface Window {
  start: number;
  /** Exclusive. */
  end: number;
}

export async function listMissions(db: Queryable): Promise<MissionRow[]> {
  const { rows } = await db.query<
    Omit<MissionRow, 'startsAt' | 'endsAt'> & { startsAt: Date | null; endsAt: Date | null }
  >(
    `SELECT mission_id AS "missionId", titles, descriptions, period, metric, tags, target, points,
       reward::text AS reward, starts_at AS "startsAt", ends_at AS "endsAt"
     FROM home_missions ORDER BY sort, mission_id`,
  );
  return rows.map(({ startsAt, endsAt, ...mission }) => ({
    ...mission,
    startsAt: startsAt?.getTime() ?? null,
    endsAt: endsAt?.getTime() ?? null,
  }));
}

/** The mission's current window: the day, week (Monday first) or month around `now`, or the event's dates. */
export function missionWindow(mission: MissionRow, now: number): Window {
  const today = localDayStart(now);
  switch (mission.period) {
    case 'DAILY':
      return { start: today, end: today + DAY_MS };
    case 'WEEKLY': {
      // Days since Monday: Monday is 2 in the 1-Sunday numbering.
      const start = today - ((localDayOfWeek(today) + 5) % 7) * DAY_MS;
      return { start, end: start + 7 * DAY_MS };
    }
    case 'MONTHLY': {
      const local = new Date(now + LOCAL_OFFSET_MS);
      const year = local.getUTCFullYear();
      const month = local.getUTCMonth();
      return {
        start: Date.UTC(year, month, 1) - LOCAL_OFFSET_MS,
        end: Date.UTC(year, month + 1, 1) - LOCAL_OFFSET_MS,
      };
    }
    case 'EVENT':
      return { start: mission.startsAt!, end: mission.endsAt! };
  }
}

/** Progress per member in a window (every member, or one). Members without any activity are absent. */
async function progressByMember(
  db: Queryable,
  mission: MissionRow,
  window: Window,
  memberId: number | null,
  now: number,
): Promise<Map<number, number>> {
  // What the member did in the window up to now.
  const params = [new Date(window.start), new Date(Math.min(window.end, now + 1)), memberId];
  let rows: { member_id: number; progress: number }[];
  if (mission.metric === 'LOGIN_DAYS') {
    // Local days (UTC+7) on which a session was started.
    rows = (
      await db.query<{ member_id: number; progress: number }>(
        `SELECT member_id, count(DISTINCT floor((extract(epoch FROM created_at) * 1000 + $4) / $5))::int AS progress
         FROM sessions WHERE created_at >= $1 AND created_at < $2 AND ($3::int IS NULL OR member_id = $3)
         GROUP BY member_id`,
        [...params, LOCAL_OFFSET_MS, DAY_MS],
      )
    ).rows;
  } else if (mission.metric === 'VALID_BET' || mission.metric === 'DEPOSIT_AMOUNT') {
    // Whole currency units of valid bets placed, or of deposits credited, in the window.
    const sql =
      mission.metric === 'VALID_BET'
        ? `SELECT member_id, floor(sum(valid_bet))::int AS progress FROM bets
           WHERE placed_at >= $1 AND placed_at < $2 AND ($3::int IS NULL OR member_id = $3) GROUP BY member_id`
        : `SELECT member_id, floor(sum(amount))::int AS progress FROM deposits
           WHERE status = 'credited' AND updated_at >= $1 AND updated_at < $2 AND ($3::int IS NULL OR member_id = $3)
           GROUP BY member_id`;
    rows = (await db.query<{ member_id: number; progress: number }>(sql, params)).rows;
  } else {
    const counted = mission.metric === 'LAUNCHES' ? 'count(*)' : 'count(DISTINCT l.game_id)';
    rows = (
      await db.query<{ member_id: number; progress: number }>(
        `SELECT l.member_id, ${counted}::int AS progress
         FROM lottery_launches l
         JOIN lottery_games g ON g.game_id = l.game_id
         JOIN lottery_groups gr ON gr.group_id = g.group_id
         WHERE l.created_at >= $1 AND l.created_at < $2 AND ($3::int IS NULL OR l.member_id = $3)
           AND ($4::text[] IS NULL OR gr.tag = ANY ($4))
         GROUP BY l.member_id`,
        [...params, mission.tags],
      )
    ).rows;
  }
  return new Map(rows.map((r) => [r.member_id, r.progress]));
}

/** Members who took the reward of the mission's window. */
async function claimedBy(db: Queryable, mission: MissionRow, window: Window): Promise<Set<number>> {
  const { rows } = await db.query<{ member_id: number }>(
    'SELECT member_id FROM home_mission_claims WHERE mission_id = $1 AND window_start = $2',
    [mission.missionId, new Date(window.start)],
  );
  return new Set(rows.map((r) => r.member_id));
}

function statusOf(
  window: Window,
  now: number,
  progress: number | null,
  claimed: boolean,
  target: number,
): MissionStatus {
  if (now < window.start) return 'COMING_SOON';
  if (claimed) return 'CLAIMED';
  if (now >= window.end) return 'CLOSED';
  if (progress === null) return 'JOIN';
  return progress >= target ? 'CLAIM' : 'PROCESS';
}

/** Whether a mission earns its points: the target was reached in the window, or the reward taken. */
const earns = (progress: number, claimed: boolean, target: number) => claimed || progress >= target;

/** The contract's MissionSummary for a member, or for a visitor (null) without progress. */
export async function missionSummary(db: PGlite, now: number, memberId: number | null, language: TextLanguage) {
  const missions = [];
  let points = 0;
  for (const mission of await listMissions(db)) {
    const window = missionWindow(mission, now);
    const started = now >= window.start;
    const progress =
      memberId === null
        ? null
        : started
          ? Math.min((await progressByMember(db, mission, window, memberId, now)).get(memberId) ?? 0, mission.target)
          : 0;
    const claimed = memberId !== null && (await claimedBy(db, mission, window)).has(memberId);
    if (progress !== null && started && earns(progress, claimed, mission.target)) points += mission.points;
    missions.push({
      missionId: mission.missionId,
      title: textIn(mission.titles, language),
      description: textIn(mission.descriptions, language),
      period: mission.period,
      target: mission.target,
      progress,
      points: mission.points,
      reward: mission.reward,
      status: statusOf(window, now, progress, claimed, mission.target),
      startTime: window.start,
      endTime: window.end,
    });
  }
  return {
    missions,
    totalCount: missions.length,
    inProgressCount: missions.filter((m) => m.status === 'PROCESS').length,
    claimableCount: missions.filter((m) => m.status === 'CLAIM').length,
    points: memberId === null ? null : points,
  };
}

/** 'demo' → 'de***o': enough to recognise yourself, not enough to find anyone. */
export function maskAccount(account: string): string {
  return account.length <= 3 ? `${account[0]}***` : `${account.slice(0, 2)}***${account.slice(-1)}`;
}

/** Every member's points over the missions' current windows (members with none are absent). */
async function memberPoints(db: PGlite, now: number): Promise<Map<number, number>> {
  const points = new Map<number, number>();
  for (const mission of await listMissions(db)) {
    const window = missionWindow(mission, now);
    if (now < window.start) continue;
    const progress = await progressByMember(db, mission, window, null, now);
    const claimed = await claimedBy(db, mission, window);
    for (const memberId of new Set([...progress.keys(), ...claimed])) {
      if (earns(progress.get(memberId) ?? 0, claimed.has(memberId), mission.target)) {
        points.set(memberId, (points.get(memberId) ?? 0) + mission.points);
      }
    }
  }
  return points;
}

/** The contract's MissionLeaderboard: members and the merchant's other players by points. */
export async function missionLeaderboard(db: PGlite, now: number, memberId: number | null, limit: number) {
  const points = await memberPoints(db, now);
  const members = (
    await db.query<{ id: number; account: string }>('SELECT id, account FROM members WHERE id = ANY ($1)', [
      [...new Set([...points.keys(), ...(memberId === null ? [] : [memberId])])],
    ])
  ).rows;
  const players = (
    await db.query<{ account: string; points: number }>('SELECT account, points FROM home_leaderboard_players')
  ).rows;
  const ranked = [
    ...players.map((p) => ({ account: p.account, points: p.points, isMe: false })),
    ...members.map((m) => ({ account: m.account, points: points.get(m.id) ?? 0, isMe: m.id === memberId })),
  ]
    .sort((a, b) => b.points - a.points || a.account.localeCompare(b.account))
    .map((entry, index) => ({
      rank: index + 1,
      playerName: maskAccount(entry.account),
      points: entry.points,
      isMe: entry.isMe,
    }));
  return {
    list: ranked.slice(0, limit),
    me: ranked.find((entry) => entry.isMe) ?? null,
    totalCount: ranked.length,
  };
}

export type MissionClaimRefusal = 'notFound' | 'notClaimable' | 'claimed';

/**
 * Takes a reached mission's reward for its current window, inside the caller's transaction: the claim row (its key
 * is member, mission and window, so a second claim finds it) and, for a reward above 0, the credit to MAIN.
 */
export async function claimMission(
  tx: Queryable,
  memberId: number,
  missionId: number,
  now: number,
  credit: (reward: string, reference: string) => Promise<void>,
): Promise<{ reward: string } | { refused: MissionClaimRefusal }> {
  const mission = (await listMissions(tx)).find((m) => m.missionId === missionId);
  if (!mission) return { refused: 'notFound' };
  const window = missionWindow(mission, now);
  if ((await claimedBy(tx, mission, window)).has(memberId)) return { refused: 'claimed' };
  if (now < window.start || now >= window.end) return { refused: 'notClaimable' };
  const progress = (await progressByMember(tx, mission, window, memberId, now)).get(memberId) ?? 0;
  if (progress < mission.target) return { refused: 'notClaimable' };
  await tx.query(
    `INSERT INTO home_mission_claims (member_id, mission_id, window_start, claimed_at, reward)
     VALUES ($1, $2, $3, $4, $5)`,
    [memberId, missionId, new Date(window.start), new Date(now), mission.reward],
  );
  await credit(mission.reward, `MR${missionId}-${window.start}`);
  return { reward: mission.reward };
}
