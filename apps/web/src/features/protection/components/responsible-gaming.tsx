import { formatDateTime } from '@casino/browser/date-format.ts';
import {
  EXCLUSION_CHOICE_IDS,
  EXCLUSION_CHOICES,
  type ExclusionChoice,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  SESSION_LIMIT_MINUTES,
} from '@casino/contract/calls/protection-calls.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { useSession } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { FormAlert, TextField } from '../../../ui/form-field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { endSession } from '../../auth/session.ts';
import { amountMessage, type Message, messageString } from '../../fund/components/messages.ts';
import { checkAmount, currencyExponent } from '../../fund/money.ts';
import {
  ExclusionCode,
  LimitCode,
  type MemberLimits,
  protectionKeys,
  setExclusion,
  setMemberLimit,
  useMemberLimits,
} from '../api/protection.ts';
import './responsible-gaming.css';
import { RealityCheckSetting } from './reality-check-setting.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a choice made now would end (null: never), as the server reckons it: days, or calendar months in UTC. */
export function choiceEnd(choice: ExclusionChoice, now: number): number | null {
  const rule: { days?: number; months?: number | null } = EXCLUSION_CHOICES[choice];
  if (rule.days !== undefined) return now + rule.days * DAY_MS;
  if (rule.months === null || rule.months === undefined) return null;
  const end = new Date(now);
  const day = end.getUTCDate();
  end.setUTCMonth(end.getUTCMonth() + rule.months);
  if (end.getUTCDate() !== day) end.setUTCDate(0);
  return end.getTime();
}

/**
 * The member centre's "Responsible gaming" page (/user/ResponsibleGaming, docs/decisions/0078, 0079 and 0082): the
 * member's deposit, wager and loss limits per rolling day, week and month, the session-time limit per day, and taking
 * a break or excluding themselves.
 */
export function ResponsibleGaming() {
  const { t } = useTranslation();
  return (
    <div className="responsible-gaming" data-testid="responsible-gaming">
      <p className="responsible-gaming__intro">{t('protection.intro')}</p>
      <LimitSection kind="deposit" />
      <LimitSection kind="wager" />
      <LimitSection kind="loss" />
      <LimitSection kind="session" />
      <div className="responsible-gaming__card">
        <RealityCheckSetting />
      </div>
      <Exclusion />
    </div>
  );
}

/** The periods a kind of limit is set for: a session-time limit is per day only. */
const periodsOf = (kind: LimitKind): readonly LimitPeriod[] => (kind === 'session' ? ['day'] : LIMIT_PERIODS);
/** The message keys of a kind's section: the deposit limits keep the keys they had before the other kinds. */
const KIND_KEYS = {
  deposit: { title: 'protection.limits_title', intro: 'protection.limits_intro', used: 'protection.used' },
  wager: { title: 'protection.wager_title', intro: 'protection.wager_intro', used: 'protection.used_wager' },
  loss: { title: 'protection.loss_title', intro: 'protection.loss_intro', used: 'protection.used_loss' },
  session: { title: 'protection.session_title', intro: 'protection.session_intro', used: 'protection.used_session' },
} as const satisfies Record<LimitKind, { title: string; intro: string; used: string }>;
/** A card's test id: the deposit cards keep theirs (limit-day), the others name their kind (limit-wager-day). */
const cardId = (kind: LimitKind, period: LimitPeriod) => (kind === 'deposit' ? `limit-${period}` : `limit-${kind}-${period}`);

function LimitSection({ kind }: { kind: LimitKind }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const limits = useMemberLimits();
  const titleId = `rg-limits-${kind}-title`;
  let body: ReactNode;
  if (limits.isPending) {
    body = (
      <LoadingRegion label={t('common.loading')} className="responsible-gaming__loading">
        {periodsOf(kind).map((period) => (
          <Skeleton key={period} height="7rem" radius="var(--radius-md)" />
        ))}
      </LoadingRegion>
    );
  } else if (limits.isError) {
    // One query serves every section: the deposit section says it failed and offers to try again.
    body =
      kind !== 'deposit' ? null : (
        <ErrorMessage
          compact
          title={t('protection.limits_failed')}
          message={errorText(limits.error)}
          retryLabel={t('common.retry')}
          onRetry={() => void limits.refetch()}
        />
      );
  } else {
    body = (
      <ul className="responsible-gaming__limits">
        {periodsOf(kind).map((period) => (
          <LimitCard key={period} kind={kind} period={period} data={limits.data} />
        ))}
      </ul>
    );
  }
  return (
    <section className="responsible-gaming__card" aria-labelledby={titleId} data-testid={`limits-${kind}`}>
      <h2 id={titleId} className="responsible-gaming__heading">
        {t(KIND_KEYS[kind].title)}
      </h2>
      <p className="responsible-gaming__note">{t(KIND_KEYS[kind].intro)}</p>
      {body}
    </section>
  );
}

