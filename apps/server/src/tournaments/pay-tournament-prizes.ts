import type { Db } from '../db/database.ts';
import { inTransaction } from '../ledger/executor.ts';
import { accountKey, ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { announceCash } from '../wallet/main-cash.ts';
import { pushLeaderboard } from './push-tournament-leaderboards.ts';
import { tournamentAccount, tournamentKeys } from './tournament-accounts.ts';

export type PaidTournament = { id: number; winners: { rank: number; memberId: number; amount: bigint }[] };

/**
 * Pays the prizes of one tournament that has ended and whose bets have all been scored (the scoring cursor's time
 * has passed its end), and marks it paid, in one transaction. The tournament row is taken FOR UPDATE SKIP LOCKED and
 * only while open: a second runner at the same time takes another tournament or none, and a run after the commit
 * finds it paid. The entries are ranked by score (ties: who reached the score first, then the lower member id); only
 * entries with a score above zero win. Each rank's prize is a ledger movement from the tournaments account to the
 * member's main wallet under the key of the tournament and rank, and a row of tournament_payouts keyed the same way,
 * so nothing is paid twice whatever runs again. Answers null when no tournament is due.
 */
export async function payNextTournament(
  db: Db,
  options: { now?: Date; realtime?: Pick<Realtime, 'broadcast'> } = {},
): Promise<PaidTournament | null> {
  const now = options.now ?? new Date();
  const paid = await inTransaction(db, async (trx) => {
    const cursor = await trx.selectFrom('tournament_cursor').select('scored_until').where('id', '=', 1).executeTakeFirst();
    if (!cursor) return null;
    const t = await trx
      .selectFrom('tournaments')
      .select(['id', 'currency_code', 'ranking'])
      .where('status', '=', 'open')
      .where('ends_at', '<=', now)
      .where('ends_at', '<=', cursor.scored_until)
      .orderBy('ends_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!t) return null;
    const prizes = await trx
      .selectFrom('tournament_prizes')
      .select(['rank_from', 'rank_to', 'amount'])
      .where('tournament_id', '=', t.id)
      .orderBy('rank_from')
      .execute();
    const lastRank = Math.max(0, ...prizes.map((p) => p.rank_to));
    const ranked = await trx
      .selectFrom('tournament_entries')
      .select(['member_id', 'score'])
      .where('tournament_id', '=', t.id)
      .where('score', '>', 0n)
      .orderBy('score', 'desc')
      .orderBy('score_at')
      .orderBy('member_id')
      .limit(lastRank)
      .execute();
    const winners: (PaidTournament['winners'][number] & { cash: bigint })[] = [];
    for (const prize of prizes) {
      for (let rank = prize.rank_from; rank <= prize.rank_to && rank <= ranked.length; rank += 1) {
        const entry = ranked[rank - 1];
        if (!entry) break;
        const main = ledgerAccounts.memberMain(entry.member_id, t.currency_code);
        const posted = await postTransaction(db, trx, {
          key: tournamentKeys.prize(t.id, rank),
          kind: 'tournament_prize',
          reference: `tournament:${t.id}`,
          postings: [
            { account: main, amount: prize.amount },
            { account: tournamentAccount(t.currency_code), amount: -prize.amount },
          ],
        });
        await trx
          .insertInto('tournament_payouts')
          .values({
            tournament_id: t.id,
            rank,
            member_id: entry.member_id,
            score: entry.score,
            amount: prize.amount,
            ledger_transaction_id: posted.id,
          })
          .onConflict((oc) => oc.columns(['tournament_id', 'rank']).doNothing())
          .execute();
        if (!posted.replayed) {
          winners.push({
            rank,
            memberId: entry.member_id,
            amount: prize.amount,
            cash: posted.balances.get(accountKey(main)) ?? 0n,
          });
        }
      }
    }
    await trx.updateTable('tournaments').set({ status: 'paid', paid_at: now }).where('id', '=', t.id).execute();
    return { t, winners };
  });
  if (!paid) return null;
  if (options.realtime) {
    for (const w of paid.winners) announceCash(options.realtime, w.memberId, w.cash, paid.t.currency_code);
    await pushLeaderboard(db, options.realtime, paid.t);
  }
  return { id: paid.t.id, winners: paid.winners.map(({ cash: _cash, ...w }) => w) };
}

/** Pays every tournament due (a node back from downtime pays all that ended meanwhile); answers those it paid. */
export async function payTournamentPrizes(
  db: Db,
  options: { now?: Date; realtime?: Pick<Realtime, 'broadcast'>; stopped?: () => boolean } = {},
): Promise<PaidTournament[]> {
  const paid: PaidTournament[] = [];
  while (!options.stopped?.()) {
    const next = await payNextTournament(db, options);
    if (!next) break;
    paid.push(next);
  }
  return paid;
}
