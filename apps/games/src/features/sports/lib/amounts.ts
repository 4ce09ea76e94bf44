/**
 * Exact amounts for the slip: major-unit text ("25.5") as bigint ten-thousandths, the most places a stake may have
 * (the contract's stakeAmount), so that limits and returns are compared and computed without floats.
 */
const SCALE = 10_000n;

export function parseAmount(text: string): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]!) * SCALE + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/** Ten-thousandths as major-unit text with `decimals` places, rounded down (never promise more than is paid). */
export function amountText(units: bigint, decimals = 2): string {
  const step = 10n ** BigInt(4 - decimals);
  const cut = (units / step) * step;
  const whole = cut / SCALE;
  const fraction = String(cut % SCALE)
    .padStart(4, '0')
    .slice(0, decimals);
  return decimals > 0 ? `${whole}.${fraction}` : String(whole);
}

/** What a stake returns at a decimal price in hundredths, rounded down to `decimals`. */
export function returnOf(stake: string, oddsHundredths: bigint, decimals = 2): string | null {
  const units = parseAmount(stake);
  return units === null ? null : amountText((units * oddsHundredths) / 100n, decimals);
}

/** A share (in %) of an amount, rounded down to `decimals`. */
export function shareOf(amount: string, percent: number, decimals = 2): string | null {
  const units = parseAmount(amount);
  return units === null ? null : amountText((units * BigInt(Math.round(percent))) / 100n, decimals);
}
