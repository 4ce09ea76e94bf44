/**
 * The part of a member's stakes on one round that carries risk, for wagering and rebates, one rule for every house
 * game (docs/decisions/0033-bonuses-wagering-rebates.md, 0039): stakes on the two opposite sides of a round (player
 * and banker, dragon and tiger, red and black, ...) cover each other up to the smaller side, so only the difference
 * counts. It applies to everything the member staked on the round, in one call or in several, from any session.
 */
export const OPPOSITE_SPOTS: readonly (readonly [string, string])[] = [
  // Baccarat; dragon-tiger.
  ['player', 'banker'],
  ['dragon', 'tiger'],
  // Sic bo; roulette (1-18 and 19-36 as low and high); the zero or a triple makes both lose, still a hedge.
  ['small', 'big'],
  ['odd', 'even'],
  ['red', 'black'],
  ['low', 'high'],
  // Andar Bahar.
  ['andar', 'bahar'],
  // Cockfight (a draw loses both); virtual football's 1X2 and over/under 2.5 (within one market).
  ['meron', 'wala'],
  ['home', 'away'],
  ['over', 'under'],
];

type Stakes = Record<string, number | bigint>;

/** One call's stakes alone (a round of a single-player table is one call): the total less what covers itself. */
export function validStake(bets: Stakes, total: bigint): bigint {
  const valid = total - covered(sumSpots([bets]));
  return valid < 0n ? 0n : valid;
}

/**
 * The valid part of each of one member's bets on one round (placed in several calls, each with its spots): the
 * round's at-risk amount, split over the bets. An uncovered side's excess goes to its bets in the order of their ids
 * (the same split on every node and every retry), so the parts sum exactly to the round's total less what covered
 * itself; a spot outside any pair counts in full.
 */
export function validShares(bets: readonly { id: string; spots: Stakes }[]): Map<string, bigint> {
  const ordered = [...bets].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const totals = sumSpots(ordered.map((b) => b.spots));
  // What is left of each paired spot's at-risk excess to hand out.
  const excess = new Map<string, bigint>();
  for (const [a, b] of OPPOSITE_SPOTS) {
    const x = totals.get(a) ?? 0n;
    const y = totals.get(b) ?? 0n;
    const cover = x < y ? x : y;
    excess.set(a, x - cover);
    excess.set(b, y - cover);
  }
  const shares = new Map<string, bigint>();
  for (const bet of ordered) {
    let valid = 0n;
    for (const [spot, raw] of Object.entries(bet.spots)) {
      const amount = BigInt(raw);
      if (amount <= 0n) continue;
      const left = excess.get(spot);
      if (left === undefined) {
        valid += amount;
        continue;
      }
      const part = amount < left ? amount : left;
      valid += part;
      excess.set(spot, left - part);
    }
    shares.set(bet.id, (shares.get(bet.id) ?? 0n) + valid);
  }
  return shares;
}

function sumSpots(all: readonly Stakes[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const spots of all) {
    for (const [spot, raw] of Object.entries(spots)) {
      const amount = BigInt(raw);
      if (amount > 0n) totals.set(spot, (totals.get(spot) ?? 0n) + amount);
    }
  }
  return totals;
}

function covered(totals: Map<string, bigint>): bigint {
  let sum = 0n;
  for (const [a, b] of OPPOSITE_SPOTS) {
    const x = totals.get(a) ?? 0n;
    const y = totals.get(b) ?? 0n;
    sum += 2n * (x < y ? x : y);
  }
  return sum;
}
