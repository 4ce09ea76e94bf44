import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { HOUSE_CODE, houseProviderSecret } from '../house/house-config.ts';
import { createWalletClient, type WalletClient } from '../house/wallet-client.ts';
import { secretBox } from '../secrets/sealed-secret.ts';
import { launchFundedMember } from '../testing/launch-member.ts';
import type { TestServer } from '../testing/test-server.ts';
import { deriveResult } from './derive-result.ts';
import { commitmentOf, newDrawSeed, publicValueOf } from './draw-seed.ts';
import { LOTTERY_GAME_CODES, type LotteryGameCode, type LotteryOutcome } from './games.ts';
import { DEFAULT_SETTINGS } from './lottery-config.ts';
import type { LotteryContext } from './lottery-context.ts';

/**
 * What the lottery's tests share: the games offered in hall 5 of site 1 (the demo seeds them too, decision 60; this
 * makes sure of them in any test database), members launched into a game through the platform's own play call, nodes with a
 * fake clock, and draws whose seed a test picks for the outcome it needs.
 */

export const LOTTERY_TYPE = 5;

/** Lists the four games under the house provider in hall 5 of site 1, where the house offers its slots. */
export async function offerLotteryGames(db: Db): Promise<void> {
  const provider = await db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow();
  for (const code of LOTTERY_GAME_CODES) {
    await db
      .insertInto('games')
      .values({ provider_id: provider.id, game_type_id: LOTTERY_TYPE, game_code: code, names: '{}', tags: [], demo: true })
      .onConflict((oc) => oc.columns(['provider_id', 'game_code']).doNothing())
      .execute();
  }
  await sql`
    insert into site_game_providers (site_id, provider_id, game_type_id, currency_code, display_name, customized, game_code, sort)
    select s.site_id, s.provider_id, ${LOTTERY_TYPE}, s.currency_code, s.display_name, false, '', s.sort
    from site_game_providers s where s.provider_id = ${provider.id} and s.game_type_id = 2 and s.site_id = 1
    on conflict (site_id, provider_id, game_type_id, currency_code) do nothing`.execute(db);
}

export const houseWalletOf = (server: TestServer): WalletClient =>
  createWalletClient({
    code: HOUSE_CODE,
    secret: houseProviderSecret(loadConfig({ NODE_ENV: 'test' }).tokenSecret),
    walletUrl: server.url,
  });

/** A node of the lottery on the test server's database, with its own name and the given clock. */
export function lotteryNode(
  server: TestServer,
  clock: { t: number },
  options: Partial<Pick<LotteryContext, 'wallet' | 'nodeId' | 'beacon' | 'walletConcurrency'>> = {},
): LotteryContext {
  return {
    db: server.db,
    wallet: options.wallet ?? houseWalletOf(server),
    clock: () => clock.t,
    settings: DEFAULT_SETTINGS,
    nodeId: options.nodeId ?? randomUUID(),
    seeds: secretBox(loadConfig({ NODE_ENV: 'test' }).lottery.seedKey),
    ...(options.beacon ? { beacon: options.beacon } : {}),
    ...(options.walletConcurrency ? { walletConcurrency: options.walletConcurrency } : {}),
  };
}

/** A member with `funds` (minor units of INR) launched into a lottery game: their game session's token and balance. */
export async function launchLotteryMember(server: TestServer, game: LotteryGameCode, funds: bigint) {
  const gpId = (
    await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow()
  ).id;
  return launchFundedMember(server, { gpId, gameType: LOTTERY_TYPE, gameCode: game, accountPrefix: 'lot' }, funds);
}

/** A demo session of a lottery game (play money). */
export async function lotteryDemoSession(server: TestServer, game: LotteryGameCode): Promise<string> {
  const gpId = (
    await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow()
  ).id;
  const launched = await server.call('/demo/play', {
    site_id: 1,
    currency: 'INR',
    gp_id: gpId,
    game_type: LOTTERY_TYPE,
    game_code: game,
  });
  if (launched.body.code !== 1000) throw new Error(`demo refused: ${JSON.stringify(launched.body)}`);
  return new URL(launched.body.data.game_url as string, server.url).searchParams.get('session') ?? '';
}

/**
 * Gives a committed draw a seed of the test's choosing, found so that its result passes `wanted` (as if the server
 * had drawn that seed when it committed the draw). Answers the result it will have.
 */
export async function rigDraw(
  db: Db,
  game: LotteryGameCode,
  drawId: string,
  wanted: (outcome: LotteryOutcome) => boolean,
): Promise<LotteryOutcome> {
  const draw = await db
    .selectFrom('lottery_draws')
    .select(['closes_at'])
    .where('game', '=', game)
    .where('draw_id', '=', drawId)
    .executeTakeFirstOrThrow();
  const publicValue = publicValueOf({ game, drawId, closeAt: draw.closes_at.getTime() });
  for (let i = 0; i < 10_000; i++) {
    const seed = newDrawSeed();
    const outcome = deriveResult(game, seed, publicValue);
    if (!wanted(outcome)) continue;
    await db
      .updateTable('lottery_draws')
      .set({ seed, seed_hash: commitmentOf(seed) })
      .where('game', '=', game)
      .where('draw_id', '=', drawId)
      .execute();
    return outcome;
  }
  throw new Error('no seed found for the wanted outcome');
}

/** A fixed instant in Hanoi time, in the far future of the real clock (nothing else on the database reaches it). */
export const hanoi = (text: string) => Date.parse(`${text}+07:00`);
