import type { CommissionPayment } from './settle-period.ts';

/** A posting of a correction: the payment made before taken back whole, or the recomputed one paid. */
export type CorrectionPosting = CommissionPayment & { action: 'reverse' | 'pay' };

const keyOf = (payment: CommissionPayment) => `${payment.agentId}:${payment.kind}`;

/**
 * What the ledger posts when a settled period is recomputed (a late result, a voided bet, a corrected plan): every
 * payment that changed is reversed whole and the new one paid, so each statement's postings read on their own; a
 * payment that did not change posts nothing. Nothing is netted: an auditor sees what was paid, taken back and paid
 * again. A later period whose carried loss changed is corrected the same way, in period order.
 */
export function correctionPostings(
  paidBefore: readonly CommissionPayment[],
  recomputed: readonly CommissionPayment[],
): CorrectionPosting[] {
  const before = new Map(paidBefore.map((payment) => [keyOf(payment), payment]));
  const after = new Map(recomputed.map((payment) => [keyOf(payment), payment]));
  const postings: CorrectionPosting[] = [];
  for (const [key, payment] of before) {
    if (after.get(key)?.amount !== payment.amount) postings.push({ ...payment, action: 'reverse' });
  }
  for (const [key, payment] of after) {
    if (before.get(key)?.amount !== payment.amount && payment.amount > 0n) postings.push({ ...payment, action: 'pay' });
  }
  return postings;
}
