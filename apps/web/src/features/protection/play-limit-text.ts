import { formatDateTime } from '@casino/browser/date-format.ts';
import { playLimitRefusal, sessionLimitRefusal } from '@casino/contract/calls/protection-calls.ts';
import type { TFunction } from 'i18next';

/**
 * A game refused at launch because a wager or loss limit is reached (play1 code 207, docs/decisions/0082): which limit,
 * and from when the oldest play counted leaves its window.
 */
export function playLimitText(data: unknown, t: TFunction, language: string): string {
  const parsed = playLimitRefusal.safeParse(data);
  if (!parsed.success) return t('protection.launch_limit_reached');
  const { kind, period, frees_at: freesAt } = parsed.data;
  const limit = t(`protection.launch_${kind}_${period}`);
  if (freesAt === null) return t('protection.launch_limit_named', { limit });
  return t('protection.launch_limit_until', { limit, date: formatDateTime(freesAt, language, { seconds: false }) });
}

/** A login refused because the session-time limit of the rolling day is used up (login code 109): until when. */
export function sessionLimitText(data: unknown, t: TFunction, language: string): string {
  const parsed = sessionLimitRefusal.safeParse(data);
  if (!parsed.success) return t('login.err_session_limit');
  return t('login.err_session_limit_until', {
    minutes: parsed.data.minutes,
    date: formatDateTime(parsed.data.ends_at, language, { seconds: false }),
  });
}
