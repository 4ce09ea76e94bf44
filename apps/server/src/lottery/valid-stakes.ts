import { sql } from 'kysely';
import { validShares } from '../bonuses/valid-stake.ts';
import type { LotteryContext } from './lottery-context.ts';

/**
 * The lottery's part of the one no-risk rule of every house game (bonuses/valid-stake.ts, docs/decisions/0039, 0068):
 * a player's stakes on the two opposite sides of one market of one draw (big and small, odd and even, dragon and
 * tiger of the same pair of places, of the same position or sum) cover each other up to the smaller side, so only the
 * difference counts towards bonus wagering and the rebate's valid bet. Bets on such a side are sent to the platform as
 * carrying no risk yet, and what each carried is stated when its draw is settled, when every bet on the draw is in.
 */

const SIDES: Readonly<Record<string, { market: string; side: string }>> = {
  // Dice: the sum of the three.
  big: { market: 'size', side: 'big' },
  small: { market: 'size', side: 'small' },
  odd: { market: 'parity', side: 'odd' },
  even: { market: 'parity', side: 'even' },
  // Five digits: a position (the pick), or the sum of all five.
  position_big: { market: 'position_size', side: 'big' },
  position_small: { market: 'position_size', side: 'small' },
  position_odd: { market: 'position_parity', side: 'odd' },
  position_even: { market: 'position_parity', side: 'even' },
  sum_big: { market: 'sum_size', side: 'big' },
  sum_small: { market: 'sum_size', side: 'small' },
  sum_odd: { market: 'sum_parity', side: 'odd' },
  sum_even: { market: 'sum_parity', side: 'even' },
  // Car race: dragon or tiger of a pair of places (the pick), and the first two's sum.
  dragon: { market: 'dragon_tiger', side: 'dragon' },
  tiger: { market: 'dragon_tiger', side: 'tiger' },
  first_two_big: { market: 'first_two_size', side: 'big' },
  first_two_small: { market: 'first_two_size', side: 'small' },
  first_two_odd: { market: 'first_two_parity', side: 'odd' },
  first_two_even: { market: 'first_two_parity', side: 'even' },
};

/** The market and side of a bet on one side of an opposite pair (its pick names the position), or null. */
export function oppositeSideOf(betType: string, pick: readonly number[]): { market: string; side: string } | null {
  const found = SIDES[betType];
  return found ? { market: `${found.market}:${pick.join(',')}`, side: found.side } : null;
}

/** A bet that can be covered counts nothing when placed; its part at risk is stated at settlement. */
export const coverable = (betType: string): boolean => SIDES[betType] !== undefined;

type PlayerBet = { id: string; bet_type: string; pick: readonly number[]; cost: bigint };

/**
 * The part of each of one player's bets on one draw that carried risk: within each market, the sides' totals cover
 * each other and the excess is split over the bets (validShares: in bet id order, the same on every node and retry).
 * A bet on no opposite side counts in full.
 */
export function lotteryValidShares(bets: readonly PlayerBet[]): Map<string, bigint> {
  const shares = new Map<string, bigint>();
  const markets = new Map<string, { id: string; spots: Record<string, bigint> }[]>();
  for (const bet of bets) {
    const side = oppositeSideOf(bet.bet_type, bet.pick);
    if (!side) {
      shares.set(bet.id, bet.cost);
      continue;
    }
    const list = markets.get(side.market) ?? [];
    list.push({ id: bet.id, spots: { [side.side]: bet.cost } });
    markets.set(side.market, list);
  }
  for (const list of markets.values()) for (const [id, valid] of validShares(list)) shares.set(id, valid);
  return shares;
}

/**
 * The valid part of the coverable bets of these real tickets of one draw, over each ticket's player's bets on the draw
 * from all their sessions (refunded and refused bets do not cover). Tickets whose player still has a bet on the draw
 * being placed are left out (the answer has no entry for their bets): they are settled once it is in or rolled back.
 */
export async function coverableValidParts(
  ctx: Pick<LotteryContext, 'db'>,
  draw: { game: string; draw_id: string },
  ticketIds: readonly string[],
): Promise<{ valid: Map<string, bigint>; waiting: Set<string> }> {
  const valid = new Map<string, bigint>();
  const waiting = new Set<string>();
  if (ticketIds.length === 0) return { valid, waiting };
  const { rows } = await sql<{
    id: string;
    ticket_id: string;
    player: string;
    bet_type: string;
    pick: number[];
    cost: string;
    status: string;
  }>`
    select b.id, b.ticket_id, b.player, b.bet_type, b.pick, b.cost::text, b.status from lottery_bets b
    where b.game = ${draw.game} and b.draw_id = ${draw.draw_id} and not b.demo
      and b.status in ('placing', 'open', 'settling', 'settled')
      and b.player in (select t.player from lottery_bets t where t.ticket_id = any(${ticketIds as string[]}::text[]))`.execute(
    ctx.db,
  );
  const byPlayer = new Map<string, typeof rows>();
  for (const row of rows) byPlayer.set(row.player, [...(byPlayer.get(row.player) ?? []), row]);
  const asked = new Set(ticketIds);
  for (const bets of byPlayer.values()) {
    if (bets.some((b) => b.status === 'placing')) {
      for (const b of bets) if (asked.has(b.ticket_id)) waiting.add(b.ticket_id);
      continue;
    }
    const shares = lotteryValidShares(bets.map((b) => ({ ...b, cost: BigInt(b.cost) })));
    for (const b of bets) if (asked.has(b.ticket_id) && coverable(b.bet_type)) valid.set(b.id, shares.get(b.id) ?? 0n);
  }
  return { valid, waiting };
}
