import { formatMoney } from '@casino/browser/money-format.ts';

/** Money of one session: amounts as the server writes them ("12.50") in the page's language and the session's currency. */
export type LiveMoney = {
  readonly decimals: number;
  /** "12.50" as the site writes it ("₹12.50"). */
  format(amount: string | number): string;
  toMinor(amount: string): number;
  toMajor(minor: number): string;
  /** A chip's face: 500, 1K, 2.5K. */
  short(amount: string | number): string;
};

export function liveMoney(language: string, currency: string, decimals: number): LiveMoney {
  return {
    decimals,
    format: (amount) => formatMoney(String(amount), currency, language, { decimals }),
    toMinor: (amount) => Math.round(Number(amount) * 10 ** decimals),
    toMajor: (minor) => (minor / 10 ** decimals).toFixed(decimals),
    short(amount) {
      const value = Number(amount);
      return value >= 1000 ? `${value / 1000}K` : String(value);
    },
  };
}
