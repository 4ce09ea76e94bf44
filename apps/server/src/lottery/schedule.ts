import type { LotteryGame } from './bet-type.ts';

/**
 * When each game draws, as pure functions of time, the same on every node and across restarts. Times are epoch
 * milliseconds. Days are Hanoi days: Asia/Ho_Chi_Minh is UTC+7 all year (no daylight saving since 1975), so a fixed
 * offset is exact and no time-zone database is needed.
 *
 * Draw ids: a game drawing every N minutes draws at Hanoi midnight + n * N minutes, n = 1 .. 1440 / N, and the draw's
 * id is the Hanoi date and n as `YYYYMMDD` + four digits (`202501010001` is 00:01 on 1 January for the 1-minute
 * game; its last draw of the day, `202501011440`, falls at the next midnight). The daily game's id is the Hanoi date,
 * `YYYYMMDD`, drawn at its hour and minute.
 */

export type DrawSchedule = LotteryGame<unknown>['schedule'];
export type ScheduledDraw = { drawId: string; drawAt: number; closeAt: number };

export const HANOI_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** How long a draw cycle is: the betting window can be no longer. */
export const periodMs = (schedule: DrawSchedule): number => (schedule.kind === 'every' ? schedule.minutes * MINUTE_MS : DAY_MS);

/** Bet close: `closeSeconds` before the draw, which must leave part of the cycle open for bets. */
export function closeTimeOf(schedule: DrawSchedule, drawAt: number, closeSeconds: number): number {
  if (!Number.isInteger(closeSeconds) || closeSeconds < 0 || closeSeconds * 1000 >= periodMs(schedule)) {
    throw new RangeError(`bets cannot close ${closeSeconds} s before a draw every ${periodMs(schedule) / 1000} s`);
  }
  return drawAt - closeSeconds * 1000;
}

const dateText = (localDayStart: number) => new Date(localDayStart).toISOString().slice(0, 10).replaceAll('-', '');

/** The draw at `drawAt`, which must be one of the schedule's draw times. */
export function drawIdAt(schedule: DrawSchedule, drawAt: number): string {
  const local = drawAt + HANOI_OFFSET_MS;
  if (schedule.kind === 'daily') {
    const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
    if (local - dayStart !== (schedule.hour * 60 + schedule.minute) * MINUTE_MS) throw new RangeError('not a draw time');
    return dateText(dayStart);
  }
  const period = periodMs(schedule);
  if (local % period !== 0) throw new RangeError('not a draw time');
  // A draw at midnight closes the day before (its last draw), so the day is the one holding the instant just before.
  const dayStart = Math.floor((local - 1) / DAY_MS) * DAY_MS;
  return `${dateText(dayStart)}${String((local - dayStart) / period).padStart(4, '0')}`;
}

/** When the draw with this id happens, or null when the id names no draw of the schedule. */
export function drawTimeOf(schedule: DrawSchedule, drawId: string): number | null {
  const match = (schedule.kind === 'daily' ? /^(\d{4})(\d{2})(\d{2})$/ : /^(\d{4})(\d{2})(\d{2})(\d{4})$/).exec(drawId);
  if (!match) return null;
  const [, y, m, d, n] = match.map(Number) as [number, number, number, number, number | undefined];
  const dayStart = Date.UTC(y, m - 1, d);
  // Date.UTC rolls 31 February over to March: a real date reads back the same.
  if (dateText(dayStart) !== drawId.slice(0, 8)) return null;
  if (schedule.kind === 'daily') return dayStart + (schedule.hour * 60 + schedule.minute) * MINUTE_MS - HANOI_OFFSET_MS;
  if (n === undefined || n < 1 || n > DAY_MS / periodMs(schedule)) return null;
  return dayStart + n * periodMs(schedule) - HANOI_OFFSET_MS;
}

/** The first draw strictly after `instant`. */
export function nextDrawTimeAfter(schedule: DrawSchedule, instant: number): number {
  const local = instant + HANOI_OFFSET_MS;
  if (schedule.kind === 'every') {
    const period = periodMs(schedule);
    return (Math.floor(local / period) + 1) * period - HANOI_OFFSET_MS;
  }
  const today = Math.floor(local / DAY_MS) * DAY_MS + (schedule.hour * 60 + schedule.minute) * MINUTE_MS;
  return (today > local ? today : today + DAY_MS) - HANOI_OFFSET_MS;
}

const scheduled = (schedule: DrawSchedule, drawAt: number, closeSeconds: number): ScheduledDraw => ({
  drawId: drawIdAt(schedule, drawAt),
  drawAt,
  closeAt: closeTimeOf(schedule, drawAt, closeSeconds),
});

/** The draw taking bets at `instant`: the first whose betting has not closed (close strictly after `instant`). */
export function drawTakingBetsAt(schedule: DrawSchedule, instant: number, closeSeconds: number): ScheduledDraw {
  // Close is a fixed time before the draw, so the draw taking bets is the first draw after instant + closeSeconds.
  return scheduled(schedule, nextDrawTimeAfter(schedule, instant + closeSeconds * 1000), closeSeconds);
}

/** `count` consecutive draws starting with the one taking bets at `instant` (the lobby's countdowns, a follow plan). */
export function nextDraws(schedule: DrawSchedule, instant: number, count: number, closeSeconds: number): ScheduledDraw[] {
  const first = drawTakingBetsAt(schedule, instant, closeSeconds);
  return followingDraws(schedule, first.drawId, count, closeSeconds);
}

/** The draw `drawId` and the `count - 1` after it. */
export function followingDraws(schedule: DrawSchedule, drawId: string, count: number, closeSeconds: number): ScheduledDraw[] {
  const first = drawTimeOf(schedule, drawId);
  if (first === null) throw new RangeError(`no draw ${drawId}`);
  const draws: ScheduledDraw[] = [];
  let at = first;
  for (let i = 0; i < count; i++) {
    draws.push(scheduled(schedule, at, closeSeconds));
    at = nextDrawTimeAfter(schedule, at);
  }
  return draws;
}

/** The draws whose time falls in (after, upTo]: what a node that was down from `after` to `upTo` has missed. */
export function drawsBetween(schedule: DrawSchedule, after: number, upTo: number, closeSeconds: number): ScheduledDraw[] {
  const draws: ScheduledDraw[] = [];
  for (let at = nextDrawTimeAfter(schedule, after); at <= upTo; at = nextDrawTimeAfter(schedule, at)) {
    draws.push(scheduled(schedule, at, closeSeconds));
  }
  return draws;
}

/**
 * Which draw (0 = the one taking bets) `drawId` is at `instant`, or null when its betting has closed or the id names
 * no draw. Bets are taken on the draw taking bets and the ones after it that the scheduler has already committed.
 */
export function drawsAhead(schedule: DrawSchedule, drawId: string, instant: number, closeSeconds: number): number | null {
  const drawAt = drawTimeOf(schedule, drawId);
  if (drawAt === null) return null;
  const open = drawTakingBetsAt(schedule, instant, closeSeconds);
  if (drawAt < open.drawAt) return null;
  if (schedule.kind === 'every') return (drawAt - open.drawAt) / periodMs(schedule);
  return Math.round((drawAt - open.drawAt) / DAY_MS);
}
