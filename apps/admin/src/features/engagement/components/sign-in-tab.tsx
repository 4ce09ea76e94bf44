import { formatDateTime } from '@casino/browser/date-format.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalDetail } from '../../../lib/use-refusal-detail.ts';
import { CurrencyField } from '../../../ui/currency-field.tsx';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import {
  cancelSignInCalendar,
  createSignInCalendar,
  type OperatorSignInCalendar,
  readSignInCalendars,
} from '../api/engagement-calls.ts';
import { useCancelFlow } from '../hooks/use-cancel-flow.ts';
import { ConfirmCancel } from './confirm-cancel.tsx';
import {
  type DraftError,
  emptySignIn,
  MAX_STREAK_DAYS,
  type SignInDraft,
  signInBody,
  siteDay,
  validateSignIn,
} from './engagement-drafts.ts';
import { engagementError } from './engagement-errors.ts';
import { useSiteList } from './use-site-list.ts';

/** Statuses worth cancelling: the calendar still takes check-ins or will. */
const CANCELLABLE: readonly OperatorSignInCalendar['status'][] = ['scheduled', 'running'];

/** Sign-in calendars of a site with their check-ins and money paid; a new one; cancelling one. */
export function SignInTab({ siteId }: { siteId: number }) {
  const { t, i18n } = useTranslation();
  const { list, loadError, reload } = useSiteList(siteId, readSignInCalendars);
  const [creating, setCreating] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const nameOf = (calendar: OperatorSignInCalendar) =>
    t('engagement.signIn.name', { currency: calendar.currency, from: calendar.starts_on, to: calendar.ends_on });

  const cancelFlow = useCancelFlow(cancelSignInCalendar, async (cancelled) => {
    setStatus(t('engagement.signIn.cancelled', { name: nameOf(cancelled) }));
    await reload();
  });

  return (
    <>
      {status && (
        <p className="note" role="status">
          {status}
        </p>
      )}
      {creating ? (
        <SignInForm
          siteId={siteId}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setStatus(t('engagement.signIn.created', { name: nameOf(created) }));
            void reload();
          }}
        />
      ) : (
        <button
          type="button"
          onClick={() => {
            setCreating(true);
            setStatus(null);
          }}
        >
          {t('engagement.signIn.new')}
        </button>
      )}
      {cancelFlow.cancelling && (
        <ConfirmCancel
          title={t('engagement.signIn.cancelTitle', { name: nameOf(cancelFlow.cancelling) })}
          text={t('engagement.signIn.cancelText')}
          confirmLabel={t('engagement.signIn.cancelConfirm')}
          busy={cancelFlow.busy}
          error={cancelFlow.error}
          onConfirm={() => void cancelFlow.confirm()}
          onKeep={cancelFlow.keep}
        />
      )}
      <h2>{t('engagement.signIn.listTitle', { site: siteId })}</h2>
      {loadError && <ErrorNote message={t(loadError)} />}
      {list === null ? (
        <p>{t('common.loading')}</p>
      ) : list.length === 0 ? (
        !loadError && <p>{t('engagement.signIn.none')}</p>
      ) : (
        <table data-testid="sign-in-calendars">
          <thead>
            <tr>
              <th scope="col">{t('engagement.signIn.calendar')}</th>
              <th scope="col">{t('engagement.status')}</th>
              <th scope="col">{t('engagement.signIn.rewards')}</th>
              <th scope="col">{t('engagement.signIn.minTurnover')}</th>
              <th scope="col">{t('engagement.signIn.claims')}</th>
              <th scope="col">{t('engagement.signIn.paid')}</th>
              <th scope="col">{t('engagement.created')}</th>
              <th scope="col">
                <span className="muted">{t('engagement.cancel')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((calendar) => {
              const name = nameOf(calendar);
              return (
                <tr key={calendar.id}>
                  <th scope="row">
                    {name}
                    <div className="muted">#{calendar.id}</div>
                  </th>
                  <td>{t(`engagement.statusKind.${calendar.status}`)}</td>
                  <td>
                    <ol className="engagement-rewards">
                      {calendar.rewards.map((reward, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a day's place is its identity
                        <li key={index}>{reward}</li>
                      ))}
                    </ol>
                  </td>
                  <td>{calendar.min_turnover}</td>
                  <td>{calendar.claims}</td>
                  <td>{calendar.paid}</td>
                  <td>{formatDateTime(Date.parse(calendar.created_at), i18n.language)}</td>
                  <td>
                    {CANCELLABLE.includes(calendar.status) && (
                      <button
                        type="button"
                        className="secondary"
                        aria-label={t('engagement.cancelOf', { title: name })}
                        onClick={() => {
                          cancelFlow.ask(calendar);
                          setStatus(null);
                        }}
                      >
                        {t('engagement.cancel')}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}

function SignInForm({
  siteId,
  onCreated,
  onClose,
}: {
  siteId: number;
  onCreated: (created: OperatorSignInCalendar) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refusalDetail = useRefusalDetail();
  const { call } = useAdminSession();
  const [draft, setDraft] = useState<SignInDraft>(emptySignIn);
  const [error, setError] = useState<DraftError | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (part: Partial<SignInDraft>) => setDraft((d) => ({ ...d, ...part }));
  const editReward = (index: number, value: string) =>
    setDraft((d) => ({ ...d, rewards: d.rewards.map((r, i) => (i === index ? value : r)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateSignIn(draft, siteDay(Date.now()));
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      onCreated(await createSignInCalendar(call, signInBody(draft, siteId)));
    } catch (failure) {
      setError({ key: engagementError(failure), detail: refusalDetail(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card" aria-labelledby="sign-in-form-title" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="sign-in-form-title">{t('engagement.signIn.formTitle', { site: siteId })}</h2>
      <div className="form-grid">
        <CurrencyField label={t('engagement.currency')} value={draft.currency} onChange={(currency) => change({ currency })} />
        <label>
          {t('engagement.signIn.startsOn')}
          <input type="date" value={draft.starts_on} onChange={(e) => change({ starts_on: e.currentTarget.value })} />
        </label>
        <label>
          {t('engagement.signIn.endsOn')}
          <input type="date" value={draft.ends_on} onChange={(e) => change({ ends_on: e.currentTarget.value })} />
        </label>
        <label>
          {t('engagement.signIn.minTurnover')}
          <input
            inputMode="decimal"
            value={draft.min_turnover}
            onChange={(e) => change({ min_turnover: e.currentTarget.value })}
          />
        </label>
      </div>
      <p className="muted">{t('engagement.signIn.daysHint')}</p>
      <fieldset>
        <legend>{t('engagement.signIn.rewards')}</legend>
        <p className="muted">{t('engagement.signIn.rewardsHint')}</p>
        <div className="form-grid">
          {draft.rewards.map((reward, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a day's place is its identity
            <label key={index}>
              {t('engagement.signIn.dayReward', { day: index + 1 })}
              <input inputMode="decimal" value={reward} onChange={(e) => editReward(index, e.currentTarget.value)} />
            </label>
          ))}
        </div>
        <div className="actions">
          {draft.rewards.length < MAX_STREAK_DAYS && (
            <button
              type="button"
              className="secondary"
              onClick={() => change({ rewards: [...draft.rewards, draft.rewards.at(-1) ?? ''] })}
            >
              {t('engagement.signIn.addDay')}
            </button>
          )}
          {draft.rewards.length > 1 && (
            <button type="button" className="secondary" onClick={() => change({ rewards: draft.rewards.slice(0, -1) })}>
              {t('engagement.signIn.removeDay')}
            </button>
          )}
        </div>
      </fieldset>
      {error && <ErrorNote message={t(error.key, { row: error.row })} detail={error.detail} />}
      <div className="actions">
        <button type="submit" disabled={busy}>
          {t('engagement.signIn.create')}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          {t('engagement.close')}
        </button>
      </div>
    </form>
  );
}
