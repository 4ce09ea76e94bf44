import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { countedStake } from './bonus-rules.ts';
import { closeGrant } from './close-grant.ts';

/** A settled bet a transfer-wallet provider reported (providers/import-bet-records.ts), as wagering needs it. */
export type ReportedBet = {
  betRef: string;
  memberId: number;
  currency: string;
  gameType: number;
  stake: bigint;
  validAmount: bigint;
  settledAt: Date;
};

/** A grant the reported bets met: its bonus became cash, and the member's main balance is now `cash`. */
export type ConvertedGrant = { memberId: number; currency: string; cash: bigint | undefined };

/**
 * Wagering for bets a transfer-wallet provider reports (docs/decisions/0064, 0033): each settled bet of a member holding an
 * active grant in its currency counts its valid amount (the stake at risk; nothing when void) times the grant's
 * weight for its game type, once per bet (bonus_bets' key). A bet reported again (resettled) counts its new amount
 * in place of the old while its grant is active. Only bets settled after the grant was given count, and meeting the
 * requirement converts the grant, as a seamless bet does. Runs in the transaction that writes the reported page.
 */
export async function countProviderBets(
  db: Db,
  trx: Transaction<Database>,
  gpId: number,
  bets: readonly ReportedBet[],
): Promise<ConvertedGrant[]> {
  const members = [...new Set(bets.filter((b) => b.stake > 0n).map((b) => b.memberId))];
  if (members.length === 0) return [];
  // Grants are locked in id order (as every path that moves wagering locks them first), and only for members the
  // members row says hold one, so a page of players without a bonus costs this one statement.
  const { rows: grants } = await sql<{
    id: string;
    member_id: number;
    currency_code: string;
    requirement: string;
    wagered: string;
    weights: Record<string, number> | string;
    created_at: Date;
  }>`
    select g.id::text, g.member_id, g.currency_code, g.requirement::text, g.wagered::text, g.weights, g.created_at
    from bonus_grants g join members m on m.id = g.member_id
    where g.member_id = any(${members}::int[]) and m.active_bonuses > 0 and g.status = 'active'
    order by g.id
    for update of g`.execute(trx);
  if (grants.length === 0) return [];
  const earlier = await trx
    .selectFrom('bonus_bets')
    .select(['transaction_id', 'grant_id', 'counted'])
    .where('provider_id', '=', gpId)
    .where(
      'transaction_id',
      'in',
      bets.map((b) => b.betRef),
    )
    .execute();
  const countedBefore = new Map(earlier.map((e) => [e.transaction_id, e]));
  const converted: ConvertedGrant[] = [];
  for (const grant of grants) {
    const grantId = BigInt(grant.id);
    const weights = typeof grant.weights === 'string' ? (JSON.parse(grant.weights) as Record<string, number>) : grant.weights;
    let delta = 0n;
    for (const bet of bets) {
      if (bet.memberId !== grant.member_id || bet.currency !== grant.currency_code) continue;
      const before = countedBefore.get(bet.betRef);
      const counted = countedStake(bet.validAmount, weights, bet.gameType);
      if (before) {
        // Counted already: by this grant, restated; by a grant closed since, left as it is.
        if (before.grant_id !== grantId || before.counted === counted) continue;
        await trx
          .updateTable('bonus_bets')
          .set({ counted })
          .where('provider_id', '=', gpId)
          .where('transaction_id', '=', bet.betRef)
          .execute();
        delta += counted - before.counted;
        continue;
      }
      if (bet.settledAt < grant.created_at) continue;
      await trx
        .insertInto('bonus_bets')
        .values({
          provider_id: gpId,
          transaction_id: bet.betRef,
          grant_id: grantId,
          round_id: bet.betRef,
          amount: bet.stake,
          bonus_amount: 0n,
          counted,
        })
        .execute();
      delta += counted;
    }
    if (delta === 0n) continue;
    const wagered = BigInt(grant.wagered) + delta < 0n ? 0n : BigInt(grant.wagered) + delta;
    await trx.updateTable('bonus_grants').set({ wagered }).where('id', '=', grantId).execute();
    if (delta > 0n && wagered >= BigInt(grant.requirement)) {
      const closed = await closeGrant(db, trx, grantId, 'converted', { reason: 'wagering_met' });
      if (closed.closed) converted.push({ memberId: grant.member_id, currency: grant.currency_code, cash: closed.cash });
    }
  }
  return converted;
}
