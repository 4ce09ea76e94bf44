import { SignInCode, type SignInStatus } from '@casino/contract/calls/engagement-calls.ts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useClaimSignIn, useSignInStatus } from '../api/sign-in.ts';

/** The step of SPEC section 4 the button shows (docs/decisions/0025): which label, and whether it may be pressed. */
export function signInStep(
  status: SignInStatus,
): 'is_signin_noopen' | 'click_signin_true' | 'click_signin_pass' | 'click_signin' {
  if (status.open === 0) return 'is_signin_noopen';
  if (status.signed_today === 1) return 'click_signin_true';
  if (Number(status.min_turnover) > 0 && Number(status.turnover_today) < Number(status.min_turnover)) return 'click_signin_pass';
  return 'click_signin';
}

/** Weekday columns of a month starting on Monday: how many blank cells come before day 1. */
export function leadingBlanks(firstDay: string): number {
  return (new Date(`${firstDay}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The month's days in weeks (Monday first), null for the cells before day 1 and after the last day. */
export function calendarWeeks<T extends { date: string }>(days: T[]): (T | null)[][] {
  const first = days[0]?.date;
  const cells: (T | null)[] = [...Array.from({ length: first ? leadingBlanks(first) : 0 }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (T | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

function Calendar({ status }: { status: SignInStatus }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language.replace('_', '-');
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const day = new Date(Date.UTC(2024, 0, 1 + i));
    return {
      short: new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' }).format(day),
      long: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(day),
    };
  });
  const first = status.days[0]?.date ?? status.today;
  const month = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${first}T00:00:00Z`),
  );
  return (
    <table className="sign-in__calendar" data-testid="sign-in-calendar">
      <caption className="sign-in__month">{month}</caption>
      <thead>
        <tr>
          {weekdays.map((d) => (
            <th key={d.long} scope="col" className="sign-in__weekday" abbr={d.long}>
              {d.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {calendarWeeks(status.days).map((week) => (
          <tr key={week.find(Boolean)?.date}>
            {week.map((day, i) => {
              if (!day) {
                // biome-ignore lint/suspicious/noArrayIndexKey: empty cells keep their column
                return <td key={`blank${i}`} className="sign-in__day sign-in__day--blank" />;
              }
              const number = Number(day.date.slice(8));
              const today = day.date === status.today;
              return (
                <td
                  key={day.date}
                  aria-current={today ? 'date' : undefined}
                  className={`sign-in__day${day.signed ? ' sign-in__day--signed' : ''}${today ? ' sign-in__day--today' : ''}`}
                  data-testid={today ? 'sign-in-today' : undefined}
                  data-signed={day.signed}
                >
                  {number}
                  {day.signed ? <span className="visually-hidden">{t('engagement.signed_day', { day: number })}</span> : null}
                  {day.signed ? (
                    <span aria-hidden="true" className="sign-in__tick">
                      ✓
                    </span>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The sign-in calendar: the month's check-ins, the streak rewards and today's button (SPEC section 4). */
export function SignInModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errorText = useErrorText();
  const status = useSignInStatus();
  const claim = useClaimSignIn();
  const data = status.data;
  const step = data ? signInStep(data) : null;
  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (paid) =>
        showToast(t('engagement.signin.is_signin_success', { amount: money(paid.amount, paid.currency), day: paid.streak }), {
          tone: 'success',
        }),
      onError: (error) => {
        const code = isApiError(error) ? error.code : null;
        const key =
          code === SignInCode.notOpen
            ? 'is_signin_noopen'
            : code === SignInCode.alreadySigned
              ? 'is_signin_true'
              : code === SignInCode.turnoverShort
                ? 'is_signin_pass'
                : null;
        showToast(key ? t(`engagement.signin.${key}`) : errorText(error), { tone: 'error' });
      },
    });
  return (
    <Modal
      title={t('engagement.sign_in_title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="sign-in-modal"
      size="md"
    >
      {!data ? (
        status.isError ? (
          <p role="alert">{errorText(status.error)}</p>
        ) : (
          <Skeleton height="12rem" />
        )
      ) : (
        <div className="sign-in">
          {data.open === 0 ? (
            <p className="sign-in__closed" data-testid="sign-in-closed">
              {t('engagement.signin.is_signin_noopen')}
            </p>
          ) : (
            <>
              <p className="sign-in__streak" data-testid="sign-in-streak">
                {t('engagement.streak', { n: data.streak })}
              </p>
              <ol className="sign-in__rewards" aria-label={t('engagement.rewards')}>
                {data.rewards.map((reward, i) => {
                  const day = i + 1;
                  const done = day <= data.streak;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: one reward per streak day, in order
                    <li key={i} className={`sign-in__reward${done ? ' sign-in__reward--done' : ''}`}>
                      <span className="sign-in__reward-day">{t('engagement.day_n', { day })}</span>
                      <span className="sign-in__reward-amount">{money(reward, data.currency)}</span>
                    </li>
                  );
                })}
              </ol>
              {Number(data.min_turnover) > 0 ? (
                <p className="sign-in__turnover" data-testid="sign-in-turnover">
                  {t('engagement.turnover_progress', {
                    done: money(data.turnover_today, data.currency),
                    needed: money(data.min_turnover, data.currency),
                  })}
                </p>
              ) : null}
            </>
          )}
          <Calendar status={data} />
          {step && step !== 'is_signin_noopen' ? (
            <Button
              className="sign-in__button"
              onClick={onClaim}
              disabled={step === 'click_signin_true' || claim.isPending}
              data-testid="sign-in-button"
              data-step={step}
            >
              {t(`engagement.signin.${step}`, { amount: money(data.today_reward, data.currency) })}
            </Button>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
