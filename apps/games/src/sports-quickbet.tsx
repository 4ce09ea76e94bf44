/** The sports quick-bet page the home page frames (apps/server/src/sports/quickbet/quickbet-page.ts). */
import { I18nextProvider } from 'react-i18next';
import { quickbetPageData } from './features/sports-quickbet/api/quickbet-page-data.ts';
import { QuickbetPage } from './features/sports-quickbet/components/quickbet-page.tsx';
import { createParentMessages, parentWindow } from './features/sports-quickbet/lib/parent-messages.ts';
import { createHouseClient } from './lib/house-api.ts';
import { createGameI18n } from './lib/i18n.ts';
import { readStartupData } from './lib/startup-data.ts';
import { mountGamePage } from './ui/game-root.tsx';
import './ui/games.css';
import './features/sports-quickbet/components/quickbet.css';

const data = quickbetPageData(readStartupData());
// The page names no session: it only reads the featured events.
const call = createHouseClient('');
const messages = createParentMessages(parentWindow(), data.parentOrigin);
void createGameI18n(data.language, import.meta.glob('./features/sports-quickbet/locales/*.json')).then((i18n) =>
  mountGamePage(
    <I18nextProvider i18n={i18n}>
      <QuickbetPage call={call} messages={messages} />
    </I18nextProvider>,
  ),
);
