/**
 * Time left as m:ss, h:mm:ss, or with whole days first in the player's language ("3d 04:05:06", "3天 04:05:06",
 * "3 ngày 04:05:06"): an envelope may run for days, and 72:00:00 reads as a clock.
 */
export function formatRemaining(seconds: number, locale = 'en-US'): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  if (days > 0) {
    const unit = new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'narrow' }).format(days);
    return `${unit} ${String(h).padStart(2, '0')}:${mm}:${ss}`;
  }
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Whole seconds from now until an instant (0 when past). */
export function secondsUntil(iso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
}
