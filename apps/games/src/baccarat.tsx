/** The house single-player baccarat page (apps/server/src/house/house-pages.ts baccaratPage). */
import { I18nextProvider } from 'react-i18next';
import { baccaratPageData } from './features/baccarat/api/baccarat-page-data.ts';
import { BaccaratPage } from './features/baccarat/components/baccarat-page.tsx';
import { RealityCheck } from './features/reality-check/components/reality-check.tsx';
import { createHouseClient } from './lib/house-api.ts';
import { createGameI18n } from './lib/i18n.ts';
import { readStartupData } from './lib/startup-data.ts';
import { mountGamePage } from './ui/game-root.tsx';
// The card, chip and dice drawings' sheet (ui/table-art.tsx draws them, and the live page too, with its own sheet).
import './ui/table-art.css';
import './ui/games.css';
import './ui/house-frame.css';
import './features/baccarat/components/baccarat.css';

const data = baccaratPageData(readStartupData());
const call = createHouseClient(data.session);
void createGameI18n(data.language, import.meta.glob('./features/baccarat/locales/*.json')).then((i18n) =>
  mountGamePage(
    <I18nextProvider i18n={i18n}>
      <BaccaratPage data={data} call={call} />
      <RealityCheck demo={data.demo} lobbyUrl={data.lobbyUrl} language={data.language} />
    </I18nextProvider>,
  ),
);
