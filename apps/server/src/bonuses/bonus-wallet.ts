import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { type AccountRef, accountKey, ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { InsufficientFunds, type PostedTransaction, postTransaction } from '../ledger/post-transaction.ts';
import { bonusAccount, bonusAccountPrefix, promotionsAccount } from './bonus-accounts.ts';
import { bonusShareOf, countedStake, splitStake } from './bonus-rules.ts';
import { closeGrant } from './close-grant.ts';

/*
 * The wallet's bonus rules (docs/decisions/0033-bonuses-wagering-rebates.md), called by the seamless-wallet endpoint
 * (providers/handle-wallet-call.ts) for every provider, the house in process included, only for members whose row
 * says they hold an active grant: a member without one pays no statement more per bet.
 */

type BetInput = {
  memberId: number;
  currency: string;
  gpId: number;
  gameTypeId: number;
  transactionId: string;
  roundId: string;
  key: string;
  reference: string;
  amount: bigint;
  valid: bigint;
  /** Where the stake goes: the provider's account and the jackpot's share. */
  stakeTo: { account: AccountRef; amount: bigint }[];
};

/**
 * A bet of a member with an active grant: cash first, the grant's bonus only for the shortfall, in one ledger
 * movement; the bet is recorded with its bonus share and what it counted, and the grant's wagering moves. Meeting the
 * requirement converts what is left of the bonus to cash in the same database transaction. Returns undefined when the
 * member holds no active grant in this currency (the caller posts the plain bet). Refused like any bet
 * (InsufficientFunds) when cash and bonus together are short.
 */
export async function postBonusBet(
  db: Db,
  trx: Transaction<Database>,
  bet: BetInput,
): Promise<{ posted: PostedTransaction; main: bigint | undefined } | undefined> {
  const main = ledgerAccounts.memberMain(bet.memberId, bet.currency);
  // The grant row is locked first: bets of one member with a bonus run one at a time against its balance and its
  // count. The balances are read by a statement of their own after the lock is granted (a statement that waited for
  // a lock still sees the data of its start, which would be the balances before the bet it waited for).
  const { rows } = await sql<{
    id: string;
    requirement: string;
    wagered: string;
    weights: Record<string, number> | string;
    expired: boolean;
  }>`
    select g.id::text, g.requirement::text, g.wagered::text, g.weights, g.expires_at <= now() as expired
    from bonus_grants g
    where g.member_id = ${bet.memberId} and g.currency_code = ${bet.currency} and g.status = 'active'
    for update of g`.execute(trx);
  const grant = rows[0];
  if (!grant) return undefined;
  const grantId = BigInt(grant.id);
  if (grant.expired) {
    // The job has not reached it yet: it is over all the same, and this bet is played on cash alone.
    await closeGrant(db, trx, grantId, 'expired', { reason: 'expired' });
    return undefined;
  }
  const account = bonusAccount(bet.memberId, grantId, bet.currency);
  const { rows: balances } = await sql<{ code: string; balance: string }>`
    select code, balance::text from ledger_accounts
    where currency_code = ${bet.currency} and code in (${main.code}, ${account.code})`.execute(trx);
  const cash = BigInt(balances.find((b) => b.code === main.code)?.balance ?? '0');
  const bonusLeft = BigInt(balances.find((b) => b.code === account.code)?.balance ?? '0');
  const split = splitStake(bet.amount, cash);
  if (split.bonus > bonusLeft) throw new InsufficientFunds();
  const posted = await postTransaction(db, trx, {
    key: bet.key,
    kind: 'bet',
    reference: bet.reference,
    postings: [{ account: main, amount: -split.cash }, { account, amount: -split.bonus }, ...bet.stakeTo],
  });
  const weights = typeof grant.weights === 'string' ? (JSON.parse(grant.weights) as Record<string, number>) : grant.weights;
  const counted = countedStake(bet.valid, weights, bet.gameTypeId);
  await trx
    .insertInto('bonus_bets')
    .values({
      provider_id: bet.gpId,
      transaction_id: bet.transactionId,
      grant_id: grantId,
      round_id: bet.roundId,
      amount: bet.amount,
      bonus_amount: split.bonus,
      counted,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const wagered = BigInt(grant.wagered) + counted;
  if (counted > 0n) {
    await trx.updateTable('bonus_grants').set({ wagered }).where('id', '=', grantId).execute();
  }
  let mainAfter = posted.balances.get(accountKey(main));
  if (wagered >= BigInt(grant.requirement)) {
    const closed = await closeGrant(db, trx, grantId, 'converted', { reason: 'wagering_met' });
    if (closed.cash !== undefined) mainAfter = closed.cash;
  }
  return { posted, main: mainAfter };
}

type WinInput = {
  memberId: number;
  currency: string;
  gpId: number;
  roundId: string;
  betTransactionId: string | undefined;
  key: string;
  kind: string;
  reference: string;
  amount: bigint;
  /** Where the win comes from: the provider's account and the jackpot's share (negative amounts). */
  paidFrom: { account: AccountRef; amount: bigint }[];
};

/**
 * A win of a member with an active grant: the share of it in the proportion its round's stakes came from the bonus
 * goes back to the grant's account while the grant is active, to cash once it was converted, and to the promotions
 * account once it was forfeited; the rest is cash. Undefined when no stake of the round came from a grant (the caller
 * posts the plain win).
 */
export async function postBonusWin(
  db: Db,
  trx: Transaction<Database>,
  win: WinInput,
): Promise<{ posted: PostedTransaction; main: bigint | undefined } | undefined> {
  const { rows } = await sql<{ grant_id: string; status: string; staked: string; from_bonus: string }>`
    select b.grant_id::text, g.status, sum(b.amount)::text as staked, sum(b.bonus_amount)::text as from_bonus
    from bonus_bets b join bonus_grants g on g.id = b.grant_id
    where b.provider_id = ${win.gpId}
      and ${win.betTransactionId === undefined ? sql`b.round_id = ${win.roundId}` : sql`b.transaction_id = ${win.betTransactionId}`}
    group by b.grant_id, g.status`.execute(trx);
  const row = rows.find((r) => BigInt(r.from_bonus) > 0n);
  if (!row) return undefined;
  const share = bonusShareOf(win.amount, BigInt(row.staked), BigInt(row.from_bonus));
  if (share === 0n) return undefined;
  const main = ledgerAccounts.memberMain(win.memberId, win.currency);
  const shareTo =
    row.status === 'active'
      ? bonusAccount(win.memberId, row.grant_id, win.currency)
      : row.status === 'converted'
        ? main
        : promotionsAccount(win.currency);
  const posted = await postTransaction(db, trx, {
    key: win.key,
    kind: win.kind,
    reference: win.reference,
    postings: [...win.paidFrom, { account: main, amount: win.amount - share }, { account: shareTo, amount: share }],
  });
  return { posted, main: posted.balances.get(accountKey(main)) };
}

/**
 * A settled bet's valid part, stated with its win (a round whose sides came in several calls: the bet counted nothing
 * when placed). While the bet's grant is active, the bet now counts that part (times the game type's weight) instead
 * of what it counted, and meeting the requirement converts, as a bet does. A grant closed since is left as it is.
 * Answers whether the grant converted (the member's main balance changed).
 */
export async function restateBonusBet(
  db: Db,
  trx: Transaction<Database>,
  input: { gpId: number; betTransactionId: string; valid: bigint; gameTypeId: number },
): Promise<boolean> {
  const bet = await trx
    .selectFrom('bonus_bets as b')
    .innerJoin('bonus_grants as g', 'g.id', 'b.grant_id')
    .select(['b.grant_id', 'b.counted', 'g.status', 'g.wagered', 'g.requirement', 'g.weights'])
    .where('b.provider_id', '=', input.gpId)
    .where('b.transaction_id', '=', input.betTransactionId)
    .forUpdate('g')
    .executeTakeFirst();
  if (bet?.status !== 'active') return false;
  const weights = typeof bet.weights === 'string' ? (JSON.parse(bet.weights) as Record<string, number>) : bet.weights;
  const counted = countedStake(input.valid, weights, input.gameTypeId);
  if (counted === bet.counted) return false;
  await trx
    .updateTable('bonus_bets')
    .set({ counted })
    .where('provider_id', '=', input.gpId)
    .where('transaction_id', '=', input.betTransactionId)
    .execute();
  const delta = counted - bet.counted;
  const wagered = bet.wagered + delta < 0n ? 0n : bet.wagered + delta;
  await trx.updateTable('bonus_grants').set({ wagered }).where('id', '=', bet.grant_id).execute();
  if (delta > 0n && wagered >= bet.requirement) {
    await closeGrant(db, trx, bet.grant_id, 'converted', { reason: 'wagering_met' });
    return true;
  }
  return false;
}

/**
 * After a bet was rolled back (its postings reversed, so its bonus share is back in its grant's account): an active
 * grant no longer counts the bet; a grant closed since passes the returned bonus share on where its closing sent the
 * rest (cash when converted, the promotions account otherwise), so a closed grant's account stays empty. Only called
 * when the member holds a grant or the reversal touched a bonus account.
 */
export async function afterBonusRollback(
  db: Db,
  trx: Transaction<Database>,
  input: { memberId: number; currency: string; gpId: number; betTransactionId: string; rollbackKey: string },
): Promise<void> {
  const bet = await trx
    .selectFrom('bonus_bets as b')
    .innerJoin('bonus_grants as g', 'g.id', 'b.grant_id')
    .select(['b.grant_id', 'b.bonus_amount', 'b.counted', 'g.status'])
    .where('b.provider_id', '=', input.gpId)
    .where('b.transaction_id', '=', input.betTransactionId)
    .forUpdate('g')
    .executeTakeFirst();
  if (!bet) return;
  if (bet.status === 'active') {
    if (bet.counted > 0n) {
      await trx
        .updateTable('bonus_grants')
        .set({ wagered: sql`greatest(wagered - ${bet.counted}, 0)` })
        .where('id', '=', bet.grant_id)
        .execute();
    }
    return;
  }
  if (bet.bonus_amount === 0n) return;
  const account = bonusAccount(input.memberId, bet.grant_id, input.currency);
  const to =
    bet.status === 'converted' ? ledgerAccounts.memberMain(input.memberId, input.currency) : promotionsAccount(input.currency);
  await postTransaction(db, trx, {
    key: `${input.rollbackKey}:bonus`,
    kind: bet.status === 'converted' ? 'bonus_convert' : 'bonus_forfeit',
    reference: `bonus:${bet.grant_id}`,
    postings: [
      { account, amount: -bet.bonus_amount },
      { account: to, amount: bet.bonus_amount },
    ],
  });
}

/** Whether a posted movement touched one of the member's bonus accounts. */
export function touchedBonus(posted: PostedTransaction, memberId: number): boolean {
  const prefix = bonusAccountPrefix(memberId);
  for (const key of posted.balances.keys()) if (key.startsWith(prefix)) return true;
  return false;
}
