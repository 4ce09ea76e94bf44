import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ProviderBetRecord } from '../../providers/provider-adapter.ts';
import { SPORTSBOOK_GAMES } from './sportsbook-config.ts';

/**
 * A bet is reported once it has been finished this long: settlement batches on several nodes commit in any order, and
 * a cursor that passed a later batch's time must not skip an earlier one still committing (docs/decisions/0064).
 */
export const REPORT_LAG_MS = 60_000;

type Finished = {
  id: string;
  member_id: number;
  currency_code: string;
  original_stake: bigint;
  stake: bigint;
  returned: bigint | null;
  cashed_out: bigint;
  status: 'settled' | 'cashed_out';
  settled_at: Date;
  /** settled_at as the database writes it, to the microsecond. */
  settled_text: string;
  esports: boolean;
};

/** The cursor after a bet: its finishing time (to the microsecond) and id, the order the records are read in. */
const cursorOf = (bet: Pick<Finished, 'id' | 'settled_text'>) => `${bet.settled_text}|${bet.id}`;

function parseCursor(cursor: string | null): { at: string; id: string } {
  const [at, id] = (cursor ?? '').split('|');
  const time = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
  if (!at || !time.test(at) || !/^\d{1,19}$/.test(id ?? '')) return { at: '1970-01-01T00:00:00Z', id: '0' };
  return { at, id: id! };
}

/**
 * The house sportsbook's bet history for the platform (the transfer-wallet gap of decision 0062 closed): its bets
 * settled or cashed out after the cursor, oldest first. A bet counts its stake as turnover, a cashed-out one what was
 * at risk before it was sold, and a bet that came back whole (void) nothing; its payout is every return and
 * cash-out. A bet all of whose legs are esports belongs to the esports hall (9), any other to the sports hall (4). A
 * resettled bet finishes again (settled_at moves), so it is reported again with its new payout.
 */
export async function sportsbookBetRecords(
  db: Db,
  options: { gpId: number; cursor: string | null; limit: number; now: number },
): Promise<{ records: ProviderBetRecord[]; cursor: string | null }> {
  const after = parseCursor(options.cursor);
  const { rows } = await sql<Finished>`
    select b.id::text, b.member_id, b.currency_code, b.original_stake, b.stake, b.returned, b.cashed_out, b.status,
      b.settled_at, b.settled_at::text as settled_text,
      coalesce((select bool_and(e.sport = 'esports') from sports_bet_legs l join sports_events e on e.id = l.event_id
        where l.bet_id = b.id), false) as esports
    from sports_bets b
    where b.gp_id = ${options.gpId} and b.status in ('settled', 'cashed_out')
      and b.settled_at < ${new Date(options.now - REPORT_LAG_MS)}
      and (b.settled_at, b.id) > (${after.at}::timestamptz, ${after.id}::bigint)
    order by b.settled_at, b.id
    limit ${options.limit}`.execute(db);
  const records = rows.map(
    (bet): ProviderBetRecord => ({
      betRef: bet.id,
      memberId: bet.member_id,
      currency: bet.currency_code,
      gameType: bet.esports ? SPORTSBOOK_GAMES['house-esports'] : SPORTSBOOK_GAMES['house-sportsbook'],
      stake: bet.original_stake,
      validAmount: bet.status === 'settled' && bet.cashed_out === 0n && bet.returned === bet.stake ? 0n : bet.original_stake,
      payout: (bet.returned ?? 0n) + bet.cashed_out,
      settledAt: bet.settled_at,
    }),
  );
  const last = rows.at(-1);
  return { records, cursor: last ? cursorOf(last) : options.cursor };
}