/** Whole minutes a session-time limit may be set to, as the server takes them. */
function checkMinutes(value: string): string | null {
  const text = value.trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const minutes = Number(text);
  return minutes >= SESSION_LIMIT_MINUTES.min && minutes <= SESSION_LIMIT_MINUTES.max ? String(minutes) : null;
}

function LimitCard({ kind, period, data }: { kind: LimitKind; period: LimitPeriod; data: MemberLimits }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const session = useSession();
  const limit = data.list.find((l) => l.kind === kind && l.period === period) ?? null;
  const id = cardId(kind, period);
  const minutesKind = kind === 'session';
  const currency = data.currency;
  const [value, setValue] = useState('');
  const [error, setError] = useState<Message | string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const date = (ms: number) => formatDateTime(ms, i18n.language, { seconds: false });
  /** A figure of the limit: money in the currency, or a session limit's minutes. */
  const show = (figure: string) => (minutesKind ? t('protection.minutes', { minutes: figure }) : money(figure, currency));
  // Reached: nothing more may be staked (or signed in) until the oldest play counted leaves the window.
  const reached = limit !== null && kind !== 'deposit' && Number(limit.used) >= Number(limit.amount);

  const save = async (amount: string | null) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    try {
      const reply = await setMemberLimit(kind, period, amount);
      queryClient.setQueryData(protectionKeys.limits(session?.memberId ?? 0), reply);
      const after = reply.list.find((l) => l.kind === kind && l.period === period) ?? null;
      setValue('');
      if (after?.pending) {
        showToast(
          t(after.pending.amount === null ? 'protection.removed_pending' : 'protection.saved_pending', {
            date: date(after.pending.at),
          }),
          { tone: 'success' },
        );
      } else {
        showToast(t(amount === null ? 'protection.removed_now' : 'protection.saved_now'), { tone: 'success' });
      }
    } catch (failure) {
      const refused = isApiError(failure) && failure.kind === 'rejected' && failure.code === LimitCode.invalidAmount;
      // Above the site's maximum (docs/decisions/0084): the data says how much is allowed.
      const maximum =
        isApiError(failure) && failure.code === LimitCode.aboveMaximum
          ? (failure.data as { maximum?: string } | null)?.maximum
          : undefined;
      if (maximum !== undefined) setError({ key: 'protection.err_above_maximum', values: { maximum: show(maximum) } });
      else setError(refused ? { key: minutesKind ? 'protection.err_minutes' : 'protection.err_amount' } : errorText(failure));
      input.current?.focus();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (minutesKind) {
      const minutes = checkMinutes(value);
      if (minutes === null) {
        setError({ key: 'protection.err_minutes' });
        input.current?.focus();
        return;
      }
      void save(minutes);
      return;
    }
    const checked = checkAmount(value, { exponent: currencyExponent(currency) });
    if (!checked.ok) {
      setError(amountMessage(checked.error, (decimal) => money(decimal, currency)));
      input.current?.focus();
      return;
    }
    void save(checked.amount);
  };

  return (
    <li className="responsible-gaming__limit" data-testid={id}>
      <h3 id={headingId} className="responsible-gaming__limit-title">
        {t(`protection.period_${period}`)}
      </h3>
      <dl className="responsible-gaming__facts">
        <div>
          <dt>{t('protection.limit_in_force')}</dt>
          <dd data-testid={`${id}-amount`}>{limit ? show(limit.amount) : t('protection.no_limit')}</dd>
        </div>
        {limit ? (
          <div>
            <dt>{t(KIND_KEYS[kind].used)}</dt>
            <dd data-testid={`${id}-used`}>{show(limit.used)}</dd>
          </div>
        ) : null}
      </dl>
      {limit?.pending ? (
        <p className="responsible-gaming__pending" data-testid={`${id}-pending`}>
          {limit.pending.amount === null
            ? t('protection.pending_removal', { date: date(limit.pending.at) })
            : t('protection.pending_raise', { amount: show(limit.pending.amount), date: date(limit.pending.at) })}
        </p>
      ) : null}
      {reached && limit?.frees_at ? (
        <p className="responsible-gaming__pending" data-testid={`${id}-reached`}>
          {t(kind === 'session' ? 'protection.session_reached' : 'protection.limit_reached', { date: date(limit.frees_at) })}
        </p>
      ) : null}
      <form
        className="responsible-gaming__form"
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={headingId}
        aria-busy={busy || undefined}
      >
        <TextField
          ref={input}
          label={minutesKind ? t('protection.new_session_limit') : t('protection.new_limit', { currency })}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            setError(null);
          }}
          error={messageString(t, error)}
          inputMode={minutesKind ? 'numeric' : 'decimal'}
          autoComplete="off"
          testId={`${id}-input`}
          dir="ltr"
        />
        <div className="responsible-gaming__actions">
          <Button type="submit" size="sm" disabled={busy} data-testid={`${id}-save`}>
            {t('protection.save')}
          </Button>
          {limit && !(limit.pending && limit.pending.amount === null) ? (
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => void save(null)} data-testid={`${id}-remove`}>
              {t('protection.remove')}
            </Button>
          ) : null}
        </div>
      </form>
    </li>
  );
}

