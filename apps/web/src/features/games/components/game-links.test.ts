import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { providerFixture } from '../../../test/fixtures.ts';
import { gameHallTitle, gameTypeLabel, providerPath } from './game-links.ts';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('game links', () => {
  it('sends slot providers to their slot list and everything else to the hall', () => {
    expect(providerPath(providerFixture({ gp_id: 7, house: 'house' }), 2)).toBe('/slotgame?gt_id=2&gp_id=7&house=house');
    expect(providerPath(providerFixture({ customized: true }), 2)).toBe('/gameHall/2');
    expect(providerPath(providerFixture(), 3)).toBe('/gameHall/3');
  });

  it('translates known game type keys and keeps the server name otherwise', () => {
    expect(gameTypeLabel({ gt_key: 'live_casino', gt_name: 'LIVE CASINO' }, t)).toBe('t:game_type.live_casino');
    expect(gameTypeLabel({ gt_key: 'bingo', gt_name: 'BINGO' }, t)).toBe('BINGO');
  });

  it('gives halls 3 to 6 their own titles and the others the type name', () => {
    expect(gameHallTitle(3, undefined, t)).toBe('t:game_hall.title_3');
    expect(gameHallTitle(6, { gt_key: 'card_game', gt_name: 'CARD GAME' }, t)).toBe('t:game_hall.title_6');
    expect(gameHallTitle(2, { gt_key: 'slot', gt_name: 'SLOT GAME' }, t)).toBe('t:game_type.slot');
    expect(gameHallTitle(8, undefined, t)).toBe('t:game_type.cockfight');
    expect(gameHallTitle(99, undefined, t)).toBe('t:game_hall.title');
  });
});
