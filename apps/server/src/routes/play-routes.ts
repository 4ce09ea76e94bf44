import { demoPlayCall, leaveCall, playCall } from '@casino/contract/calls/play-calls.ts';
import type { FastifyRequest } from 'fastify';
import type { CallRegistrar } from '../http/register-call.ts';
import { leaveGame } from '../play/leave-game.ts';
import type { PlayContext } from '../play/play-context.ts';
import { startDemoGame } from '../play/start-demo-game.ts';
import { startGame } from '../play/start-game.ts';

/**
 * Starting and leaving games. `publicUrl` (PUBLIC_URL) is the origin handed to providers for their wallet calls;
 * without it, the origin of the request.
 */
export function registerPlayRoutes(registerCallFor: CallRegistrar, ctx: PlayContext, publicUrl?: string): void {
  const operatorUrl = (request: FastifyRequest) => (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  registerCallFor(playCall, ({ member, body, lang, request }) =>
    startGame(ctx, member, body, { lang, operatorUrl: operatorUrl(request) }),
  );
  registerCallFor(leaveCall, ({ member, body }) => leaveGame(ctx, member, body.session_id));
  registerCallFor(demoPlayCall, ({ body, lang, request }) =>
    startDemoGame(ctx, body, { lang, operatorUrl: operatorUrl(request) }),
  );
}
