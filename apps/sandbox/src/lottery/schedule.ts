// The draw calendar: which moments a game draws at and what each draw's numero is, computed from the clock alone.
// Draws at or before `now` are opened (their result is known); the first draw after `now` is the open one.
import { DAY_MS, FIRST_DRAW_DAY, LOCAL_OFFSET_MS, MAX_LOOKAHEAD_DAYS, MINUTE_MS } from './lotteryConstants.ts';

/** A weekday as the front end numbers them: 1 Sunday, 2 Monday, ... 7 Saturday. */
export type DayOfWeek = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const EVERY_DAY: readonly DayOfWeek[] = [1, 2, 3, 4, 5, 6, 7];

/** Local times are 'HH:MM' (Asia/Bangkok). */
export type Schedule =
  /** Every few seconds around the clock, the first draw of a day at midnight plus one interval. */
  | { kind: 'interval'; everySeconds: number }
  /** At the given times on the given weekdays. */
  | { kind: 'weekly'; days: readonly DayOfWeek[]; times: string[] }
  /** At one time on the given days of the month (the Thai government lottery: the 1st and the 16th). */
  | { kind: 'monthly'; daysOfMonth: number[]; time: string };

/**
 * `date` YYYYMMDD (at most one draw a day), `dateIndex` YYYYMMDD-NNNN (the draw of the day from 0001),
 * `sequence` the count of draws since FIRST_DRAW_DAY.
 */
export type NumeroStyle = 'date' | 'dateIndex' | 'sequence';

export interface Calendar {
  schedule: Schedule;
  numeroStyle: NumeroStyle;
}

export interface Draw {
  numero: string;
  /** Epoch milliseconds. */
  time: number;
}

export function localDayStart(time: number): number {
  return Math.floor((time + LOCAL_OFFSET_MS) / DAY_MS) * DAY_MS - LOCAL_OFFSET_MS;
}

export function localDayOfWeek(time: number): DayOfWeek {
  return (new Date(time + LOCAL_OFFSET_MS).getUTCDay() + 1) as DayOfWeek;
}

/** YYYYMMDD of the local day. */
export function localDateKey(time: number): string {
  return new Date(time + LOCAL_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours! * 60 + minutes!;
}

function drawsPerDay(schedule: Extract<Schedule, { kind: 'interval' }>): number {
  return DAY_MS / (schedule.everySeconds * 1000);
}

/** The draw moments of one local day, in order. */
function drawTimesOfDay(schedule: Schedule, dayStart: number): number[] {
  switch (schedule.kind) {
    case 'interval': {
      const step = schedule.everySeconds * 1000;
      return Array.from({ length: drawsPerDay(schedule) }, (_, i) => dayStart + (i + 1) * step);
    }
    case 'weekly':
      if (!schedule.days.includes(localDayOfWeek(dayStart))) return [];
      return schedule.times.map((t) => dayStart + minutesOf(t) * MINUTE_MS).sort((a, b) => a - b);
    case 'monthly': {
      const dayOfMonth = new Date(dayStart + LOCAL_OFFSET_MS).getUTCDate();
      return schedule.daysOfMonth.includes(dayOfMonth) ? [dayStart + minutesOf(schedule.time) * MINUTE_MS] : [];
    }
  }
}

/** Draws on the local days from FIRST_DRAW_DAY up to (not including) `dayStart`. */
function drawsBeforeDay(schedule: Schedule, dayStart: number): number {
  const days = Math.round((dayStart - FIRST_DRAW_DAY) / DAY_MS);
  switch (schedule.kind) {
    case 'interval':
      return days * drawsPerDay(schedule);
    case 'weekly': {
      // FIRST_DRAW_DAY is a Sunday, so every full week holds each weekday once.
      const weeks = Math.floor(days / 7);
      let count = weeks * schedule.days.length * schedule.times.length;
      for (let d = weeks * 7; d < days; d++) {
        if (schedule.days.includes(localDayOfWeek(FIRST_DRAW_DAY + d * DAY_MS))) count += schedule.times.length;
      }
      return count;
    }
    case 'monthly':
      throw new Error('A monthly schedule has date numeros, not sequential ones');
  }
}

function numeroOf(calendar: Calendar, dayStart: number, indexInDay: number): string {
  switch (calendar.numeroStyle) {
    case 'date':
      return localDateKey(dayStart);
    case 'dateIndex':
      return `${localDateKey(dayStart)}-${String(indexInDay).padStart(4, '0')}`;
    case 'sequence':
      return String(drawsBeforeDay(calendar.schedule, dayStart) + indexInDay);
  }
}

/** The open draw: the first one after `now`. */
export function nextDraw(calendar: Calendar, now: number): Draw {
  const today = localDayStart(now);
  for (let day = 0; day <= MAX_LOOKAHEAD_DAYS; day++) {
    const dayStart = today + day * DAY_MS;
    const times = drawTimesOfDay(calendar.schedule, dayStart);
    const index = times.findIndex((time) => time > now);
    if (index >= 0) return { numero: numeroOf(calendar, dayStart, index + 1), time: times[index]! };
  }
  throw new Error(`No draw within ${MAX_LOOKAHEAD_DAYS} days`);
}

/** The last `count` opened draws, newest first (fewer when the calendar starts later). */
export function openedDraws(calendar: Calendar, now: number, count: number): Draw[] {
  const draws: Draw[] = [];
  for (let dayStart = localDayStart(now); dayStart >= FIRST_DRAW_DAY && draws.length < count; dayStart -= DAY_MS) {
    const times = drawTimesOfDay(calendar.schedule, dayStart);
    for (let i = times.length - 1; i >= 0 && draws.length < count; i--) {
      if (times[i]! <= now) draws.push({ numero: numeroOf(calendar, dayStart, i + 1), time: times[i]! });
    }
  }
  return draws;
}

/** The front end's drawDayOfWeek: the weekdays the game draws on; for days of the month, the day of the next draw. */
export function drawDaysOfWeek(calendar: Calendar, now: number): string {
  const { schedule } = calendar;
  switch (schedule.kind) {
    case 'interval':
      return EVERY_DAY.join(',');
    case 'weekly':
      return [...schedule.days].sort((a, b) => a - b).join(',');
    case 'monthly':
      return String(localDayOfWeek(nextDraw(calendar, now).time));
  }
}
