import { TOURNAMENT_MAX_RANK, TOURNAMENT_PARTICIPATIONS, TOURNAMENT_RANKINGS } from '@casino/contract/calls/tournament-calls.ts';
import { GAME_TYPES } from '@casino/contract/game-types.ts';
import { LANGUAGES, type LanguageCode } from '@casino/contract/languages.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalDetail } from '../../../lib/use-refusal-detail.ts';
import { CurrencyField } from '../../../ui/currency-field.tsx';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { createTournament, type OperatorTournament } from '../api/tournament-calls.ts';
import {
  emptyDraft,
  emptyGame,
  emptyPrize,
  type GameRow,
  type Participation,
  type PrizeRow,
  type Ranking,
  type TournamentDraft,
  tournamentBody,
  validateTournament,
} from './tournament-draft.ts';
import { tournamentError } from './tournament-errors.ts';

/** Schedules a tournament on the site: the whole form is checked here first, then sent once. */
export function TournamentForm({
  siteId,
  onCreated,
  onClose,
}: {
  siteId: number;
  onCreated: (created: OperatorTournament) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refusalDetail = useRefusalDetail();
  const { call } = useAdminSession();
  const [draft, setDraft] = useState<TournamentDraft>(() => emptyDraft('INR'));
  const [error, setError] = useState<{ key: string; row?: number; detail?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (part: Partial<TournamentDraft>) => setDraft((d) => ({ ...d, ...part }));
  const editGame = (index: number, part: Partial<GameRow>) =>
    setDraft((d) => ({ ...d, games: d.games.map((g, i) => (i === index ? { ...g, ...part } : g)) }));
  const editPrize = (index: number, part: Partial<PrizeRow>) =>
    setDraft((d) => ({ ...d, prizes: d.prizes.map((p, i) => (i === index ? { ...p, ...part } : p)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateTournament(draft, Date.now());
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      onCreated(await createTournament(call, tournamentBody(draft, siteId)));
    } catch (failure) {
      setError({ key: tournamentError(failure), detail: refusalDetail(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card" aria-labelledby="tournament-form-title" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="tournament-form-title">{t('tournaments.form.title', { site: siteId })}</h2>
      <fieldset>
        <legend>{t('tournaments.form.names')}</legend>
        {draft.titles.map((title, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
          <div className="filters" key={index}>
            <label>
              {t('tournaments.form.language')}
              <select
                aria-label={t('tournaments.form.languageOf', { row: index + 1 })}
                value={title.language}
                onChange={(e) => {
                  const language = e.currentTarget.value as LanguageCode;
                  setDraft((d) => ({ ...d, titles: d.titles.map((x, i) => (i === index ? { ...x, language } : x)) }));
                }}
              >
                {LANGUAGES.map((language) => (
                  <option key={language.code} value={language.code}>
                    {language.nativeName}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('tournaments.form.name')}
              <input
                aria-label={t('tournaments.form.nameOf', { row: index + 1 })}
                maxLength={200}
                value={title.text}
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  setDraft((d) => ({ ...d, titles: d.titles.map((x, i) => (i === index ? { ...x, text } : x)) }));
                }}
              />
            </label>
          </div>
        ))}
        {draft.titles.length < LANGUAGES.length && (
          <button
            type="button"
            className="secondary"
            onClick={() => {
              const unused = LANGUAGES.find((l) => !draft.titles.some((x) => x.language === l.code));
              if (unused) change({ titles: [...draft.titles, { language: unused.code, text: '' }] });
            }}
          >
            {t('tournaments.form.addName')}
          </button>
        )}
      </fieldset>

      <div className="form-grid">
        <CurrencyField label={t('tournaments.currency')} value={draft.currency} onChange={(currency) => change({ currency })} />
        <label>
          {t('tournaments.form.startsAt')}
          <input type="datetime-local" value={draft.starts_at} onChange={(e) => change({ starts_at: e.currentTarget.value })} />
        </label>
        <label>
          {t('tournaments.form.endsAt')}
          <input type="datetime-local" value={draft.ends_at} onChange={(e) => change({ ends_at: e.currentTarget.value })} />
        </label>
        <label>
          {t('tournaments.ranking')}
          <select value={draft.ranking} onChange={(e) => change({ ranking: e.currentTarget.value as Ranking })}>
            {TOURNAMENT_RANKINGS.map((ranking) => (
              <option key={ranking} value={ranking}>
                {t(`tournaments.rankingKind.${ranking}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('tournaments.participation')}
          <select value={draft.participation} onChange={(e) => change({ participation: e.currentTarget.value as Participation })}>
            {TOURNAMENT_PARTICIPATIONS.map((participation) => (
              <option key={participation} value={participation}>
                {t(`tournaments.participationKind.${participation}`)}
              </option>
            ))}
          </select>
        </label>
        {draft.participation === 'buy_in' && (
          <label>
            {t('tournaments.form.buyIn', { currency: draft.currency })}
            <input
              inputMode="decimal"
              maxLength={20}
              value={draft.buy_in}
              onChange={(e) => change({ buy_in: e.currentTarget.value })}
            />
          </label>
        )}
      </div>

      <fieldset>
        <legend>{t('tournaments.form.games')}</legend>
        <p className="muted">{t('tournaments.form.gamesHint')}</p>
        <table data-testid="tournament-games">
          <thead>
            <tr>
              <th scope="col">{t('tournaments.form.provider')}</th>
              <th scope="col">{t('tournaments.form.gameCode')}</th>
              <th scope="col">{t('tournaments.form.gameType')}</th>
              <th scope="col">
                <span className="muted">{t('tournaments.form.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.games.map((game, index) => {
              const label = (key: string) => t(key, { row: index + 1 });
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
                <tr key={index}>
                  <td>
                    <input
                      aria-label={label('tournaments.form.providerOf')}
                      inputMode="numeric"
                      maxLength={10}
                      size={6}
                      value={game.gp_id}
                      onChange={(e) => editGame(index, { gp_id: e.currentTarget.value })}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={label('tournaments.form.gameCodeOf')}
                      maxLength={100}
                      value={game.game_code}
                      onChange={(e) => editGame(index, { game_code: e.currentTarget.value })}
                    />
                  </td>
                  <td>
                    <select
                      aria-label={label('tournaments.form.gameTypeOf')}
                      value={game.game_type}
                      onChange={(e) => editGame(index, { game_type: e.currentTarget.value })}
                    >
                      <option value="">{t('tournaments.form.oneGame')}</option>
                      {GAME_TYPES.map((type) => (
                        <option key={type.id} value={String(type.id)}>
                          {t(`tournaments.gameType.${type.key}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="secondary"
                      aria-label={label('tournaments.form.removeGameOf')}
                      disabled={draft.games.length === 1}
                      onClick={() => change({ games: draft.games.filter((_, i) => i !== index) })}
                    >
                      {t('tournaments.form.remove')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <button type="button" className="secondary" onClick={() => change({ games: [...draft.games, emptyGame()] })}>
          {t('tournaments.form.addGame')}
        </button>
      </fieldset>

      <fieldset>
        <legend>{t('tournaments.form.prizes')}</legend>
        <table data-testid="tournament-prizes">
          <thead>
            <tr>
              <th scope="col">{t('tournaments.form.rankFrom')}</th>
              <th scope="col">{t('tournaments.form.rankTo')}</th>
              <th scope="col">{t('tournaments.form.amount', { currency: draft.currency })}</th>
              <th scope="col">
                <span className="muted">{t('tournaments.form.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.prizes.map((prize, index) => {
              const label = (key: string) => t(key, { row: index + 1 });
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
                <tr key={index}>
                  <td>
                    <input
                      aria-label={label('tournaments.form.rankFromOf')}
                      inputMode="numeric"
                      maxLength={5}
                      size={6}
                      value={prize.rank_from}
                      onChange={(e) => editPrize(index, { rank_from: e.currentTarget.value })}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={label('tournaments.form.rankToOf')}
                      inputMode="numeric"
                      maxLength={5}
                      size={6}
                      value={prize.rank_to}
                      onChange={(e) => editPrize(index, { rank_to: e.currentTarget.value })}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={label('tournaments.form.amountOf')}
                      inputMode="decimal"
                      maxLength={20}
                      value={prize.amount}
                      onChange={(e) => editPrize(index, { amount: e.currentTarget.value })}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="secondary"
                      aria-label={label('tournaments.form.removePrizeOf')}
                      disabled={draft.prizes.length === 1}
                      onClick={() => change({ prizes: draft.prizes.filter((_, i) => i !== index) })}
                    >
                      {t('tournaments.form.remove')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            // The next range starts after the highest rank already paid.
            const next = Math.min(TOURNAMENT_MAX_RANK, Math.max(0, ...draft.prizes.map((p) => Number(p.rank_to) || 0)) + 1);
            change({ prizes: [...draft.prizes, { ...emptyPrize(), rank_from: String(next), rank_to: String(next) }] });
          }}
        >
          {t('tournaments.form.addPrize')}
        </button>
      </fieldset>

      {error && <ErrorNote message={t(error.key, { row: error.row ?? '' })} detail={error.detail} />}
      <div className="actions">
        <button type="submit" disabled={busy}>
          {busy ? t('common.wait') : t('tournaments.form.create')}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          {t('tournaments.form.close')}
        </button>
      </div>
    </form>
  );
}
