import { type LeagueTiming, VIRTUAL_EPOCH_MS } from './virtual-config.ts';

/** Event n kicks off at EPOCH + n * period: the same on every node, before and after any restart. */
export const kickoffOf = (timing: LeagueTiming, eventNo: number): number => VIRTUAL_EPOCH_MS + eventNo * timing.periodMs;
/** The first instant its outcome may be drawn (and shown): a little after kick-off, see LeagueTiming.drawGuardMs. */
export const drawableAt = (timing: LeagueTiming, eventNo: number): number => kickoffOf(timing, eventNo) + timing.drawGuardMs;
/** The instant an event is over and its bets settle. */
export const endOf = (timing: LeagueTiming, eventNo: number): number => kickoffOf(timing, eventNo) + timing.playMs;

/** The last event that kicked off at or before `now`. */
export const lastKickedOff = (timing: LeagueTiming, now: number): number =>
  Math.floor((now - VIRTUAL_EPOCH_MS) / timing.periodMs);

/** The events that take bets at `now`: the next `openEvents` kick-offs, all strictly in the future. */
export function openEvents(timing: LeagueTiming, now: number): number[] {
  const first = lastKickedOff(timing, now) + 1;
  return Array.from({ length: timing.openEvents }, (_, i) => first + i);
}

/** Whether event n takes a bet at `now`: it has not kicked off and is among the open ones. */
export function takesBets(timing: LeagueTiming, eventNo: number, now: number): boolean {
  return Number.isSafeInteger(eventNo) && openEvents(timing, now).includes(eventNo);
}
