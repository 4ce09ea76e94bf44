import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import { EXTERNAL_DEMO_PROVIDERS } from './demo-data.ts';
import { seedDemo } from './seed-demo.ts';

/** The demo deployment lists only providers that play on it (docs/decisions/0028-house-card-and-table-games.md). */
describe('demo providers', () => {
  it('seeds only the house providers for the demo deployment, with its card games in the card hall', async () => {
    const database = await createTestDatabase();
    try {
      const db = database.handle.db;
      await seedDemo(db, { accounts: false, externalProviders: false });
      const codes = (await db.selectFrom('game_providers').select('code').execute()).map((r) => r.code);
      expect(codes).toEqual(['GPHS', 'GPHSB']);
      const cards = await db.selectFrom('games').select('game_code').where('game_type_id', '=', 6).orderBy('sort').execute();
      expect(cards.map((g) => g.game_code)).toEqual(['house-baccarat', 'house-blackjack', 'house-sic-bo', 'house-andar-bahar']);
      const live = await db.selectFrom('games').select('game_code').where('game_type_id', '=', 3).orderBy('sort').execute();
      expect(live.map((g) => g.game_code)).toEqual(['house-live-baccarat', 'house-live-dragon-tiger', 'house-live-roulette']);
      const places = await db
        .selectFrom('site_game_providers')
        .select(['game_type_id', 'game_code', 'active'])
        .where('site_id', '=', 1)
        .where('currency_code', '=', 'INR')
        .orderBy('game_type_id')
        .execute();
      expect(places).toEqual([
        { game_type_id: 2, game_code: '', active: true },
        { game_type_id: 3, game_code: '', active: true },
        // The house sportsbook's lobbies (decision 62): the sports hall and the esports hall.
        { game_type_id: 4, game_code: 'house-sportsbook', active: true },
        { game_type_id: 5, game_code: '', active: true },
        { game_type_id: 6, game_code: '', active: true },
        { game_type_id: 7, game_code: '', active: true },
        { game_type_id: 8, game_code: '', active: true },
        { game_type_id: 9, game_code: 'house-esports', active: true },
      ]);
      // Virtual sports (hall 7) and cockfight (hall 8) hold the house's virtual league and cockfight.
      const virtuals = await db
        .selectFrom('games')
        .select(['game_type_id', 'game_code'])
        .where('game_type_id', 'in', [7, 8])
        .execute();
      expect(virtuals).toEqual([
        { game_type_id: 7, game_code: 'house-virtual-football' },
        { game_type_id: 8, game_code: 'house-cockfight' },
      ]);
      // The lottery hall (5) holds the house's four lottery games (decision 60).
      const lottery = await db.selectFrom('games').select('game_code').where('game_type_id', '=', 5).orderBy('sort').execute();
      expect(lottery.map((g) => g.game_code)).toEqual(['lottery-dice', 'lottery-digits', 'lottery-race', 'lottery-north']);
    } finally {
      await database.drop();
    }
  }, 180_000);

  it('turns off the places of external providers an earlier seed gave a demo database, once', async () => {
    const database = await createTestDatabase();
    try {
      const db = database.handle.db;
      await seedDemo(db, { accounts: false });
      const active = () =>
        db
          .selectFrom('site_game_providers as s')
          .innerJoin('game_providers as p', 'p.id', 's.provider_id')
          .select('p.code')
          .distinct()
          .where('s.active', '=', true)
          .orderBy('p.code')
          .execute();
      // The external ones, the house and the house sportsbook.
      expect((await active()).length).toBe(EXTERNAL_DEMO_PROVIDERS.length + 2);
      expect(await seedDemo(db, { accounts: false, externalProviders: false })).toBe(true);
      expect((await active()).map((r) => r.code)).toEqual(['GPHS', 'GPHSB']);
      expect(await seedDemo(db, { accounts: false, externalProviders: false })).toBe(false);
    } finally {
      await database.drop();
    }
  }, 180_000);
});
