import { CURRENCY_CODES } from '@casino/contract/currencies.ts';
import { gamesDistDir, gamesShell, readGamesManifest } from '../../house/games-app.ts';
import type { HouseLanguage } from '../../house/house-page-text.ts';

/** What the server hands the quick-bet page in its shell (apps/games/src/features/sports-quickbet). */
export type QuickbetStartup = {
  language: HouseLanguage;
  currency: string;
  /** The only origin the page posts its messages to: its own, the one origin allowed to frame it. */
  parentOrigin: string;
};

export const quickbetCurrency = (value: unknown): string =>
  typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value) ? value : '';

/** The quick-bet page's shell (docs/decisions/0067); null without a games build. */
export function quickbetPage(startup: QuickbetStartup, fontSheet: string | null): string | null {
  const distDir = gamesDistDir();
  if (!distDir) return null;
  return gamesShell(readGamesManifest(distDir), {
    entry: 'sports-quickbet',
    language: startup.language,
    title: 'Sports',
    fontSheet,
    startupData: startup,
    noScriptText: 'Sports',
  });
}
