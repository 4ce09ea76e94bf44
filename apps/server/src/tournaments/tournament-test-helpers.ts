import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';

/** The house slot the tests and the demo play (its provider and game type, as seeded). */
export async function houseSlot(db: Db, gameCode = 'house-lucky-sevens') {
  const game = await db
    .selectFrom('games')
    .select(['provider_id', 'game_type_id', 'game_code'])
    .where('game_code', '=', gameCode)
    .executeTakeFirstOrThrow();
  return { providerId: game.provider_id, gameType: game.game_type_id, gameCode: game.game_code };
}

/** A game session of a member on a game, as a launch makes it. */
export async function openSession(
  db: Db,
  memberId: number,
  game: { providerId: number; gameType: number; gameCode: string },
  options: { currency?: string; demo?: boolean } = {},
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('game_sessions')
    .values({
      id,
      token_hash: randomBytes(16).toString('hex'),
      member_id: memberId,
      provider_id: game.providerId,
      game_code: game.gameCode,
      game_type_id: game.gameType,
      currency_code: options.currency ?? 'INR',
      demo: options.demo ?? false,
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return id;
}

let seq = 0;

/**
 * One seamless-wallet call as the wallet records it: the ledger movement between the member's main wallet and the
 * provider's account (none for a win of nothing), and its provider_transactions row (status ok) at the time given. A
 * bet may state its valid part; a win or rollback names its bet, and a win restating the bet's valid part writes it
 * on the bet's row, as handle-wallet-call.ts does. Returns the call's transaction id.
 */
export async function walletCall(
  db: Db,
  call: {
    session: string;
    memberId: number;
    providerId: number;
    kind: 'bet' | 'win' | 'rollback';
    round: string;
    amount: bigint;
    at: Date;
    currency?: string;
    valid?: bigint;
    betTransactionId?: string;
  },
): Promise<string> {
  seq += 1;
  const currency = call.currency ?? 'INR';
  const transactionId = `t-${process.pid}-${Date.now()}-${seq}`;
  const toMember = call.kind === 'bet' ? -call.amount : call.amount;
  const posted =
    call.amount === 0n
      ? null
      : await postTransaction(db, db, {
          key: `test-wallet:${transactionId}`,
          kind: call.kind,
          postings: [
            { account: ledgerAccounts.memberMain(call.memberId, currency), amount: toMember },
            { account: ledgerAccounts.system(`provider:${call.providerId}`, currency), amount: -toMember },
          ],
        });
  if (call.kind === 'win' && call.valid !== undefined && call.betTransactionId !== undefined) {
    await db
      .updateTable('provider_transactions')
      .set({ valid_amount: call.valid })
      .where('provider_id', '=', call.providerId)
      .where('transaction_id', '=', call.betTransactionId)
      .execute();
  }
  await db
    .insertInto('provider_transactions')
    .values({
      provider_id: call.providerId,
      transaction_id: transactionId,
      kind: call.kind,
      session_id: call.session,
      member_id: call.memberId,
      currency_code: currency,
      round_id: call.round,
      amount: call.amount,
      related_transaction_id: call.betTransactionId ?? null,
      valid_amount: call.kind === 'bet' ? (call.valid ?? null) : null,
      request_hash: 'test',
      status: 'ok',
      ledger_transaction_id: posted?.id ?? null,
      answer: JSON.stringify({ status: 'ok' }),
      created_at: call.at,
    })
    .execute();
  return transactionId;
}

/** Puts money on a member's main wallet. */
export async function fund(db: Db, memberId: number, amount: bigint, currency = 'INR'): Promise<void> {
  await postTransaction(db, db, {
    key: `test-fund:${memberId}:${randomUUID()}`,
    kind: 'deposit',
    postings: [
      { account: ledgerAccounts.memberMain(memberId, currency), amount },
      { account: ledgerAccounts.system('gateway:test', currency), amount: -amount },
    ],
  });
}
