import { SLOT_ROUNDS_PAGE } from '@casino/contract/house/slot-baccarat-calls.ts';
import type { Db } from '../db/database.ts';
import { findHouseSession, formatMoney, HouseError, kindOf } from './house-play.ts';

export type SlotRoundLine = {
  round_id: string;
  bet: string;
  win: string;
  jackpot: boolean;
  win_pending: boolean;
  created_at: string;
  stops: number[][];
};

/**
 * A page of the slot rounds of one game session, newest first: what the slot's History shows after a reload. Only the
 * session's own rounds are read (the token is the player's launch of this game); `before` must be one of them, so a
 * round id of another session reveals nothing. A page is read one row longer than asked to tell whether another
 * follows. Rounds rolled back (their stake refunded) are left out, as the table games' history leaves them out.
 */
export async function listSlotRounds(
  db: Db,
  input: { session: string; before?: string; limit?: number },
): Promise<{ rounds: SlotRoundLine[]; next: string | null } | { unknownRound: true }> {
  const session = await findHouseSession(db, input.session);
  if (kindOf(session.game_code) !== 'slot') throw new HouseError('unknown_game');
  const limit = Math.min(input.limit ?? SLOT_ROUNDS_PAGE, SLOT_ROUNDS_PAGE);

  let query = db
    .selectFrom('house_rounds')
    .select(['id', 'bet', 'win', 'jackpot_win', 'status', 'draws', 'created_at'])
    .where('session_token', '=', session.token)
    .where('status', 'in', ['settled', 'win_pending']);
  if (input.before !== undefined) {
    const cursor = await db
      .selectFrom('house_rounds')
      .select(['id', 'created_at'])
      .where('id', '=', input.before)
      .where('session_token', '=', session.token)
      .executeTakeFirst();
    if (!cursor) return { unknownRound: true };
    // Rounds of the same instant are ordered by id, so a page boundary between them loses none.
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', cursor.created_at),
        eb.and([eb('created_at', '=', cursor.created_at), eb('id', '<', cursor.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const currency = session.currency_code;
  return {
    rounds: page.map((row) => ({
      round_id: row.id,
      bet: formatMoney(row.bet, currency),
      win: formatMoney(row.win + row.jackpot_win, currency),
      jackpot: row.jackpot_win > 0n,
      win_pending: row.status === 'win_pending',
      created_at: row.created_at.toISOString(),
      stops: stopsOf(row.draws),
    })),
    next: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** A slot round's draws are its reel stops, spin by spin. */
function stopsOf(draws: unknown): number[][] {
  if (!Array.isArray(draws)) return [];
  return draws.filter((spin): spin is number[] => Array.isArray(spin) && spin.every((stop) => Number.isInteger(stop)));
}
