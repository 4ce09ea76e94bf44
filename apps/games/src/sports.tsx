/** The house sportsbook page (apps/server/src/sports/http/sports-page.ts). */
import { I18nextProvider } from 'react-i18next';
import { RealityCheck } from './features/reality-check/components/reality-check.tsx';
import { sportsPageData } from './features/sports/api/sports-page-data.ts';
import { connectSportsSocket } from './features/sports/api/sports-socket.ts';
import { SportsPage } from './features/sports/components/sports-page.tsx';
import { createHouseClient } from './lib/house-api.ts';
import { createGameI18n } from './lib/i18n.ts';
import { readStartupData } from './lib/startup-data.ts';
import { mountGamePage } from './ui/game-root.tsx';
import './ui/games.css';
import './ui/house-frame.css';
import './features/sports/components/sports.css';

const data = sportsPageData(readStartupData());
const call = createHouseClient(data.session);
void createGameI18n(data.language, import.meta.glob('./features/sports/locales/*.json')).then((i18n) =>
  mountGamePage(
    <I18nextProvider i18n={i18n}>
      <SportsPage data={data} call={call} connect={connectSportsSocket} />
      <RealityCheck demo={false} lobbyUrl={data.lobbyUrl} language={data.language} />
    </I18nextProvider>,
  ),
);
