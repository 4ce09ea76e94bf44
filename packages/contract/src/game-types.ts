/** Game types 2 to 9 of SPEC section 3: English name, short-code prefix of the hall, translation key. */
export const GAME_TYPES = [
  { id: 2, name: 'SLOT GAME', prefix: 'e_', key: 'slot' },
  { id: 3, name: 'LIVE CASINO', prefix: 'v_', key: 'live_casino' },
  { id: 4, name: 'SPORTS', prefix: 's_', key: 'sports' },
  { id: 5, name: 'LOTTERY', prefix: 'l_', key: 'lottery' },
  { id: 6, name: 'CARD GAME', prefix: 'c_', key: 'card_game' },
  { id: 7, name: 'VIRTUAL SPORT', prefix: 't_', key: 'virtual_sport' },
  { id: 8, name: 'COCKFIGHT', prefix: 'd_', key: 'cockfight' },
  { id: 9, name: 'ESPORT', prefix: 'g_', key: 'esport' },
] as const;

export type GameTypeId = (typeof GAME_TYPES)[number]['id'];
export const SLOT_GAME_TYPE = 2;
export const SPORTS_GAME_TYPE = 4;
/** Game halls with a page title of their own (SPEC section 2). */
export const TITLED_HALL_IDS = [3, 4, 5, 6] as const;

export function gameTypeById(id: number) {
  return GAME_TYPES.find((t) => t.id === id);
}

/**
 * Whether a game hall shows a provider's games as tiles (from /v2/game_label): a provider of another type than slots
 * that is no customized hall and starts no single game. Slot providers open their slot list; the rest their lobby.
 */
export const listsGames = (provider: { customized: boolean; game_code: string }, gtId: number): boolean =>
  gtId !== SLOT_GAME_TYPE && !provider.customized && provider.game_code === '';