const BREAKS = EXCLUSION_CHOICE_IDS.filter((c) => EXCLUSION_CHOICES[c].kind === 'break');
const EXCLUSIONS = EXCLUSION_CHOICE_IDS.filter((c) => EXCLUSION_CHOICES[c].kind === 'self_exclusion');

function Exclusion() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ExclusionChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const first = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setError(t('protection.err_choose'));
      first.current?.focus();
      return;
    }
    setConfirming(true);
  };

  const group = (ids: readonly ExclusionChoice[], legend: string, note: string, name: string) => (
    <fieldset className="responsible-gaming__choices">
      <legend className="responsible-gaming__legend">{legend}</legend>
      <p className="responsible-gaming__note">{note}</p>
      <div className="responsible-gaming__options">
        {ids.map((id, index) => (
          <label key={id} className="responsible-gaming__option">
            <input
              ref={name === 'break' && index === 0 ? first : undefined}
              type="radio"
              name="rg-exclusion"
              value={id}
              checked={choice === id}
              onChange={() => {
                setChoice(id);
                setError(null);
              }}
              data-testid={`exclusion-${id}`}
            />
            <span>{t(`protection.choice_${id}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <section className="responsible-gaming__card" aria-labelledby="rg-exclusion-title">
      <h2 id="rg-exclusion-title" className="responsible-gaming__heading">
        {t('protection.breaks_title')}
      </h2>
      <p className="responsible-gaming__note">{t('protection.breaks_intro')}</p>
      <form className="responsible-gaming__form" onSubmit={onSubmit} noValidate aria-labelledby="rg-exclusion-title">
        {group(BREAKS, t('protection.break_group'), t('protection.break_note'), 'break')}
        {group(EXCLUSIONS, t('protection.exclusion_group'), t('protection.exclusion_note'), 'exclusion')}
        <FormAlert message={error} />
        <Button type="submit" data-testid="exclusion-continue">
          {t('protection.continue')}
        </Button>
      </form>
      {confirming && choice ? <ConfirmExclusion choice={choice} onCancel={() => setConfirming(false)} /> : null}
    </section>
  );
}

/** The confirmation: what the choice means, in plain words, and the login password. */
function ConfirmExclusion({ choice, onCancel }: { choice: ExclusionChoice; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const [now] = useState(() => Date.now());
  const end = choiceEnd(choice, now);
  const date = (ms: number) => formatDateTime(ms, i18n.language, { seconds: false });
  const period = t(`protection.choice_${choice}`);
  const kind = EXCLUSION_CHOICES[choice].kind;
  const warning =
    end === null
      ? t('protection.confirm_permanent')
      : t(kind === 'break' ? 'protection.confirm_break' : 'protection.confirm_exclusion', { period, date: date(end) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busyRef.current) return;
    if (password === '') {
      setFieldError(t('protection.err_password_blank'));
      input.current?.focus();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setFormError(null);
    try {
      const reply = await setExclusion(choice, password);
      showToast(
        reply.ends_at === null
          ? t('protection.done_permanent')
          : t(reply.kind === 'break' ? 'protection.done_break' : 'protection.done_exclusion', { date: date(reply.ends_at) }),
        { tone: 'success', durationMs: 12_000 },
      );
      // The server ended every session of the member; this page follows at once.
      await endSession(queryClient, { callServer: false, reason: 'ended' });
    } catch (failure) {
      const code = isApiError(failure) && failure.kind === 'rejected' ? failure.code : null;
      if (code === ExclusionCode.wrongPassword) {
        setPassword('');
        setFieldError(t('protection.err_wrong_password'));
        input.current?.focus();
      } else if (code === ExclusionCode.wouldShorten) {
        setFormError(t('protection.err_would_shorten'));
      } else if (code === ExclusionCode.tooManyAttempts) {
        const until = isApiError(failure) ? (failure.data as { locked_until?: unknown } | null)?.locked_until : undefined;
        setPassword('');
        setFormError(t('protection.err_too_many_attempts', { date: date(typeof until === 'number' ? until : Date.now()) }));
      } else {
        setFormError(errorText(failure));
      }
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('protection.confirm_title')}
      onClose={busy ? undefined : onCancel}
      closeLabel={t('common.close')}
      size="sm"
      role="alertdialog"
      description={<span data-testid="exclusion-warning">{warning}</span>}
      initialFocus={input}
      testId="exclusion-confirm"
    >
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <FormAlert message={formError} />
        <TextField
          ref={input}
          type="password"
          label={t('protection.password')}
          hint={t('protection.password_hint')}
          value={password}
          onValueChange={(next) => {
            setPassword(next);
            setFieldError(null);
          }}
          error={fieldError}
          autoComplete="current-password"
          maxLength={64}
          required
          testId="exclusion-password"
        />
        <div className="modal__actions">
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-testid="exclusion-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined} data-testid="exclusion-submit">
            {t('protection.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
