import type { LanguageCode } from '@casino/contract/languages.ts';
import { gameLanguage } from '../../../lib/i18n.ts';

/** The lottery's games, in the order the lobby lists them. */
export const LOTTERY_GAME_CODES = ['lottery-dice', 'lottery-digits', 'lottery-race', 'lottery-north'] as const;
export type LotteryGameCode = (typeof LOTTERY_GAME_CODES)[number];
export const isLotteryGame = (code: unknown): code is LotteryGameCode =>
  typeof code === 'string' && (LOTTERY_GAME_CODES as readonly string[]).includes(code);

/**
 * What the server hands the lottery page in its shell (apps/server/src/lottery/lottery-page.ts): the game this session
 * bets on; the games call then brings every game's rules, draws and the server's clock.
 */
export type LotteryPageData = {
  session: string;
  language: LanguageCode;
  gameCode: LotteryGameCode;
  lobbyUrl: string;
  demo: boolean;
  currency: string;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The start-up data; missing fields are empty, so that the games call's refusal is what the page shows. */
export function lotteryPageData(value: unknown): LotteryPageData {
  const data = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    session: text(data.session),
    language: gameLanguage(data.language),
    gameCode: isLotteryGame(data.gameCode) ? data.gameCode : 'lottery-dice',
    lobbyUrl: text(data.lobbyUrl),
    demo: data.demo === true,
    currency: text(data.currency),
  };
}
