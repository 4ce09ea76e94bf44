import { formatDate, formatDateTime, formatTime } from '@casino/browser/date-format.ts';

/** The time left as h:mm:ss or m:ss; never below zero. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * A draw's time of day on the site's clock (the one the player's records show), with the date when it is not the
 * same day as now there.
 */
export function formatDrawTime(at: number, language: string, now: number): string {
  const sameDay = formatDate(at, language) === formatDate(now, language);
  return (sameDay ? formatTime : formatDateTime)(at, language, { seconds: false });
}
