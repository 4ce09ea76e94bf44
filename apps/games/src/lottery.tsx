/** The house lottery page (apps/server/src/lottery/lottery-page.ts). */
import { I18nextProvider } from 'react-i18next';
import { lotteryPageData } from './features/lottery/api/lottery-page-data.ts';
import { connectLotterySocket } from './features/lottery/api/lottery-socket.ts';
import { LotteryPage } from './features/lottery/components/lottery-page.tsx';
import { RealityCheck } from './features/reality-check/components/reality-check.tsx';
import { createHouseClient } from './lib/house-api.ts';
import { createGameI18n } from './lib/i18n.ts';
import { readStartupData } from './lib/startup-data.ts';
import { mountGamePage } from './ui/game-root.tsx';
import './ui/games.css';
import './ui/house-frame.css';
import './features/lottery/components/lottery.css';

const data = lotteryPageData(readStartupData());
const call = createHouseClient(data.session);
void createGameI18n(data.language, import.meta.glob('./features/lottery/locales/*.json')).then((i18n) =>
  mountGamePage(
    <I18nextProvider i18n={i18n}>
      <LotteryPage data={data} call={call} connect={connectLotterySocket} />
      <RealityCheck demo={data.demo} lobbyUrl={data.lobbyUrl} language={data.language} />
    </I18nextProvider>,
  ),
);
