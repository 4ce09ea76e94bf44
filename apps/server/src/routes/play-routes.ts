import { demoPlayCall, leaveCall, playCall } from '@casino/contract/calls/play-calls.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { leaveGame } from '../play/leave-game.ts';
import type { PlayContext } from '../play/play-context.ts';
import { startDemoGame } from '../play/start-demo-game.ts';
import { startGame } from '../play/start-game.ts';

/**
 * Starting and leaving games. Providers reach the wallet endpoint at the address configured with them, never at
 * one taken from the request (docs/security.md).
 */
export function registerPlayRoutes(registerCallFor: CallRegistrar, ctx: PlayContext): void {
  registerCallFor(playCall, ({ member, body, lang }) => startGame(ctx, member, body, { lang }));
  registerCallFor(leaveCall, ({ member, body }) => leaveGame(ctx, member, body.session_id));
  registerCallFor(demoPlayCall, ({ body, lang }) => startDemoGame(ctx, body, { lang }));
}
