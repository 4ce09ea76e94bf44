/** The error page of a game session that cannot be played (apps/server/src/house/house-pages.ts errorPage). */
import { I18nextProvider } from 'react-i18next';
import { errorPageData } from './features/error/api/error-page-data.ts';
import { ErrorMessage } from './features/error/components/error-message.tsx';
import { createGameI18n } from './lib/i18n.ts';
import { readStartupData } from './lib/startup-data.ts';
import { mountGamePage } from './ui/game-root.tsx';
import './ui/games.css';

const data = errorPageData(readStartupData());
void createGameI18n(data.language).then((i18n) =>
  mountGamePage(
    <I18nextProvider i18n={i18n}>
      <ErrorMessage code={data.code} />
    </I18nextProvider>,
  ),
);
