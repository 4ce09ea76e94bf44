import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SecretBox } from '../secrets/sealed-secret.ts';
import { commitmentOf, seedBytes } from './draw-seed.ts';
import type { LotteryGameCode } from './games.ts';

/** What a draw's sealed seed is bound to: a sealed seed copied to another draw does not open there. */
const binding = (game: string, drawId: string) => `lottery-seed:${game}:${drawId}`;

export const sealSeed = (box: SecretBox, game: LotteryGameCode, drawId: string, seed: string): string =>
  box.seal(seed, binding(game, drawId));

/**
 * The draw's secret seed: published already, or opened from its seal; null when it is lost (no seal, a seal that does
 * not open, or a seed that does not hash to the draw's commitment), which voids the draw (catch-up.ts).
 */
export function drawSeedOf(
  box: SecretBox,
  draw: { game: string; draw_id: string; seed: string | null; seed_sealed: string | null; seed_hash: string },
): string | null {
  let seed = draw.seed;
  if (seed === null && draw.seed_sealed !== null) {
    try {
      seed = box.open(draw.seed_sealed, binding(draw.game, draw.draw_id));
    } catch {
      return null;
    }
  }
  return seed !== null && seedBytes(seed) !== null && commitmentOf(seed) === draw.seed_hash ? seed : null;
}

/**
 * Seals the seeds of undrawn draws stored in the open before seeds were sealed, once, at start-up on every node: each
 * row changes only while it still holds its seed in the open, so nodes starting together seal each once.
 */
export async function sealOpenSeeds(db: Db, box: SecretBox): Promise<number> {
  const { rows } = await sql<{ game: LotteryGameCode; draw_id: string; seed: string }>`
    select game, draw_id, seed from lottery_draws
    where seed is not null and seed_sealed is null and status in ('scheduled', 'open', 'closed')`.execute(db);
  let sealed = 0;
  for (const row of rows) {
    const done = await db
      .updateTable('lottery_draws')
      .set({ seed_sealed: sealSeed(box, row.game, row.draw_id, row.seed), seed: null })
      .where('game', '=', row.game)
      .where('draw_id', '=', row.draw_id)
      .where('seed', '=', row.seed)
      .where('status', 'in', ['scheduled', 'open', 'closed'])
      .executeTakeFirst();
    sealed += Number(done.numUpdatedRows);
  }
  return sealed;
}
