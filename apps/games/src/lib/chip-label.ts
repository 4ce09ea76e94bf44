import { formatAmount } from './amount-format.ts';

/** A chip's face: its value without the minor units it does not need (1.00 as 1, 2,500.00 as 2.5K). */
export function chipLabel(amount: string, language: string): string {
  const value = Number(amount);
  return value >= 1000 ? `${formatAmount(String(value / 1000), language)}K` : formatAmount(String(value), language);
}
