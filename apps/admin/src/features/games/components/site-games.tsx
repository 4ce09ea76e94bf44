import { GAME_TAGS, type GameTag } from '@casino/contract/calls/game-calls.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { GAMES_PAGE, readSiteGames, type SiteGame, saveSiteGame } from '../api/game-desk-calls.ts';
import { gameDeskError } from './provider-places.tsx';

/** A site's games, filtered and paged on the server: offered or not, hot/new tags and order, saved a row at a time. */
export function SiteGames({ siteId }: { siteId: number }) {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState({ q: '', page: 1 });
  const [games, setGames] = useState<{ list: SiteGame[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setGames(await readSiteGames(call, { siteId, q: filter.q || undefined, page: filter.page }));
      setError(null);
    } catch (failure) {
      setError(gameDeskError(failure));
    }
  }, [call, siteId, filter]);
  useEffect(() => {
    void load();
  }, [load]);

  const save = async (game: SiteGame, change: { active: boolean; tags: GameTag[]; sort: number }) => {
    try {
      await saveSiteGame(call, siteId, { game_id: game.game_id, ...change });
      setNote(t('games.gameSaved', { game: game.name }));
      setError(null);
    } catch (failure) {
      setNote(null);
      setError(gameDeskError(failure));
    }
    await load();
  };

  const pages = games ? Math.max(1, Math.ceil(games.total / GAMES_PAGE)) : 1;
  return (
    <section aria-labelledby="site-games-title">
      <h2 id="site-games-title">{t('games.games')}</h2>
      <form
        className="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ q: query.trim(), page: 1 });
        }}
      >
        <label>
          {t('games.find')}
          <input type="search" maxLength={80} value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
        </label>
        <button type="submit">{t('games.search')}</button>
      </form>
      {error && <ErrorNote message={t(error)} />}
      {note && (
        <p className="note" role="status">
          {note}
        </p>
      )}
      {games === null ? (
        !error && <p>{t('common.loading')}</p>
      ) : games.list.length === 0 ? (
        <p>{t('games.noGames')}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table data-testid="site-games">
              <thead>
                <tr>
                  <th scope="col">{t('games.game')}</th>
                  <th scope="col">{t('games.provider')}</th>
                  <th scope="col">{t('games.offered')}</th>
                  {GAME_TAGS.map((tag) => (
                    <th scope="col" key={tag}>
                      {t(`games.tag.${tag}`)}
                    </th>
                  ))}
                  <th scope="col">{t('games.order')}</th>
                  <th scope="col">{t('games.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {games.list.map((game) => (
                  <GameRow
                    key={`${game.game_id}-${game.active}-${game.tags.join()}-${game.sort}`}
                    game={game}
                    onSave={(change) => save(game, change)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <p className="actions">
            <button
              type="button"
              className="secondary"
              disabled={filter.page <= 1}
              onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
            >
              {t('games.previous')}
            </button>
            <span>{t('games.page', { page: filter.page, pages, total: games.total })}</span>
            <button
              type="button"
              className="secondary"
              disabled={filter.page >= pages}
              onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
            >
              {t('games.next')}
            </button>
          </p>
        </>
      )}
    </section>
  );
}

function GameRow({
  game,
  onSave,
}: {
  game: SiteGame;
  onSave: (change: { active: boolean; tags: GameTag[]; sort: number }) => void;
}) {
  const { t } = useTranslation();
  const [active, setActive] = useState(game.active);
  const [tags, setTags] = useState<GameTag[]>(GAME_TAGS.filter((tag) => game.tags.includes(tag)));
  const [sort, setSort] = useState(String(game.sort));
  const changed =
    active !== game.active ||
    sort !== String(game.sort) ||
    tags.join() !== GAME_TAGS.filter((tag) => game.tags.includes(tag)).join();
  const toggleTag = (tag: GameTag, on: boolean) =>
    setTags(GAME_TAGS.filter((known) => (known === tag ? on : tags.includes(known))));
  return (
    <tr data-testid={`game-${game.game_code}`}>
      <td>
        {game.name} <small>{game.game_code}</small>
        {!game.catalogue_active && <span className="badge">{t('games.offEverywhere')}</span>}
      </td>
      <td>{game.provider_name}</td>
      <td>
        <input
          type="checkbox"
          aria-label={t('games.offeredOf', { name: game.name })}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
      </td>
      {GAME_TAGS.map((tag) => (
        <td key={tag}>
          <input
            type="checkbox"
            aria-label={t('games.tagOf', { tag: t(`games.tag.${tag}`), name: game.name })}
            checked={tags.includes(tag)}
            onChange={(e) => toggleTag(tag, e.currentTarget.checked)}
          />
        </td>
      ))}
      <td>
        <input
          type="number"
          className="narrow"
          min={0}
          max={32767}
          aria-label={t('games.orderOf', { name: game.name })}
          value={sort}
          onChange={(e) => setSort(e.currentTarget.value)}
        />
      </td>
      <td>
        <button type="button" disabled={!changed} onClick={() => onSave({ active, tags, sort: Number(sort) })}>
          {t('games.save')}
        </button>
      </td>
    </tr>
  );
}
