import { findHouseSession, formatMoney, HouseError } from '../house/house-play.ts';
import { cockfightModel, FIGHT_OUTCOMES } from './cockfight-model.ts';
import type { VirtualOutcome } from './draw-outcome.ts';
import { outcomeKey } from './draw-outcome.ts';
import { selectionWins } from './event-markets.ts';
import { footballModel, SCORE_CELLS } from './football-model.ts';
import { payout, pickOutcome, WEIGHT_TOTAL } from './prices.ts';
import type { VirtualsContext } from './virtual-context.ts';

export class UnknownBet extends Error {}

/**
 * What a player can check of a settled bet: the stored uniform integer of its event's draw picks, through the model's
 * weights, the outcome the bet was settled on, and the win follows from the price the bet was taken at.
 */
export async function verifyVirtualBet(ctx: VirtualsContext, token: unknown, betId: unknown) {
  const session = await findHouseSession(ctx.db, token);
  if (typeof betId !== 'string' || betId.length > 64) throw new UnknownBet();
  const bet = await ctx.db
    .selectFrom('virtual_bets')
    .select([
      'id',
      'session_token',
      'league',
      'event_no',
      'market',
      'selection',
      'price_num',
      'price_den',
      'stake',
      'win',
      'outcome_key',
      'status',
    ])
    .where('id', '=', betId)
    .executeTakeFirst();
  if (!bet || bet.session_token !== session.token || bet.status !== 'settled') throw new UnknownBet();
  const event = await ctx.db
    .selectFrom('virtual_events')
    .select('outcome')
    .where('league', '=', bet.league)
    .where('event_no', '=', bet.event_no)
    .executeTakeFirst();
  if (!event) throw new HouseError('unknown_game');
  const outcome = event.outcome as VirtualOutcome;
  const draw = BigInt(outcome.draw);
  const weights = bet.league === 'football' ? footballModel(bet.event_no).weights : cockfightModel(bet.event_no).weights;
  const keys = bet.league === 'football' ? SCORE_CELLS.map((c) => c.key) : [...FIGHT_OUTCOMES];
  const picked = pickOutcome(weights, draw);
  const from = weights.slice(0, picked).reduce((a, b) => a + b, 0n);
  const key = keys[picked]!;
  const won = selectionWins(bet.league, bet.market, bet.selection, key);
  const win = won ? payout(bet.stake, { num: bet.price_num, den: bet.price_den }) : 0n;
  return {
    bet_id: bet.id,
    event_no: bet.event_no,
    draw: draw.toString(),
    draws_of: WEIGHT_TOTAL.toString(),
    range: [from.toString(), (from + weights[picked]! - 1n).toString()] as [string, string],
    outcome_key: key,
    win: formatMoney(win, session.currency_code),
    matches: key === outcomeKey(bet.league, outcome) && key === bet.outcome_key && win === bet.win,
  };
}
