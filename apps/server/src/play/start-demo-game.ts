import { DemoPlayCode, type demoPlayCall } from '@casino/contract/calls/play-calls.ts';
import type { LanguageCode } from '@casino/contract/languages.ts';
import type { z } from 'zod';
import { Refusal } from '../http/reply.ts';
import { openGameSession } from '../providers/game-sessions.ts';
import { findPlayableGame } from './find-playable-game.ts';
import type { PlayContext } from './play-context.ts';
import { adapterForPlay } from './start-game.ts';

type DemoRequest = z.output<typeof demoPlayCall.request>;

/**
 * /demo/play: a demo session of a game flagged demo that the site offers in the currency. It has no member and
 * plays on money the adapter keeps itself; the wallet endpoint refuses its token (invalid_session).
 */
export async function startDemoGame(
  ctx: PlayContext,
  body: DemoRequest,
  env: { lang: LanguageCode },
): Promise<{ game_url: string }> {
  const game = await findPlayableGame(ctx.db, {
    siteId: body.site_id,
    currency: body.currency,
    providerId: body.gp_id,
    gameType: body.game_type,
    gameCode: body.game_code,
  });
  if (!game?.demo || game.gameId === null) throw new Refusal(DemoPlayCode.noGame, 'pg.no_game');
  if (game.maintenance) throw new Refusal(DemoPlayCode.maintenance, 'game_maintenance', game.maintenance);
  const adapter = await adapterForPlay(ctx, game.providerId);
  const session = await openGameSession(ctx.db, {
    memberId: null,
    providerId: game.providerId,
    gameCode: game.gameCode,
    gameType: game.gameType,
    currency: body.currency,
    demo: true,
  });
  try {
    const launched = await adapter.launch({
      sessionToken: session.token,
      gameCode: game.gameCode,
      gameType: game.gameType,
      currency: body.currency,
      language: env.lang,
      device: body.device,
      lobbyUrl: '',
      demo: true,
    });
    return { game_url: launched.url };
  } catch {
    await ctx.db.updateTable('game_sessions').set({ ended_at: new Date() }).where('id', '=', session.id).execute();
    throw new Refusal(DemoPlayCode.providerFailed, 'pg.start_failed');
  }
}
