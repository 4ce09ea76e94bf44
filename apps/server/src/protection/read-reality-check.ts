import { DEFAULT_REALITY_CHECK_INTERVAL, type realityCheckCall } from '@casino/contract/calls/reality-check-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { sql } from 'kysely';
import type { Executor } from '../ledger/executor.ts';
import { ledgerAccounts } from '../ledger/ledger-accounts.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { formatAmount } from '../wallet/main-cash.ts';

type RealityCheckReply = CallResponse<typeof realityCheckCall>;

/** The ledger kinds of play on the main wallet: stakes (negative), wins and jackpots, and stakes given back. */
export const PLAY_KINDS = ['bet', 'win', 'jackpot', 'rollback'] as const;

/**
 * The member's reality check for the sign-in of this session (docs/decisions/0080), in one query: when the sign-in
 * began (the first session of its chain), the member's interval, and the sum of the main wallet's play postings since
 * then (wins less stakes): the postings after the ledger mark the sign-in recorded, read through the account's
 * (account_id, transaction_id) index.
 */
export async function readRealityCheck(
  db: Executor,
  member: Pick<MemberSession, 'memberId' | 'loginId' | 'currency'>,
  now: number,
): Promise<RealityCheckReply> {
  const main = ledgerAccounts.memberMain(member.memberId, member.currency);
  const { rows } = await sql<{ signed_in_at: Date; interval_minutes: number | null; net: string | null }>`
    select s.created_at as signed_in_at,
      (select r.interval_minutes from member_reality_checks r where r.member_id = s.member_id) as interval_minutes,
      (select sum(p.amount)::text
         from ledger_accounts a
         join ledger_postings p on p.account_id = a.id and p.transaction_id > s.ledger_mark
         join ledger_transactions t on t.id = p.transaction_id
         where a.code = ${main.code} and a.currency_code = ${member.currency}
           and t.kind = any(${[...PLAY_KINDS]}::text[])) as net
    from member_sessions s
    where s.id = ${member.loginId} and s.member_id = ${member.memberId}`.execute(db);
  const row = rows[0];
  // The session that made the call is of this sign-in, so the sign-in's first session is there; now is a fallback.
  const signedInAt = row ? new Date(row.signed_in_at).getTime() : now;
  return {
    signed_in_at: signedInAt,
    minutes_played: Math.max(0, Math.floor((now - signedInAt) / 60_000)),
    net_result: formatAmount(BigInt(row?.net ?? 0), member.currency),
    currency: member.currency,
    interval_minutes: row?.interval_minutes ?? DEFAULT_REALITY_CHECK_INTERVAL,
  };
}
