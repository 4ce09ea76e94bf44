/** The live tables' page: live baccarat, dragon-tiger and roulette (apps/server/src/live/live-routes.ts). */
import { I18nextProvider } from 'react-i18next';
import { livePageData } from './features/live/api/live-page-data.ts';
import { connectLiveSocket } from './features/live/api/live-socket.ts';
import { LivePage } from './features/live/components/live-page.tsx';
import { RealityCheck } from './features/reality-check/components/reality-check.tsx';
import { createHouseClient } from './lib/house-api.ts';
import { createGameI18n } from './lib/i18n.ts';
import { readStartupData } from './lib/startup-data.ts';
import { mountGamePage } from './ui/game-root.tsx';
import './ui/games.css';
import './ui/house-frame.css';
import './features/live/components/live.css';

const data = livePageData(readStartupData());
const call = createHouseClient(data.session);
void createGameI18n(data.language, import.meta.glob('./features/live/locales/*.json')).then((i18n) =>
  mountGamePage(
    <I18nextProvider i18n={i18n}>
      <LivePage data={data} call={call} connect={connectLiveSocket} />
      <RealityCheck demo={data.demo} lobbyUrl={data.lobbyUrl} language={data.language} />
    </I18nextProvider>,
  ),
);
