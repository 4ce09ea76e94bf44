import { isDeepStrictEqual } from 'node:util';
import { cardName } from '../house/baccarat.ts';
import { formatMoney } from '../house/house-play.ts';
import { cryptoRng } from '../house/rng.ts';
import { type LiveContext, LiveError } from './live-context.ts';
import { LIVE_GAMES, type LiveOutcome, type LiveTableCode } from './live-games.ts';
import { liveSession } from './place-bet.ts';
import { winOf } from './settle-bets.ts';
import { dealer } from './shoe.ts';

/**
 * A settled bet of this session checked again: for a card table the coup is dealt again from the stored shoe at the
 * place it was dealt from (after the shoe is done, its cards are shown), and the bet settled again from the outcome;
 * both must match what was stored and paid. A roulette spin is its number: only the settlement is recomputed.
 */
export async function verifyBet(ctx: LiveContext, token: unknown, betId: unknown) {
  const session = await liveSession(ctx, token);
  if (typeof betId !== 'string' || betId.length > 80) throw new LiveError('invalid_bet');
  const bet = await ctx.db
    .selectFrom('live_bets as b')
    .innerJoin('live_rounds as r', 'r.id', 'b.round_id')
    .select([
      'b.id',
      'b.session_token',
      'b.bets',
      'b.amount',
      'b.win',
      'b.status',
      'r.id as round_id',
      'r.round_no',
      'r.table_id',
      'r.outcome',
    ])
    .where('b.id', '=', betId)
    .executeTakeFirst();
  if (!bet || bet.session_token !== session.token || bet.status !== 'settled') throw new LiveError('invalid_bet');
  const table = bet.table_id as LiveTableCode;
  const game = LIVE_GAMES[table];
  const stored = bet.outcome as LiveOutcome & { shoe?: { no: number; from: number } };
  let dealtAgain = true;
  let cards: string[] | null = null;
  // Rounds dealt before their place in the shoe was recorded are settled again only.
  if (game.shoe && typeof stored.shoe?.from === 'number') {
    const shoe = await ctx.db
      .selectFrom('live_shoes')
      .select(['cards', 'next_card', 'cut_at'])
      .where('table_id', '=', table)
      .where('shoe_no', '=', stored.shoe!.no)
      .executeTakeFirstOrThrow();
    const again = game.play({ next: dealer(shoe.cards, stored.shoe.from as number).next, rng: cryptoRng });
    const { shoe: _shoe, ...outcome } = stored;
    dealtAgain = isDeepStrictEqual(JSON.parse(JSON.stringify(again)), outcome);
    // The order of the rest of the shoe is shown only once the shoe is done (it would tell the coming cards).
    if (shoe.next_card >= shoe.cut_at) cards = shoe.cards.map(cardName);
  }
  const win = winOf(table, stored, bet.bets);
  const currency = session.currency_code;
  return {
    bet_id: bet.id,
    round_id: bet.round_id,
    round_no: bet.round_no,
    outcome: stored,
    bet: formatMoney(bet.amount, currency),
    win: formatMoney(bet.win ?? 0n, currency),
    win_again: formatMoney(win, currency),
    dealt_again: dealtAgain,
    matches: dealtAgain && win === bet.win,
    shoe_cards: cards,
  };
}
