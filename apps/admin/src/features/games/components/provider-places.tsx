import { formatDateTime } from '@casino/browser/date-format.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import {
  clearMaintenance,
  type ProviderPlace,
  readProviderPlaces,
  saveProviderPlace,
  setMaintenance,
} from '../api/game-desk-calls.ts';

/** The message key of a refused game desk call. */
export function gameDeskError(failure: unknown): string {
  if (!(failure instanceof AdminCallError)) return 'signIn.error.network';
  if (failure.status === 400) return 'games.error.invalid';
  if (failure.code === 101) return 'games.error.notFound';
  if (failure.code === 102) return 'games.error.window';
  return 'signIn.error.network';
}

/** The text of a datetime-local field as the ISO instant it means in the browser's time zone. */
const isoOf = (local: string) => new Date(local).toISOString();

/** A site's provider places: offered or not and their order, saved a row at a time; maintenance windows per provider. */
export function ProviderPlaces({ siteId }: { siteId: number }) {
  const { t, i18n } = useTranslation();
  const { call } = useAdminSession();
  const [places, setPlaces] = useState<ProviderPlace[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  /** The provider whose maintenance window is being set, and the times typed. */
  const [planning, setPlanning] = useState<{ providerId: number; start: string; end: string } | null>(null);
  /** Only the places of this currency ('' for all): a site offers each provider once per currency. */
  const [currency, setCurrency] = useState('');
  const currencies = [...new Set((places ?? []).map((p) => p.currency))].sort();
  const shown = (places ?? []).filter((p) => currency === '' || p.currency === currency);

  const load = useCallback(async () => {
    try {
      setPlaces(await readProviderPlaces(call, siteId));
      setError(null);
    } catch {
      setError('signIn.error.network');
    }
  }, [call, siteId]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setNote(done);
      setError(null);
    } catch (failure) {
      setNote(null);
      setError(gameDeskError(failure));
    }
    await load();
  };

  const window = (place: ProviderPlace) =>
    place.maintenance
      ? t('games.window', {
          start: formatDateTime(Date.parse(place.maintenance.starts_at), i18n.language),
          end: formatDateTime(Date.parse(place.maintenance.ends_at), i18n.language),
        })
      : '—';

  return (
    <section aria-labelledby="places-title">
      <h2 id="places-title">{t('games.providers')}</h2>
      {currencies.length > 1 && (
        <label className="filter">
          {t('games.currency')}
          <select value={currency} onChange={(e) => setCurrency(e.currentTarget.value)}>
            <option value="">{t('games.allCurrencies')}</option>
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      )}
      {error && <ErrorNote message={t(error)} />}
      {note && (
        <p className="note" role="status">
          {note}
        </p>
      )}
      {places === null ? (
        !error && <p>{t('common.loading')}</p>
      ) : places.length === 0 ? (
        <p>{t('games.noProviders')}</p>
      ) : (
        <div className="table-scroll">
          <table data-testid="provider-places">
            <thead>
              <tr>
                <th scope="col">{t('games.provider')}</th>
                <th scope="col">{t('games.gameType')}</th>
                <th scope="col">{t('games.currency')}</th>
                <th scope="col">{t('games.offered')}</th>
                <th scope="col">{t('games.order')}</th>
                <th scope="col">{t('games.maintenance')}</th>
                <th scope="col">{t('games.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((place) => (
                <PlaceRow
                  key={`${place.place_id}-${place.active}-${place.sort}`}
                  place={place}
                  windowText={window(place)}
                  onSave={(active, sort) =>
                    act(
                      () => saveProviderPlace(call, siteId, { place_id: place.place_id, active, sort }),
                      t('games.placeSaved', { provider: place.provider_name }),
                    )
                  }
                  onPlan={() => setPlanning({ providerId: place.provider_id, start: '', end: '' })}
                  onClear={() =>
                    act(
                      () => clearMaintenance(call, siteId, place.provider_id),
                      t('games.maintenanceCleared', { provider: place.provider_name }),
                    )
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {planning && (
        <form
          className="search"
          aria-label={t('games.planTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            const name = places?.find((p) => p.provider_id === planning.providerId)?.provider_name ?? '';
            const { providerId, start, end } = planning;
            setPlanning(null);
            void act(
              () => setMaintenance(call, siteId, providerId, isoOf(start), isoOf(end)),
              t('games.maintenanceSet', { provider: name }),
            );
          }}
        >
          <strong>{places?.find((p) => p.provider_id === planning.providerId)?.provider_name}</strong>
          <label>
            {t('games.starts')}
            <input
              type="datetime-local"
              required
              value={planning.start}
              onChange={(e) => setPlanning({ ...planning, start: e.currentTarget.value })}
            />
          </label>
          <label>
            {t('games.ends')}
            <input
              type="datetime-local"
              required
              value={planning.end}
              onChange={(e) => setPlanning({ ...planning, end: e.currentTarget.value })}
            />
          </label>
          <button type="submit">{t('games.setMaintenance')}</button>
          <button type="button" className="link" onClick={() => setPlanning(null)}>
            {t('games.cancel')}
          </button>
        </form>
      )}
    </section>
  );
}

function PlaceRow({
  place,
  windowText,
  onSave,
  onPlan,
  onClear,
}: {
  place: ProviderPlace;
  windowText: string;
  onSave: (active: boolean, sort: number) => void;
  onPlan: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [active, setActive] = useState(place.active);
  const [sort, setSort] = useState(String(place.sort));
  const changed = active !== place.active || sort !== String(place.sort);
  const label = `${place.provider_name} ${place.game_type_name} ${place.currency}`;
  return (
    <tr data-testid={`place-${place.place_id}`}>
      <td>
        {place.provider_name} <small>{place.provider_code}</small>
        {!place.provider_active && <span className="badge">{t('games.offEverywhere')}</span>}
      </td>
      <td>{place.game_type_name}</td>
      <td>{place.currency}</td>
      <td>
        <input
          type="checkbox"
          aria-label={t('games.offeredOf', { name: label })}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
      </td>
      <td>
        <input
          type="number"
          className="narrow"
          min={0}
          max={32767}
          aria-label={t('games.orderOf', { name: label })}
          value={sort}
          onChange={(e) => setSort(e.currentTarget.value)}
        />
      </td>
      <td>{windowText}</td>
      <td>
        <span className="actions">
          <button type="button" disabled={!changed} onClick={() => onSave(active, Number(sort))}>
            {t('games.save')}
          </button>
          <button type="button" className="secondary" onClick={onPlan}>
            {t('games.planMaintenance')}
          </button>
          {place.maintenance && (
            <button type="button" className="link" onClick={onClear}>
              {t('games.clearMaintenance')}
            </button>
          )}
        </span>
      </td>
    </tr>
  );
}
