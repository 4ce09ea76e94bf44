import './games.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderPlaces } from './provider-places.tsx';
import { SiteGames } from './site-games.tsx';

/** The game desk: one site's providers (on, off, order, maintenance) and its games (on, off, hot/new, order). */
export function GamesPage() {
  const { t } = useTranslation();
  const [siteField, setSiteField] = useState('1');
  const [siteId, setSiteId] = useState(1);

  return (
    <section className="page game-desk" aria-labelledby="games-title">
      <h1 id="games-title">{t('games.title')}</h1>
      <form
        className="search"
        onSubmit={(event) => {
          event.preventDefault();
          const id = Number(siteField);
          if (Number.isInteger(id) && id > 0) setSiteId(id);
        }}
      >
        <label>
          {t('games.site')}
          <input type="number" min={1} required value={siteField} onChange={(e) => setSiteField(e.currentTarget.value)} />
        </label>
        <button type="submit">{t('games.show')}</button>
      </form>
      <ProviderPlaces key={`places-${siteId}`} siteId={siteId} />
      <SiteGames key={`games-${siteId}`} siteId={siteId} />
    </section>
  );
}
