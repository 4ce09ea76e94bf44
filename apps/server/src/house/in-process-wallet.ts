import { handleWalletCall, type ProviderWalletContext } from '../providers/handle-wallet-call.ts';
import type { WalletTransport } from './wallet-client.ts';

/**
 * The house's wallet messages delivered to the platform's wallet endpoint in this process (no HOUSE_WALLET_URL): the
 * signed headers and exact body go to handleWalletCall, the handler of POST /api/provider/{code}/wallet/{action},
 * and its signed answer comes back unchanged. Nothing leaves the process and nothing is checked less: the platform
 * verifies the request's signature and the house verifies that the answer is signed for that request, as over HTTP;
 * only the HTTP encoding in between is skipped.
 */
export function inProcessWalletTransport(ctx: ProviderWalletContext): WalletTransport {
  return async (message) => {
    const answer = await handleWalletCall(ctx, message.code, message.action, message.headers, message.body);
    return { status: answer.httpStatus, headers: answer.headers, body: answer.body };
  };
}
