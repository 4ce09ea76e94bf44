import { TournamentCode } from '@casino/contract/calls/tournament-calls.ts';
import { Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { accountKey, ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { IdempotencyConflict, InsufficientFunds, postTransaction } from '../ledger/post-transaction.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { announceCash, formatAmount, readMainCash } from '../wallet/main-cash.ts';
import { tournamentAccount, tournamentKeys } from './tournament-accounts.ts';
import type { TournamentContext } from './tournament-context.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * Joins an opt-in or buy-in tournament of the member's site and currency that has not ended, in one transaction: the
 * entry keyed by (tournament, member) — a second join waits on the key and is refused with 102 — and, for a buy-in,
 * the ledger movement from the member's main wallet to the tournaments account under the key of the tournament and
 * member, refused with 104 (and no entry) when the wallet holds less. Bets count from the moment of the join.
 * Refusals: 101 no such tournament, 102 joined already, 103 ended or cancelled, 104 not enough money, 105 automatic.
 */
export async function joinTournament(ctx: TournamentContext, member: MemberSession, id: number) {
  const main = ledgerAccounts.memberMain(member.memberId, member.currency);
  let result: { cash: bigint; paid: boolean };
  try {
    result = await inTransaction(ctx.db, async (trx) => {
      const t = await trx
        .selectFrom('tournaments')
        .select(['id', 'status', 'ends_at', 'participation', 'buy_in', 'currency_code'])
        .where('id', '=', id)
        .where('site_id', '=', member.siteId)
        .where('currency_code', '=', member.currency)
        .forShare()
        .executeTakeFirst();
      if (!t) throw new Refusal(TournamentCode.notFound, 'tournament.not_found');
      if (t.status !== 'open' || t.ends_at <= new Date()) throw new Refusal(TournamentCode.closed, 'tournament.closed');
      if (t.participation === 'automatic') throw new Refusal(TournamentCode.automatic, 'tournament.automatic');
      const entry = await trx
        .insertInto('tournament_entries')
        .values({ tournament_id: id, member_id: member.memberId, score_at: new Date(), joined_at: new Date() })
        .onConflict((oc) => oc.columns(['tournament_id', 'member_id']).doNothing())
        .returning('member_id')
        .executeTakeFirst();
      if (!entry) throw new Refusal(TournamentCode.alreadyJoined, 'tournament.already_joined');
      if (t.participation !== 'buy_in') return { cash: await readMainCash(trx, member.memberId, member.currency), paid: false };
      const posted = await postTransaction(ctx.db, trx, {
        key: tournamentKeys.buyIn(id, member.memberId),
        kind: 'tournament_buy_in',
        reference: `tournament:${id}`,
        postings: [
          { account: main, amount: -t.buy_in },
          { account: tournamentAccount(t.currency_code), amount: t.buy_in },
        ],
      });
      if (posted.replayed) throw new Refusal(TournamentCode.alreadyJoined, 'tournament.already_joined');
      await trx
        .updateTable('tournament_entries')
        .set({ buy_in_transaction_id: posted.id })
        .where('tournament_id', '=', id)
        .where('member_id', '=', member.memberId)
        .execute();
      return { cash: posted.balances.get(accountKey(main)) ?? 0n, paid: true };
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) throw new Refusal(TournamentCode.insufficientFunds, 'tournament.insufficient_funds');
    if (error instanceof IdempotencyConflict || (error as { code?: string })?.code === UNIQUE_VIOLATION) {
      throw new Refusal(TournamentCode.alreadyJoined, 'tournament.already_joined');
    }
    throw error;
  }
  if (result.paid) announceCash(ctx.realtime, member.memberId, result.cash, member.currency);
  return { id, joined: true, main_cash: formatAmount(result.cash, member.currency) };
}
