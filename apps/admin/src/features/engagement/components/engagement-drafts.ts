import { CURRENCIES, type CurrencyCode } from '@casino/contract/currencies.ts';
import { filledTexts, type Texts } from '../../content/components/language-tabs.tsx';
import type { RedEnvelopeInput, SignInCalendarInput } from '../api/engagement-calls.ts';

/**
 * A check that failed: the message key, with the row it is about when there is one (1-based), and what the server
 * named when it refused (fields, unknown accounts).
 */
export type DraftError = { key: string; row?: number; detail?: string };

/** The amounts the contract takes (decimalAmount): up to 15 digits and 4 decimals. */
const AMOUNT = /^\d{1,15}(\.\d{1,4})?$/;
export const isAmount = (text: string) => AMOUNT.test(text.trim());

/** The server refuses an amount finer than the currency's minor unit (amount_precision). */
function fitsCurrency(text: string, currency: string): boolean {
  const decimals = text.trim().split('.')[1]?.length ?? 0;
  return decimals <= (CURRENCIES[currency as CurrencyCode]?.exponent ?? 4);
}

/** An amount in ten-thousandths, so that bounds compare exactly. */
function scaled(text: string): bigint {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
}

export type Eligibility = RedEnvelopeInput['eligibility'];
export type BudgetRow = { currency: string; budget: string; min_amount: string; max_amount: string; eligibility_amount: string };
export type RedEnvelopeDraft = {
  title: Texts;
  /** datetime-local values, in the operator's time zone. */
  starts_at: string;
  ends_at: string;
  eligibility: NonNullable<Eligibility>;
  eligibility_days: string;
  budgets: BudgetRow[];
};

export const emptyBudget = (currency: string): BudgetRow => ({
  currency,
  budget: '',
  min_amount: '',
  max_amount: '',
  eligibility_amount: '0',
});

export const emptyRedEnvelope = (): RedEnvelopeDraft => ({
  title: {},
  starts_at: '',
  ends_at: '',
  eligibility: 'none',
  eligibility_days: '0',
  budgets: [emptyBudget('INR')],
});

export function validateRedEnvelope(draft: RedEnvelopeDraft, now: number): DraftError | null {
  if (Object.keys(filledTexts(draft.title)).length === 0) return { key: 'engagement.error.titleRequired' };
  const starts = Date.parse(draft.starts_at);
  const ends = Date.parse(draft.ends_at);
  if (Number.isNaN(starts) || Number.isNaN(ends)) return { key: 'engagement.error.periodRequired' };
  if (ends <= starts) return { key: 'engagement.error.endsBeforeStart' };
  if (ends <= now) return { key: 'engagement.error.endsInPast' };
  const days = Number(draft.eligibility_days);
  if (draft.eligibility !== 'none' && (!Number.isInteger(days) || days < 0 || days > 366)) {
    return { key: 'engagement.error.eligibilityDays' };
  }
  const currencies = draft.budgets.map((b) => b.currency);
  if (new Set(currencies).size !== currencies.length) return { key: 'engagement.error.duplicateCurrency' };
  for (const [index, row] of draft.budgets.entries()) {
    const at = index + 1;
    const amounts = [row.budget, row.min_amount, row.max_amount];
    if (draft.eligibility !== 'none') amounts.push(row.eligibility_amount);
    if (!amounts.every((amount) => isAmount(amount) && fitsCurrency(amount, row.currency))) {
      return { key: 'engagement.error.budgetAmount', row: at };
    }
    if (scaled(row.min_amount) <= 0n) return { key: 'engagement.error.minPositive', row: at };
    if (scaled(row.max_amount) < scaled(row.min_amount)) return { key: 'engagement.error.maxBelowMin', row: at };
    if (scaled(row.budget) < scaled(row.max_amount)) return { key: 'engagement.error.budgetBelowMax', row: at };
  }
  return null;
}

export const redEnvelopeBody = (draft: RedEnvelopeDraft, siteId: number): RedEnvelopeInput => ({
  site_id: siteId,
  title: filledTexts(draft.title),
  starts_at: new Date(draft.starts_at).toISOString(),
  ends_at: new Date(draft.ends_at).toISOString(),
  eligibility: draft.eligibility,
  eligibility_days: draft.eligibility === 'none' ? 0 : Number(draft.eligibility_days),
  budgets: draft.budgets.map((row) => ({
    currency: row.currency,
    budget: row.budget.trim(),
    min_amount: row.min_amount.trim(),
    max_amount: row.max_amount.trim(),
    eligibility_amount: draft.eligibility === 'none' ? '0' : row.eligibility_amount.trim(),
  })),
});

// --- Sign-in calendars ------------------------------------------------------------------------------------------

/** The contract's bound: a streak of at most 31 days, each with its reward. */
export const MAX_STREAK_DAYS = 31;

export type SignInDraft = {
  currency: string;
  /** YYYY-MM-DD, site days. */
  starts_on: string;
  ends_on: string;
  rewards: string[];
  min_turnover: string;
};

export const emptySignIn = (): SignInDraft => ({
  currency: 'INR',
  starts_on: '',
  ends_on: '',
  rewards: [''],
  min_turnover: '0',
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today as a site day (America/Caracas, where sign-in days turn), YYYY-MM-DD. */
export const siteDay = (now: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(now);

export function validateSignIn(draft: SignInDraft, today: string): DraftError | null {
  if (!DAY.test(draft.starts_on) || !DAY.test(draft.ends_on)) return { key: 'engagement.error.daysRequired' };
  if (draft.ends_on < draft.starts_on) return { key: 'engagement.error.endsBeforeStart' };
  if (draft.ends_on < today) return { key: 'engagement.error.endsInPast' };
  for (const [index, reward] of draft.rewards.entries()) {
    if (!isAmount(reward) || !fitsCurrency(reward, draft.currency) || scaled(reward) <= 0n) {
      return { key: 'engagement.error.reward', row: index + 1 };
    }
  }
  if (!isAmount(draft.min_turnover) || !fitsCurrency(draft.min_turnover, draft.currency)) {
    return { key: 'engagement.error.turnover' };
  }
  return null;
}

export const signInBody = (draft: SignInDraft, siteId: number): SignInCalendarInput => ({
  site_id: siteId,
  currency: draft.currency,
  starts_on: draft.starts_on,
  ends_on: draft.ends_on,
  rewards: draft.rewards.map((r) => r.trim()),
  min_turnover: draft.min_turnover.trim(),
});
