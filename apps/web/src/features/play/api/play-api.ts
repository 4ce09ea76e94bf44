import { demoPlayCall, leaveCall, playCall } from '@casino/contract/calls/play-calls.ts';
import type { CallRequest } from '@casino/contract/define-call.ts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /member/game/play1: starts a real game; answers game_url, open_type and session_id. */
export function startRealGame(body: CallRequest<typeof playCall>) {
  return callApi(playCall, body);
}

/** POST /member/game/leave1: ends the running game session and brings a transfer-wallet balance back. */
export function leaveGame(sessionId?: string) {
  return callApi(leaveCall, sessionId ? { session_id: sessionId } : {});
}

/** POST /demo/play: a demo game's address. */
export function startDemoGame(body: CallRequest<typeof demoPlayCall>) {
  return callApi(demoPlayCall, body);
}
