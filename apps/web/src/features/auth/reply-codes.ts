import { formatDateTime } from '@casino/browser/date-format.ts';
import { type DoubleValidationQuestion, doubleValidationQuestion, LoginCode } from '@casino/contract/calls/auth-calls.ts';
import { exclusionRefusal } from '@casino/contract/calls/protection-calls.ts';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-client.ts';
import { describeError } from '../../lib/error-text.ts';
import { sessionLimitText } from '../protection/play-limit-text.ts';

/** The reply code of a business refusal, or null for any other failure (network, timeout, HTTP error). */
function refusalCode(error: unknown): number | null {
  return isApiError(error) && error.kind === 'rejected' ? error.code : null;
}

export type LoginFailure =
  | { kind: 'doubleValidation'; question: DoubleValidationQuestion }
  | { kind: 'recovery' }
  | { kind: 'message'; message: string; offerRecovery?: boolean; withdrawal?: WithdrawOffer };

/** A refused member who may still withdraw their balance (108 with a withdraw-only token, docs/decisions/0079). */
export type WithdrawOffer = { token: string; note: string };

const IP_CODES: readonly number[] = [LoginCode.ipErrorRegion, LoginCode.ipErrorBlocked, LoginCode.ipErrorChanged];

/** What a refused login means (SPEC section 8, "Login"); `language` formats the end of an exclusion (108). */
export function loginFailure(error: unknown, t: TFunction, language = 'en_US'): LoginFailure {
  const code = refusalCode(error);
  switch (code) {
    case LoginCode.excluded:
      return { kind: 'message', message: excludedText(error, t, language), ...withdrawOffer(error, t, language) };
    case LoginCode.sessionLimit:
      return { kind: 'message', message: sessionLimitText(isApiError(error) ? error.data : null, t, language) };
    case LoginCode.accountError:
      return { kind: 'message', message: wrongPasswordText(error, t), offerRecovery: true };
    case LoginCode.accountDisabled:
      return { kind: 'message', message: t('login.err_disabled') };
    case LoginCode.accountFrozen:
      return { kind: 'message', message: t('login.err_frozen') };
    case LoginCode.verificationFailed:
      return { kind: 'message', message: t('login.err_verification') };
    case LoginCode.ipError:
      return { kind: 'message', message: t('login.err_ip') };
    case LoginCode.differentDevice: {
      const question = doubleValidationQuestion.safeParse(isApiError(error) ? error.data : null);
      if (question.success) return { kind: 'doubleValidation', question: question.data };
      return { kind: 'message', message: describeError(error, t) };
    }
    case LoginCode.recovery:
      return { kind: 'recovery' };
    default:
      if (code !== null && IP_CODES.includes(code)) return { kind: 'message', message: t('login.err_ip_code', { code }) };
      return { kind: 'message', message: describeError(error, t) };
  }
}

/**
 * A member on a break or self-excluded (108, docs/decisions/0079): until when, forever, or (a self-exclusion whose
 * period ended) until customer service lifts it.
 */
function excludedText(error: unknown, t: TFunction, language: string): string {
  const parsed = exclusionRefusal.safeParse(isApiError(error) ? error.data : null);
  if (!parsed.success) return t('login.err_excluded');
  const { kind, ends_at: endsAt, lift_needed: liftNeeded } = parsed.data;
  if (endsAt === null) return t('login.err_excluded_permanent');
  const date = formatDateTime(endsAt, language, { seconds: false });
  if (liftNeeded) return t('login.err_excluded_lift', { date });
  return t(kind === 'break' ? 'login.err_break_until' : 'login.err_excluded_until', { date });
}

/** The withdraw-only token of a 108 refusal, with the line that says the account stays closed to play and deposits. */
function withdrawOffer(error: unknown, t: TFunction, language: string): { withdrawal?: WithdrawOffer } {
  const parsed = exclusionRefusal.safeParse(isApiError(error) ? error.data : null);
  const token = parsed.success ? parsed.data.withdraw_token : undefined;
  if (!parsed.success || token === undefined) return {};
  const endsAt = parsed.data.ends_at;
  const note =
    endsAt === null
      ? t('withdraw_only.closed_note_permanent')
      : t('withdraw_only.closed_note_until', { date: formatDateTime(endsAt, language, { seconds: false }) });
  return { withdrawal: { token, note } };
}

/** A wrong account or password, with the tries left before this device is locked when the server says. */
function wrongPasswordText(error: unknown, t: TFunction): string {
  const data = isApiError(error) ? error.data : null;
  const triesLeft = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).tries_left : undefined;
  if (typeof triesLeft !== 'number' || !Number.isInteger(triesLeft) || triesLeft < 0) return t('login.err_account');
  return triesLeft === 0 ? t('login.err_account_locked') : t('login.err_account_tries', { tries: triesLeft });
}

const DOUBLE_VALIDATION_VERIFY_FAILED: readonly number[] = [103, 104, 105, 205, 206];

/** What a refused double validation means (SPEC section 8, "Double validation"). */
export function doubleValidationFailure(error: unknown, t: TFunction, language = 'en_US'): string {
  const code = refusalCode(error);
  // A break or self-exclusion started since the login asked the question (docs/decisions/0079).
  if (code === LoginCode.excluded) return excludedText(error, t, language);
  if (code === LoginCode.sessionLimit) return sessionLimitText(isApiError(error) ? error.data : null, t, language);
  if (code === LoginCode.ipError) return t('login.err_ip');
  if (code !== null && DOUBLE_VALIDATION_VERIFY_FAILED.includes(code)) return t('double_validation.err_verify');
  if (code === LoginCode.doubleValidationFailed) return t('double_validation.err_failed');
  // 101, 102 and 202 show the server's message, as does anything else.
  return describeError(error, t);
}

/** A refused "another question": 101 is an account error (SPEC section 8). */
export function skipQuestionFailure(error: unknown, t: TFunction): string {
  return refusalCode(error) === LoginCode.accountError ? t('login.err_account') : describeError(error, t);
}

const REVERIFY_CODES = { verify: [101, 102, 201, 202, 203, 204], reset: [101, 102, 201, 202, 203] } as const;

export type RecoveryFailure = { message: string; reverify: boolean };

/** Recovery verify and reset: some codes mean the visitor has to prove the account again (SPEC section 8). */
export function recoveryFailure(error: unknown, t: TFunction, step: 'verify' | 'reset'): RecoveryFailure {
  const code = refusalCode(error);
  if (code !== null && (REVERIFY_CODES[step] as readonly number[]).includes(code)) {
    return { message: t('recovery.err_reverify'), reverify: true };
  }
  return { message: describeError(error, t), reverify: false };
}
