import { useBonusSummary } from '../api/bonuses.ts';

/** The active bonus whose wagering keeps the member's money in play, if any (withdrawal page, wallet). */
export function useOpenWagering(enabled = true) {
  const summary = useBonusSummary(enabled);
  const active = summary.data?.active.find((b) => b.status === 'active');
  return active ?? null;
}
