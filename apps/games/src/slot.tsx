/** The house slot page (apps/server/src/house/house-pages.ts slotPage). */
import { I18nextProvider } from 'react-i18next';
import { RealityCheck } from './features/reality-check/components/reality-check.tsx';
import { slotPageData } from './features/slot/api/slot-page-data.ts';
import { SlotPage } from './features/slot/components/slot-page.tsx';
import { createHouseClient } from './lib/house-api.ts';
import { createGameI18n } from './lib/i18n.ts';
import { readStartupData } from './lib/startup-data.ts';
import { mountGamePage } from './ui/game-root.tsx';
import './ui/games.css';
import './ui/house-frame.css';
import './features/slot/components/slot.css';

const data = slotPageData(readStartupData());
const call = createHouseClient(data.session);
void createGameI18n(data.language, import.meta.glob('./features/slot/locales/*.json')).then((i18n) =>
  mountGamePage(
    <I18nextProvider i18n={i18n}>
      <SlotPage data={data} call={call} />
      <RealityCheck demo={data.demo} lobbyUrl={data.lobbyUrl} language={data.language} />
    </I18nextProvider>,
  ),
);
