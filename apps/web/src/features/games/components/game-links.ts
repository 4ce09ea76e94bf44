import type { GameTypeEntry, ProviderEntry } from '@casino/contract/calls/game-calls.ts';
import { GAME_TYPES, SLOT_GAME_TYPE, TITLED_HALL_IDS } from '@casino/contract/game-types.ts';
import type { TFunction } from 'i18next';

export function gameHallPath(gtId: number): string {
  return `/gameHall/${gtId}`;
}

/** Slot list of a provider: /slotgame?gt_id=..&gp_id=..&house=.. */
export function slotGamePath(gtId: number, gpId: number, house: string): string {
  const query = new URLSearchParams({ gt_id: String(gtId), gp_id: String(gpId), house });
  return `/slotgame?${query.toString()}`;
}

/** The game room of a slot provider (desktop only): /gameRoom?gt_id=..&gp_id=..&house=.. */
export function gameRoomPath(gtId: number, gpId: number, house: string): string {
  const query = new URLSearchParams({ gt_id: String(gtId), gp_id: String(gpId), house });
  return `/gameRoom?${query.toString()}`;
}

/** Where a provider tile leads: its slot list for slot providers that are not a customized hall, else the hall. */
export function providerPath(provider: ProviderEntry, gtId: number): string {
  if (gtId === SLOT_GAME_TYPE && !provider.customized) return slotGamePath(gtId, provider.gp_id, provider.house);
  return gameHallPath(gtId);
}

type GameTypeKey = (typeof GAME_TYPES)[number]['key'];
const KNOWN_KEYS = new Set<string>(GAME_TYPES.map((type) => type.key));

function isGameTypeKey(key: string): key is GameTypeKey {
  return KNOWN_KEYS.has(key);
}

/** The translated name of a game type (game_type.<gt_key>), or the server's name for a type we do not know. */
export function gameTypeLabel(entry: Pick<GameTypeEntry, 'gt_key' | 'gt_name'>, t: TFunction): string {
  return isGameTypeKey(entry.gt_key) ? t(`game_type.${entry.gt_key}`) : entry.gt_name;
}

type TitledHallId = (typeof TITLED_HALL_IDS)[number];

function isTitledHall(id: number): id is TitledHallId {
  return (TITLED_HALL_IDS as readonly number[]).includes(id);
}

/** Page title of a game hall: live casino, sports, lottery and card games have their own, others use the type name. */
export function gameHallTitle(gtId: number, entry: Pick<GameTypeEntry, 'gt_key' | 'gt_name'> | undefined, t: TFunction): string {
  if (isTitledHall(gtId)) return t(`game_hall.title_${gtId}`);
  if (entry) return gameTypeLabel(entry, t);
  const known = GAME_TYPES.find((type) => type.id === gtId);
  return known ? t(`game_type.${known.key}`) : t('game_hall.title');
}
