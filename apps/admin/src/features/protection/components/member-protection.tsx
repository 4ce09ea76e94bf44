import { formatDateTime } from '@casino/browser/date-format.ts';
import { can } from '@casino/contract/operator-permissions.ts';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import {
  type ExclusionRecords,
  type LimitChanges,
  liftExclusion,
  type MemberLimits,
  readExclusions,
  readLimitChanges,
  readMemberLimits,
} from '../api/protection-calls.ts';

/** Roles with members.protection: lifting a self-exclusion, setting the sites' limit policies (decisions 79, 84). */

type Exclusion = ExclusionRecords['list'][number];

/** The refusal of a lift, as a message key. */
function liftError(failure: unknown): string {
  const code = failure instanceof AdminCallError ? failure.code : 0;
  if (code === 102) return 'protection.member.nothingToLift';
  if (code === 103) return 'protection.member.liftTooEarly';
  if (code === 403) return 'protection.member.forbidden';
  return 'signIn.error.network';
}

/**
 * A member's protection (docs/decisions/0084): the limits in force with what each window used and what waits, the
 * break or self-exclusion in force with a lift once its period is over (after a confirmation, for roles with
 * members.protection; audited by the server), every change the member made to a limit, and every exclusion.
 */
export function MemberProtection({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const { call, signIn } = useAdminSession();
  const mayLift = signIn !== null && can(signIn.role, 'members.protection');
  const [limits, setLimits] = useState<MemberLimits | null>(null);
  const [exclusions, setExclusions] = useState<Exclusion[]>([]);
  const [changes, setChanges] = useState<LimitChanges['list']>([]);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const when = (ms: number) => formatDateTime(ms, i18n.language);

  const load = useCallback(async () => {
    try {
      const [inForce, records, history] = await Promise.all([
        readMemberLimits(call, memberId),
        readExclusions(call, memberId),
        readLimitChanges(call, memberId, null),
      ]);
      setLimits(inForce);
      setExclusions(records.list);
      setChanges(history.list);
      setNextBefore(history.next_before_id);
      setError(null);
    } catch {
      setError('signIn.error.network');
    }
  }, [call, memberId]);
  useEffect(() => {
    void load();
  }, [load]);

  const older = async () => {
    if (nextBefore === null) return;
    try {
      const page = await readLimitChanges(call, memberId, nextBefore);
      setChanges((list) => [...list, ...page.list]);
      setNextBefore(page.next_before_id);
    } catch {
      setError('signIn.error.network');
    }
  };

  const lift = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (reason.trim().length < 3) {
      setError('protection.member.reasonNeeded');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await liftExclusion(call, memberId, reason.trim());
      setConfirming(false);
      setReason('');
      setDone(true);
      await load();
    } catch (failure) {
      setError(liftError(failure));
    } finally {
      setBusy(false);
    }
  };

  /** A limit's figure: money in the member's currency, or a session limit's minutes. */
  const figure = (kind: string, value: string | null) => {
    if (value === null) return t('protection.member.none');
    return kind === 'session' ? t('protection.minutes', { minutes: value }) : `${value} ${limits?.currency ?? ''}`.trim();
  };
  const limitName = (kind: string, period: string) =>
    `${t(`protection.kind.${kind}`, { defaultValue: kind })} · ${t(`protection.period.${period}`)}`;
  const current = exclusions.find((e) => e.in_force) ?? null;

  return (
    <section className="card" aria-labelledby="protection-title" data-testid="member-protection">
      <h2 id="protection-title">{t('protection.member.title')}</h2>
      {error && <ErrorNote message={t(error)} />}
      {done && (
        <p className="note" role="status">
          {t('protection.member.lifted')}
        </p>
      )}

      <h3>{t('protection.member.exclusion')}</h3>
      {current ? (
        <div data-testid="exclusion-in-force">
          <p>
            <strong>{t(`protection.choice.${current.choice}`)}</strong>{' '}
            {current.ends_at === null
              ? t('protection.member.permanent', { start: when(current.started_at) })
              : t('protection.member.period', { start: when(current.started_at), end: when(current.ends_at) })}
          </p>
          {current.lift_allowed && <p className="note">{t('protection.member.liftNeeded')}</p>}
          {current.lift_allowed && mayLift && !confirming && (
            <button type="button" onClick={() => setConfirming(true)}>
              {t('protection.member.lift')}
            </button>
          )}
          {confirming && (
            <form
              className="card"
              role="alertdialog"
              aria-modal="true"
              aria-labelledby="lift-title"
              aria-describedby="lift-text"
              onSubmit={(e) => void lift(e)}
            >
              <h4 id="lift-title">{t('protection.member.confirmTitle')}</h4>
              <p id="lift-text">{t('protection.member.confirmText')}</p>
              <label>
                {t('protection.member.reason')}
                <input
                  name="lift-reason"
                  maxLength={200}
                  // biome-ignore lint/a11y/noAutofocus: the confirmation opens on the operator's click and asks for this first
                  autoFocus
                  value={reason}
                  onChange={(e) => setReason(e.currentTarget.value)}
                />
              </label>
              <div className="actions">
                <button type="submit" disabled={busy}>
                  {t('protection.member.confirmLift')}
                </button>
                <button
                  type="button"
                  className="secondary"
                  onClick={() => {
                    setConfirming(false);
                    setError(null);
                  }}
                >
                  {t('protection.member.cancel')}
                </button>
              </div>
            </form>
          )}
        </div>
      ) : (
        <p>{t('protection.member.noExclusion')}</p>
      )}

      <h3>{t('protection.member.limits')}</h3>
      {limits === null ? (
        <p>{t('common.loading')}</p>
      ) : limits.list.length === 0 ? (
        <p>{t('protection.member.noLimits')}</p>
      ) : (
        <table data-testid="member-limits">
          <thead>
            <tr>
              <th scope="col">{t('protection.member.limit')}</th>
              <th scope="col">{t('protection.member.inForce')}</th>
              <th scope="col">{t('protection.member.used')}</th>
              <th scope="col">{t('protection.member.waiting')}</th>
            </tr>
          </thead>
          <tbody>
            {limits.list.map((l) => (
              <tr key={`${l.kind}-${l.period}`}>
                <th scope="row">{limitName(l.kind, l.period)}</th>
                <td className="amount">
                  {figure(l.kind, l.amount)} <span className="badge">{t(`protection.source.${l.source ?? 'member'}`)}</span>
                </td>
                <td className="amount">{figure(l.kind, l.used)}</td>
                <td>
                  {l.pending === null
                    ? '—'
                    : l.pending.amount === null
                      ? t('protection.member.pendingRemoval', { date: when(l.pending.at) })
                      : t('protection.member.pendingRaise', {
                          amount: figure(l.kind, l.pending.amount),
                          date: when(l.pending.at),
                        })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h3>{t('protection.member.history')}</h3>
      {changes.length === 0 ? (
        <p>{t('protection.member.noHistory')}</p>
      ) : (
        <table data-testid="limit-changes">
          <thead>
            <tr>
              <th scope="col">{t('protection.member.when')}</th>
              <th scope="col">{t('protection.member.limit')}</th>
              <th scope="col">{t('protection.member.change')}</th>
              <th scope="col">{t('protection.member.before')}</th>
              <th scope="col">{t('protection.member.asked')}</th>
              <th scope="col">{t('protection.member.holds')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.id}>
                <td>{when(c.created_at)}</td>
                <td>{limitName(c.kind, c.period)}</td>
                <td>{t(`protection.action.${c.action}`)}</td>
                <td className="amount">{figure(c.kind, c.amount_before)}</td>
                <td className="amount">{figure(c.kind, c.amount_asked)}</td>
                <td>{c.effective_at > c.created_at ? when(c.effective_at) : t('protection.member.atOnce')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {nextBefore !== null && (
        <button type="button" className="secondary" onClick={() => void older()}>
          {t('protection.member.older')}
        </button>
      )}

      <h3>{t('protection.member.exclusions')}</h3>
      {exclusions.length === 0 ? (
        <p>{t('protection.member.noExclusions')}</p>
      ) : (
        <table data-testid="exclusion-history">
          <thead>
            <tr>
              <th scope="col">{t('protection.member.choiceColumn')}</th>
              <th scope="col">{t('protection.member.started')}</th>
              <th scope="col">{t('protection.member.ends')}</th>
              <th scope="col">{t('protection.member.state')}</th>
            </tr>
          </thead>
          <tbody>
            {exclusions.map((e) => (
              <tr key={e.id}>
                <td>{t(`protection.choice.${e.choice}`)}</td>
                <td>{when(e.started_at)}</td>
                <td>{e.ends_at === null ? t('protection.member.never') : when(e.ends_at)}</td>
                <td>{exclusionState(e, t, when)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function exclusionState(e: Exclusion, t: (key: string, values?: Record<string, string>) => string, when: (ms: number) => string) {
  if (e.lifted_at !== null) {
    return e.lifted_by
      ? t('protection.state.lifted', { who: e.lifted_by, date: when(e.lifted_at), reason: e.lift_reason ?? '' })
      : t('protection.state.replaced', { date: when(e.lifted_at) });
  }
  return t(e.in_force ? 'protection.state.inForce' : 'protection.state.over');
}
