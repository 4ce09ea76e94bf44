import {
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_TIMESTAMP_HEADER,
  type WalletAction,
  type WalletAnswer,
  walletAnswer,
} from '@casino/contract/provider-protocol.ts';
import { providerSignatureHeaders, verifyProviderMessage } from '../providers/provider-signature.ts';

/**
 * The house's side of the seamless-wallet protocol: signed POSTs to {operatorUrl}/api/provider/{code}/wallet/{action}
 * over HTTP, exactly as an external provider sends them, and a check of the platform's signed answer.
 */
export type WalletClient = {
  call(operatorUrl: string, action: WalletAction, body: Record<string, string>): Promise<WalletAnswer>;
};

/** The platform could not be reached, did not answer in time, or answered something unsigned or malformed. */
export class WalletUnavailable extends Error {}

export type WalletClientOptions = {
  code: string;
  secret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export function createWalletClient(options: WalletClientOptions): WalletClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async call(operatorUrl, action, body) {
      const raw = JSON.stringify(body);
      const url = `${operatorUrl.replace(/\/+$/, '')}/api/provider/${encodeURIComponent(options.code)}/wallet/${action}`;
      let response: Response;
      let text: string;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...providerSignatureHeaders(options.secret, raw) },
          body: raw,
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        throw new WalletUnavailable(`wallet ${action} failed: ${(error as Error).message}`);
      }
      const headers = {
        [PROVIDER_SIGNATURE_HEADER]: response.headers.get(PROVIDER_SIGNATURE_HEADER) ?? undefined,
        [PROVIDER_TIMESTAMP_HEADER]: response.headers.get(PROVIDER_TIMESTAMP_HEADER) ?? undefined,
      };
      if (!verifyProviderMessage(options.secret, headers, text)) {
        throw new WalletUnavailable(`wallet ${action}: unsigned answer (HTTP ${response.status})`);
      }
      try {
        const parsed = walletAnswer.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {
        // fall through
      }
      throw new WalletUnavailable(`wallet ${action}: malformed answer (HTTP ${response.status})`);
    },
  };
}
