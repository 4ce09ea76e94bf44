/**
 * The arithmetic of a bonus (docs/decisions/0033-bonuses-wagering-rebates.md), in integer minor units: the deposit
 * match, the wagering requirement, how much of a bet counts and the bonus share of a win. Rounding always goes
 * against the bonus (down), never creating money.
 */

/** Deposit match: percent (basis points) of the deposit, at most the cap (0: no cap). */
export function matchAmount(deposit: bigint, percentBp: number, cap: bigint): bigint {
  const raw = (deposit * BigInt(percentBp)) / 10_000n;
  return cap > 0n && raw > cap ? cap : raw;
}

export function requirementOf(bonus: bigint, deposit: bigint, multiple: number, base: 'bonus' | 'bonus_deposit'): bigint {
  return (base === 'bonus_deposit' ? bonus + deposit : bonus) * BigInt(multiple);
}

/** What a bet counts towards the requirement: its valid part times the weight of its game type (percent). */
export function countedStake(valid: bigint, weights: Record<string, number>, gameTypeId: number): bigint {
  const weight = weights[String(gameTypeId)] ?? 100;
  return (valid * BigInt(Math.max(0, Math.min(100, Math.trunc(weight))))) / 100n;
}

/** The part of a win that returns to the bonus: in the proportion the round's stakes came from it. */
export function bonusShareOf(win: bigint, staked: bigint, fromBonus: bigint): bigint {
  if (staked <= 0n || fromBonus <= 0n) return 0n;
  return (win * fromBonus) / staked;
}

/** The stake split: cash first, the bonus only for the shortfall. */
export function splitStake(amount: bigint, cash: bigint): { cash: bigint; bonus: bigint } {
  const fromCash = cash >= amount ? amount : cash > 0n ? cash : 0n;
  return { cash: fromCash, bonus: amount - fromCash };
}

export function progressPercent(wagered: bigint, requirement: bigint): number {
  if (requirement <= 0n) return 100;
  const pct = Number((wagered * 100n) / requirement);
  return Math.max(0, Math.min(100, pct));
}
