import { can } from '@casino/contract/operator-permissions.ts';
import './tournaments.css';
import { formatDateTime } from '@casino/browser/date-format.ts';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { cancelTournament, type OperatorTournament, readTournaments } from '../api/tournament-calls.ts';
import { tournamentError } from './tournament-errors.ts';
import { TournamentForm } from './tournament-form.tsx';

/** Roles with promotions.manage, which every operator tournament call of the server requires. */

/** Statuses the server still cancels: the prizes are not paid yet. */
const CANCELLABLE: readonly OperatorTournament['status'][] = ['scheduled', 'running', 'ended'];

/** A site's tournaments, newest first (docs/decisions/0085): schedule one, or cancel one that has not paid out. */
export function TournamentsPage() {
  const { t, i18n } = useTranslation();
  const { call, signIn } = useAdminSession();
  const [siteId, setSiteId] = useState(1);
  const [list, setList] = useState<OperatorTournament[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<OperatorTournament | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setList(await readTournaments(call, siteId));
      setError(null);
    } catch (failure) {
      setList([]);
      setError(tournamentError(failure));
    }
  }, [call, siteId]);
  useEffect(() => {
    void load();
  }, [load]);

  if (signIn && !can(signIn.role, 'promotions.manage')) return <Navigate to="/audit" replace />;

  const titleOf = (tournament: OperatorTournament) =>
    tournament.title[i18n.language] ?? tournament.title.en_US ?? Object.values(tournament.title)[0] ?? `#${tournament.id}`;
  const when = (iso: string) => formatDateTime(Date.parse(iso), i18n.language);

  const confirmCancel = async (event: FormEvent) => {
    event.preventDefault();
    if (!cancelling || busy) return;
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      const cancelled = await cancelTournament(call, cancelling.id, reason.trim());
      setStatus(t('tournaments.cancel.done', { title: titleOf(cancelled) }));
      setCancelling(null);
      setReason('');
      await load();
    } catch (failure) {
      setError(tournamentError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page" aria-labelledby="tournaments-title">
      <h1 id="tournaments-title">{t('tournaments.title')}</h1>
      <form className="filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('tournaments.site')}
          <input
            type="number"
            min={1}
            max={99999}
            value={siteId}
            onChange={(e) => {
              setList(null);
              setSiteId(Math.max(1, Math.min(99999, Number(e.currentTarget.value) || 1)));
              setCreating(false);
              setCancelling(null);
            }}
          />
        </label>
      </form>
      {status && (
        <p className="note" role="status">
          {status}
        </p>
      )}
      {error && !cancelling && <ErrorNote message={t(error)} />}
      {creating ? (
        <TournamentForm
          siteId={siteId}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setStatus(t('tournaments.form.created', { title: titleOf(created) }));
            void load();
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
          {t('tournaments.new')}
        </button>
      )}

      {cancelling && (
        <form
          className="card"
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="cancel-title"
          aria-describedby="cancel-text"
          onSubmit={(e) => void confirmCancel(e)}
        >
          <h2 id="cancel-title">{t('tournaments.cancel.title', { title: titleOf(cancelling) })}</h2>
          <p id="cancel-text">
            {t(cancelling.participation === 'buy_in' ? 'tournaments.cancel.textBuyIn' : 'tournaments.cancel.text', {
              participants: cancelling.participants,
            })}
          </p>
          <label>
            {t('tournaments.cancel.reason')}
            <textarea required maxLength={200} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          </label>
          {error && <ErrorNote message={t(error)} />}
          <div className="actions">
            {/* biome-ignore lint/a11y/noAutofocus: the confirmation opens on the operator's click and asks for this first */}
            <button type="submit" disabled={busy} autoFocus>
              {t('tournaments.cancel.confirm')}
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setCancelling(null);
                setReason('');
                setError(null);
              }}
            >
              {t('tournaments.cancel.keep')}
            </button>
          </div>
        </form>
      )}

      <h2>{t('tournaments.listTitle', { site: siteId })}</h2>
      {list === null ? (
        <p>{t('common.loading')}</p>
      ) : list.length === 0 ? (
        !error && <p>{t('tournaments.none')}</p>
      ) : (
        <table data-testid="tournaments">
          <thead>
            <tr>
              <th scope="col">{t('tournaments.name')}</th>
              <th scope="col">{t('tournaments.status')}</th>
              <th scope="col">{t('tournaments.period')}</th>
              <th scope="col">{t('tournaments.ranking')}</th>
              <th scope="col">{t('tournaments.participation')}</th>
              <th scope="col">{t('tournaments.prizes')}</th>
              <th scope="col">{t('tournaments.participants')}</th>
              <th scope="col">{t('tournaments.paid')}</th>
              <th scope="col">
                <span className="muted">{t('tournaments.cancel.action')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((tournament) => {
              const title = titleOf(tournament);
              return (
                <tr key={tournament.id}>
                  <th scope="row">
                    {title}
                    <div className="muted">
                      #{tournament.id} · {tournament.currency}
                    </div>
                  </th>
                  <td>{t(`tournaments.statusKind.${tournament.status}`)}</td>
                  <td>
                    {when(tournament.starts_at)} – {when(tournament.ends_at)}
                  </td>
                  <td>{t(`tournaments.rankingKind.${tournament.ranking}`)}</td>
                  <td>
                    {t(`tournaments.participationKind.${tournament.participation}`)}
                    {tournament.participation === 'buy_in' && (
                      <div className="muted">{t('tournaments.buyIn', { amount: tournament.buy_in })}</div>
                    )}
                  </td>
                  <td>
                    <ul className="prizes">
                      {tournament.prizes.map((prize) => (
                        <li key={prize.rank_from}>
                          {prize.rank_from === prize.rank_to
                            ? t('tournaments.prizeRank', { rank: prize.rank_from, amount: prize.amount })
                            : t('tournaments.prizeRanks', { from: prize.rank_from, to: prize.rank_to, amount: prize.amount })}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>{tournament.participants}</td>
                  <td>{tournament.paid}</td>
                  <td>
                    {CANCELLABLE.includes(tournament.status) && (
                      <button
                        type="button"
                        className="secondary"
                        aria-label={t('tournaments.cancel.actionOf', { title })}
                        onClick={() => {
                          setCancelling(tournament);
                          setError(null);
                          setStatus(null);
                        }}
                      >
                        {t('tournaments.cancel.action')}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
