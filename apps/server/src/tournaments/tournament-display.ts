import type { TournamentSummary } from '@casino/contract/calls/tournament-calls.ts';
import { mask } from '../accounts/member-profile.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import type { TournamentRanking } from './tournament-tables.ts';

/** The status shown: scheduled, running, ended (its prizes not paid yet), paid or cancelled, as of now. */
export function tournamentStatus(
  t: { status: 'open' | 'paid' | 'cancelled'; starts_at: Date; ends_at: Date },
  now = new Date(),
): TournamentSummary['status'] {
  if (t.status !== 'open') return t.status;
  if (now < t.starts_at) return 'scheduled';
  if (now >= t.ends_at) return 'ended';
  return 'running';
}

/** A score as shown: an amount of the currency, a number of rounds, or a multiplier with two decimals. */
export function formatScore(ranking: TournamentRanking, score: bigint, currency: string): string {
  if (ranking === 'total_stake') return formatAmount(score, currency);
  if (ranking === 'rounds') return score.toString();
  // Ten-thousandths, shown to the hundredth (rounded down).
  const hundredths = score / 100n;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

/** A member's account on a public leaderboard: its middle hidden. */
export function publicAccount(account: string): string {
  return mask(account);
}

/** The title in the language asked for, else English, else any. */
export function localTitle(title: Record<string, string>, lang: string): string {
  return title[lang] ?? title.en_US ?? Object.values(title)[0] ?? '';
}
