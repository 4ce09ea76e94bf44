import type { Transaction } from 'kysely';
import type { Database, LocalisedText } from '../db/schema.ts';
import { HOUSE_CODE } from '../house/house-config.ts';
import { tableTileSvg } from '../house/table-tiles.ts';
import { isLiveTable } from '../live/live-games.ts';
import { liveTileSvg } from '../live/live-tiles.ts';
import { PALETTES, tileSvg } from './artwork.ts';
import { DEMO_PROVIDERS } from './demo-data.ts';
import { insertSvg } from './localise-demo-content.ts';

type Tx = Transaction<Database>;

/**
 * Words drawn into a tile picture by earlier seeds: a game's name or initial as outlines (named by an aria-label) or
 * as text, or the "LIVE" lamp. A card's rank (A, K, 9) is a symbol, not a word.
 */
export function tileHasWords(svg: string): boolean {
  if (/<path\b[^>]*aria-label=/.test(svg)) return true;
  const texts = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => (m[1] ?? '').trim());
  return texts.some((text) => !/^(10|[2-9AJQK])$/.test(text));
}

/**
 * Brings the house games of a database seeded before docs/decisions/0045 up to it: the demo's house slots get their
 * names in the languages they lack (decision 0022), and the house's tiles whose picture still carries words (a name
 * in English, "LIVE") a picture of shapes only, under a new media id so that no browser keeps the old one. Only the
 * house provider's games are touched, and an operator's own picture (one without words) stays. Returns whether it
 * changed anything.
 */
export async function localiseDemoGames(tx: Tx): Promise<boolean> {
  const provider = await tx.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirst();
  if (!provider) return false;
  const demoSlots = DEMO_PROVIDERS.find((p) => p.code === HOUSE_CODE)?.games ?? [];
  const games = await tx
    .selectFrom('games')
    .leftJoin('media', 'media.id', 'games.image_media_id')
    .select(['games.id', 'games.game_code', 'games.names', 'media.body'])
    .where('games.provider_id', '=', provider.id)
    .execute();
  let changed = false;
  for (const game of games) {
    const slotIndex = demoSlots.findIndex((g) => g.code === game.game_code);
    const demo = demoSlots[slotIndex];
    const names: LocalisedText = demo ? { ...demo.names, ...game.names } : game.names;
    const namesMissing = Object.keys(names).length > Object.keys(game.names).length;
    const picture = game.body ? Buffer.from(game.body).toString('utf8') : '';
    let svg: string | undefined;
    if (picture && tileHasWords(picture)) {
      if (demo) svg = tileSvg(PALETTES[slotIndex % PALETTES.length] ?? PALETTES[0]!, slotIndex);
      else if (isLiveTable(game.game_code)) svg = liveTileSvg(game.game_code);
      else svg = tableTileSvg(game.game_code);
    }
    if (!namesMissing && !svg) continue;
    await tx
      .updateTable('games')
      .set({
        ...(namesMissing ? { names: JSON.stringify(names) } : {}),
        ...(svg ? { image_media_id: await insertSvg(tx, svg) } : {}),
      })
      .where('id', '=', game.id)
      .execute();
    changed = true;
  }
  return changed;
}
