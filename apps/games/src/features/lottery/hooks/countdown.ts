/** The time left as h:mm:ss or m:ss; never below zero. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** A draw's time of day in the page's language (the player's own clock), with the date when it is not today. */
export function formatDrawTime(at: number, language: string, now: number): string {
  const locale = `${language.replace('_', '-')}-u-nu-latn`;
  const date = new Date(at);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return date.toLocaleString(locale, {
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  });
}
