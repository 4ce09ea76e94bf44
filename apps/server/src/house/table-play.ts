import { validStake } from '../bonuses/valid-stake.ts';
import { ANDAR_BAHAR_CODE, ANDAR_BAHAR_SPOTS, deckOf52, playAndarBaharRound } from './andar-bahar.ts';
import { coinUnit } from './house-config.ts';
import {
  findHouseSession,
  type HouseContext,
  HouseError,
  type Played,
  parseMoney,
  playRound,
  type RoundResult,
} from './house-play.ts';
import { cryptoRng } from './rng.ts';
import { playSicBoRound, rollDice, SIC_BO_CODE, SIC_BO_SPOTS } from './sic-bo.ts';

/** Chips of the card and table games, in coins (1.00 to 500.00 in a two-decimal currency), as baccarat's. */
export const TABLE_CHIPS = [100, 500, 2_500, 10_000, 50_000] as const;
/** The table's limit: what one round may stake in all, in coins (5,000.00 in a two-decimal currency). */
export const TABLE_LIMIT_COINS = 500_000n;

export const tableChips = (currency: string): bigint[] => TABLE_CHIPS.map((chip) => BigInt(chip) * coinUnit(currency));
export const tableLimit = (currency: string): bigint => TABLE_LIMIT_COINS * coinUnit(currency);

/**
 * Bets of a table round, in minor units: `input` maps spots to amounts in major units; every amount is a whole number
 * of the smallest chip and the total is within the table limit.
 */
export function parseTableBets(
  input: unknown,
  spots: readonly string[],
  currency: string,
): { bets: Record<string, number>; total: bigint } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new HouseError('invalid_bet');
  const smallest = tableChips(currency)[0]!;
  const bets: Record<string, number> = {};
  let total = 0n;
  for (const [spot, value] of Object.entries(input)) {
    if (!spots.includes(spot)) throw new HouseError('invalid_bet');
    const amount = parseMoney(value, currency);
    if (amount === undefined || amount % smallest !== 0n) throw new HouseError('invalid_bet');
    if (amount > 0n) bets[spot] = Number(amount);
    total += amount;
  }
  if (total <= 0n || total > tableLimit(currency)) throw new HouseError('invalid_bet');
  return { bets, total };
}

/** One roll of sic bo: the stake goes to the platform first, then three dice are thrown. */
export async function rollSicBo(ctx: HouseContext, token: unknown, betsInput: unknown): Promise<RoundResult> {
  const session = await findHouseSession(ctx.db, token);
  if (session.game_code !== SIC_BO_CODE) throw new HouseError('unknown_game');
  const { bets, total } = parseTableBets(betsInput, SIC_BO_SPOTS, session.currency_code);
  const rng = ctx.rng ?? cryptoRng;
  const run = (): Played => {
    const round = playSicBoRound(bets, rollDice(rng));
    return {
      kind: 'sic_bo',
      bet: total,
      win: BigInt(round.win),
      jackpotHit: false,
      wager: { bets },
      draws: round.dice,
      outcome: round,
    };
  };
  return playRound(ctx, session, { bet: total, jackpotShare: 0, valid: validStake(bets, total) }, run);
}

/** One deal of Andar Bahar from a freshly shuffled deck. */
export async function dealAndarBahar(ctx: HouseContext, token: unknown, betsInput: unknown): Promise<RoundResult> {
  const session = await findHouseSession(ctx.db, token);
  if (session.game_code !== ANDAR_BAHAR_CODE) throw new HouseError('unknown_game');
  const { bets, total } = parseTableBets(betsInput, ANDAR_BAHAR_SPOTS, session.currency_code);
  const rng = ctx.rng ?? cryptoRng;
  const run = (): Played => {
    const round = playAndarBaharRound(bets, deckOf52(rng));
    return {
      kind: 'andar_bahar',
      bet: total,
      win: BigInt(round.win),
      jackpotHit: false,
      wager: { bets },
      draws: round.cards,
      outcome: round,
    };
  };
  return playRound(ctx, session, { bet: total, jackpotShare: 0, valid: validStake(bets, total) }, run);
}
