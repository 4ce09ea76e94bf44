import { randomBytes } from 'node:crypto';
import { type WalletAction, type WalletAnswer, walletAnswer } from '@casino/contract/provider-protocol.ts';
import { signWalletRequest, verifyWalletAnswer } from '../providers/provider-signature.ts';

/**
 * The house's side of the seamless-wallet protocol: signed POSTs to {walletUrl}/api/provider/{code}/wallet/{action},
 * exactly as an external provider sends them, and a check that the platform's signed answer answers this very
 * request. The wallet address is fixed when the client is made (configuration), never taken from a game session.
 */
export type WalletClient = {
  call(action: WalletAction, body: Record<string, string>): Promise<WalletAnswer>;
};

/** The platform could not be reached, did not answer in time, or answered something unsigned, foreign or malformed. */
export class WalletUnavailable extends Error {}

/** One signed wallet message as sent (headers and exact body) and the platform's answer to it. */
export type WalletMessage = { code: string; action: WalletAction; headers: Record<string, string>; body: string };
export type WalletReply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
/**
 * Delivers a signed message to the platform's wallet endpoint in this process (handleWalletCall), the same bytes and
 * headers an HTTP POST would carry, without the HTTP layer in between.
 */
export type WalletTransport = (message: WalletMessage) => Promise<WalletReply>;

export type WalletClientOptions = {
  code: string;
  secret: string;
  /** Origin of the platform's wallet endpoint, from configuration. */
  walletUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** In process (no HOUSE_WALLET_URL): the messages go to the wallet endpoint's handler itself, not over HTTP. */
  transport?: WalletTransport;
};

/** What a money action's answer must echo: the transaction, round and amount it was asked for. */
function echoes(action: WalletAction, body: Record<string, string>, answer: WalletAnswer): boolean {
  if (action === 'balance') return true;
  if (answer.transaction_id !== body.transaction_id || answer.round_id !== body.round_id) return false;
  return body.amount === undefined || answer.amount === body.amount;
}

export function createWalletClient(options: WalletClientOptions): WalletClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const base = options.walletUrl.replace(/\/+$/, '');
  const overHttp: WalletTransport = async (message) => {
    const url = `${base}/api/provider/${encodeURIComponent(message.code)}/wallet/${message.action}`;
    const response = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...message.headers },
      body: message.body,
      // A wallet never redirects: following one would send the signed call to another address.
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, headers: Object.fromEntries(response.headers.entries()), body: text };
  };
  const send = options.transport ?? overHttp;
  return {
    async call(action, body) {
      const raw = JSON.stringify(body);
      const requestId = randomBytes(18).toString('base64url');
      let reply: WalletReply;
      try {
        reply = await send({
          code: options.code,
          action,
          headers: signWalletRequest(options.secret, { action, requestId, body: raw }),
          body: raw,
        });
      } catch (error) {
        throw new WalletUnavailable(`wallet ${action} failed: ${(error as Error).message}`);
      }
      const { status: httpStatus, headers, body: text } = reply;
      // The answer is checked the same way whichever way it came: signed for this very request, or refused.
      if (!verifyWalletAnswer(options.secret, headers, { requestId, requestBody: raw }, text)) {
        throw new WalletUnavailable(`wallet ${action}: answer not signed for this request (HTTP ${httpStatus})`);
      }
      let answer: WalletAnswer | undefined;
      try {
        const parsed = walletAnswer.safeParse(JSON.parse(text));
        if (parsed.success) answer = parsed.data;
      } catch {
        // malformed: refused below
      }
      if (!answer) throw new WalletUnavailable(`wallet ${action}: malformed answer (HTTP ${httpStatus})`);
      if (!echoes(action, body, answer)) throw new WalletUnavailable(`wallet ${action}: answer for another transaction`);
      return answer;
    },
  };
}
