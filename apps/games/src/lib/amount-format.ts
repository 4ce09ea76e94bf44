/**
 * An amount as the house API writes it ("1250.5", "12.50") in the page's language with Latin digits: the grouping of
 * the language, the decimals the amount is written with (at most two shown when it has more, at most four kept).
 * Text that is not a number is shown as it is.
 */
export function formatAmount(amount: string, language: string): string {
  const value = Number(amount);
  if (amount.trim() === '' || !Number.isFinite(value)) return amount;
  const written = amount.includes('.') ? (amount.split('.')[1] ?? '').length : 0;
  return value.toLocaleString(`${language.replace('_', '-')}-u-nu-latn`, {
    minimumFractionDigits: Math.min(2, written),
    maximumFractionDigits: 4,
  });
}

/** Minor units of an amount written with `decimals` places, and back. */
export const toMinor = (amount: string, decimals: number) => Math.round(Number(amount) * 10 ** decimals);
export const toMajor = (minor: number, decimals: number) => (minor / 10 ** decimals).toFixed(decimals);
