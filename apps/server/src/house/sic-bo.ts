import type { Rng } from './rng.ts';

/**
 * Sic bo with the Macau paytable (docs/decisions/0028-house-card-and-table-games.md): three dice, bets on their
 * total, on numbers, doubles and triples. Small, big, odd and even lose on any triple. `sicBoRtp` enumerates the 216
 * outcomes. Amounts are integer minor units; pays are "to 1" (the stake comes back with the win).
 */

export const SIC_BO_CODE = 'house-sic-bo';

/** Pays of a total bet 4 .. 17. */
const TOTAL_PAYS: Record<number, number> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};

export const SIC_BO_SPOTS: readonly string[] = [
  'small',
  'big',
  'odd',
  'even',
  'any_triple',
  ...[1, 2, 3, 4, 5, 6].map((n) => `triple_${n}`),
  ...[1, 2, 3, 4, 5, 6].map((n) => `double_${n}`),
  ...Object.keys(TOTAL_PAYS).map((t) => `total_${t}`),
  ...[1, 2, 3, 4, 5, 6].flatMap((a) => [1, 2, 3, 4, 5, 6].filter((b) => b > a).map((b) => `combo_${a}_${b}`)),
  ...[1, 2, 3, 4, 5, 6].map((n) => `single_${n}`),
];

export type Dice = [number, number, number];
export type SicBoBets = Record<string, number>;

/** What a stake of 1 on `spot` returns with these dice (0 when it loses; 1 + the pay when it wins). */
export function sicBoReturn(spot: string, dice: readonly number[]): number {
  const sum = dice[0]! + dice[1]! + dice[2]!;
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const count = (n: number) => dice.filter((d) => d === n).length;
  const [kind, a, b] = spot.split('_');
  switch (kind) {
    case 'small':
      return !triple && sum >= 4 && sum <= 10 ? 2 : 0;
    case 'big':
      return !triple && sum >= 11 && sum <= 17 ? 2 : 0;
    case 'odd':
      return !triple && sum % 2 === 1 ? 2 : 0;
    case 'even':
      return !triple && sum % 2 === 0 ? 2 : 0;
    case 'any':
      return triple ? 31 : 0;
    case 'triple':
      return triple && dice[0] === Number(a) ? 181 : 0;
    case 'double':
      return count(Number(a)) >= 2 ? 11 : 0;
    case 'total':
      return sum === Number(a) ? 1 + (TOTAL_PAYS[sum] ?? 0) : 0;
    case 'combo':
      return count(Number(a)) >= 1 && count(Number(b)) >= 1 ? 7 : 0;
    case 'single': {
      const n = count(Number(a));
      return n === 0 ? 0 : 1 + n;
    }
    default:
      throw new Error(`no sic bo spot ${spot}`);
  }
}

export const rollDice = (rng: Rng): Dice => [1 + rng.int(6), 1 + rng.int(6), 1 + rng.int(6)];

export type SicBoRound = {
  game: string;
  bets: SicBoBets;
  bet: number;
  dice: Dice;
  total: number;
  returns: Record<string, number>;
  win: number;
};

export function playSicBoRound(bets: SicBoBets, dice: Dice): SicBoRound {
  const spots = Object.keys(bets);
  const bet = spots.reduce((sum, s) => sum + (bets[s] ?? 0), 0);
  if (!Number.isSafeInteger(bet) || bet <= 0 || spots.some((s) => !SIC_BO_SPOTS.includes(s) || (bets[s] ?? 0) < 0)) {
    throw new Error('a bet is needed');
  }
  if (!dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) throw new Error('not dice');
  const returns: Record<string, number> = {};
  let win = 0;
  for (const s of spots) {
    returns[s] = (bets[s] ?? 0) * sicBoReturn(s, dice);
    win += returns[s];
  }
  return { game: SIC_BO_CODE, bets, bet, dice, total: dice[0] + dice[1] + dice[2], returns, win };
}

/** Exact return to player of every spot, by enumerating the 216 equally likely outcomes of three dice. */
export function sicBoRtp(): Record<string, number> {
  const rtp: Record<string, number> = Object.fromEntries(SIC_BO_SPOTS.map((s) => [s, 0]));
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) for (const s of SIC_BO_SPOTS) rtp[s]! += sicBoReturn(s, [a, b, c]) / 216;
  return rtp;
}

/** The pay ("to 1") of each spot, for the rules panel (singles pay 1, 2 or 3 to 1 by how many dice show it). */
export function sicBoPays(): Record<string, number> {
  return Object.fromEntries(
    SIC_BO_SPOTS.map((s) => {
      const [kind, a] = s.split('_');
      const pay =
        kind === 'total'
          ? (TOTAL_PAYS[Number(a)] ?? 0)
          : kind === 'triple'
            ? 180
            : kind === 'any'
              ? 30
              : kind === 'double'
                ? 10
                : kind === 'combo'
                  ? 6
                  : 1;
      return [s, pay];
    }),
  );
}
