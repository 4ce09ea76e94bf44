import { ANDAR_BAHAR_CODE } from './andar-bahar.ts';
import { BLACKJACK_CODE } from './blackjack.ts';
import { SIC_BO_CODE } from './sic-bo.ts';

/** The house's card and table games besides baccarat, by game code, with the kind their rounds are stored as. */
export const TABLE_GAME_KINDS = {
  [BLACKJACK_CODE]: 'blackjack',
  [SIC_BO_CODE]: 'sic_bo',
  [ANDAR_BAHAR_CODE]: 'andar_bahar',
} as const;

export type TableGameCode = keyof typeof TABLE_GAME_KINDS;
export type TableGameKind = (typeof TABLE_GAME_KINDS)[TableGameCode];

export const isTableGame = (gameCode: string): gameCode is TableGameCode => Object.hasOwn(TABLE_GAME_KINDS, gameCode);
