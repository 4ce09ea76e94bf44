/** The virtual football and cockfight page (apps/server/src/virtuals/virtual-routes.ts). */
import { I18nextProvider } from 'react-i18next';
import { RealityCheck } from './features/reality-check/components/reality-check.tsx';
import { virtualPageData } from './features/virtuals/api/virtual-page-data.ts';
import { VirtualPage } from './features/virtuals/components/virtual-page.tsx';
import { createHouseClient } from './lib/house-api.ts';
import { createGameI18n } from './lib/i18n.ts';
import { readStartupData } from './lib/startup-data.ts';
import { mountGamePage } from './ui/game-root.tsx';
import './ui/games.css';
import './features/virtuals/components/virtuals.css';

const data = virtualPageData(readStartupData());
const call = createHouseClient(data.session);
void createGameI18n(data.language, import.meta.glob('./features/virtuals/locales/*.json')).then((i18n) =>
  mountGamePage(
    <I18nextProvider i18n={i18n}>
      <VirtualPage data={data} call={call} />
      <RealityCheck demo={data.demo} lobbyUrl={data.lobbyUrl} language={data.language} />
    </I18nextProvider>,
  ),
);
