/**
 * The part of a table round's stake that carries risk: bets on opposite even chances of one round (player and banker,
 * big and small, odd and even, andar and bahar) cover each other, so only their difference is valid for wagering and
 * rebates (docs/decisions/0033-bonuses-wagering-rebates.md).
 */
export const OPPOSITE_SPOTS: readonly (readonly [string, string])[] = [
  ['player', 'banker'],
  ['small', 'big'],
  ['odd', 'even'],
  ['andar', 'bahar'],
];

export function validStake(bets: Record<string, number>, total: bigint): bigint {
  let covered = 0n;
  for (const [a, b] of OPPOSITE_SPOTS) {
    const x = BigInt(bets[a] ?? 0);
    const y = BigInt(bets[b] ?? 0);
    covered += 2n * (x < y ? x : y);
  }
  const valid = total - covered;
  return valid < 0n ? 0n : valid;
}
