/** The house's blackjack, sic bo and Andar Bahar page (apps/server/src/house/table-pages.ts tablePage). */
import { I18nextProvider } from 'react-i18next';
import { RealityCheck } from './features/reality-check/components/reality-check.tsx';
import { tablePageData } from './features/tables/api/table-page-data.ts';
import { TablesPage } from './features/tables/components/tables-page.tsx';
import { createHouseClient } from './lib/house-api.ts';
import { createGameI18n } from './lib/i18n.ts';
import { readStartupData } from './lib/startup-data.ts';
import { mountGamePage } from './ui/game-root.tsx';
// The card, chip and dice drawings' sheet (ui/table-art.tsx draws them, and the live page too, with its own sheet).
import './ui/table-art.css';
import './ui/games.css';
import './ui/house-frame.css';
import './features/tables/components/tables.css';

const data = tablePageData(readStartupData());
const call = createHouseClient(data.session);
void createGameI18n(data.language, import.meta.glob('./features/tables/locales/*.json')).then((i18n) =>
  mountGamePage(
    <I18nextProvider i18n={i18n}>
      <TablesPage data={data} call={call} />
      <RealityCheck demo={data.demo} lobbyUrl={data.lobbyUrl} language={data.language} />
    </I18nextProvider>,
  ),
);
