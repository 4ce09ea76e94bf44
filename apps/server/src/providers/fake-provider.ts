import { randomBytes } from 'node:crypto';
import type { MaintenanceInterval } from '@casino/contract/calls/play-calls.ts';
import type { WalletAnswer } from '@casino/contract/provider-protocol.ts';
import type { LaunchRequest, ProviderAdapter } from './provider-adapter.ts';
import { signWalletRequest, verifyWalletAnswer } from './provider-signature.ts';
import type { TransferInRequest, TransferOutRequest } from './provider-transfers.ts';

/**
 * Test doubles of external providers: a seamless one whose "game server" is the test itself (it signs wallet calls
 * with its own secret), and a transfer-wallet one that records the transfers and can be told to refuse them.
 */
export type FakeProvider = ProviderAdapter & {
  launches: LaunchRequest[];
  /** The maintenance window to report, or null. */
  maintenanceWindow: MaintenanceInterval | null;
  /** Delay of each launch in ms (to hold a start open). */
  launchDelayMs: number;
};

/** A launch URL that carries the session token, as a provider's game page would receive it. */
const launchUrl = (code: string, request: LaunchRequest) =>
  `https://${code.toLowerCase()}.provider.test/play?game=${encodeURIComponent(request.gameCode)}&token=${request.sessionToken}&demo=${request.demo ? 1 : 0}`;

export function tokenOfLaunchUrl(url: string): string {
  return new URL(url).searchParams.get('token') ?? '';
}

export function createFakeSeamlessProvider(code: string, secret: string): FakeProvider {
  const fake: FakeProvider = {
    code,
    wallet: 'seamless',
    secret,
    launches: [],
    maintenanceWindow: null,
    launchDelayMs: 0,
    async launch(request) {
      fake.launches.push(request);
      if (fake.launchDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.launchDelayMs));
      return { url: launchUrl(code, request), openType: 'modal' };
    },
    async maintenance() {
      return fake.maintenanceWindow;
    },
  };
  return fake;
}

export type FakeTransferProvider = FakeProvider & {
  transfersIn: TransferInRequest[];
  transfersOut: TransferOutRequest[];
  /** Throw this from the next transfers in (and keep throwing) when set. */
  failTransferIn: Error | null;
  /** Likewise for transfers out. */
  failTransferOut: Error | null;
};

export function createFakeTransferProvider(code: string, secret: string): FakeTransferProvider {
  const base = createFakeSeamlessProvider(code, secret);
  const fake: FakeTransferProvider = Object.assign(base, {
    wallet: 'transfer' as const,
    transfersIn: [] as TransferInRequest[],
    transfersOut: [] as TransferOutRequest[],
    failTransferIn: null as Error | null,
    failTransferOut: null as Error | null,
    transfers: {
      async transferIn(request: TransferInRequest) {
        if (fake.failTransferIn) throw fake.failTransferIn;
        fake.transfersIn.push(request);
      },
      async transferOut(request: TransferOutRequest) {
        if (fake.failTransferOut) throw fake.failTransferOut;
        fake.transfersOut.push(request);
      },
    },
  });
  return fake;
}

export type SignedCall = { status: number; answer: WalletAnswer; signedAnswer: boolean };

/**
 * Sends one wallet call as a provider would: JSON body signed with the secret at the given time under a fresh
 * request id. `tamper` changes the body after signing; `signedAs` signs it for another action than the one called.
 */
export async function callProviderWallet(
  baseUrl: string,
  code: string,
  secret: string,
  action: string,
  body: unknown,
  options: { now?: number; tamper?: (raw: string) => string; signWith?: string; signedAs?: string } = {},
): Promise<SignedCall> {
  const raw = JSON.stringify(body);
  const requestId = randomBytes(18).toString('base64url');
  const headers = signWalletRequest(
    options.signWith ?? secret,
    { action: options.signedAs ?? action, requestId, body: raw },
    options.now ?? Date.now(),
  );
  const sent = options.tamper ? options.tamper(raw) : raw;
  const response = await fetch(`${baseUrl}/api/provider/${code}/wallet/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: sent,
  });
  const text = await response.text();
  const signedAnswer = verifyWalletAnswer(
    secret,
    Object.fromEntries(response.headers.entries()),
    { requestId, requestBody: sent },
    text,
  );
  return { status: response.status, answer: JSON.parse(text) as WalletAnswer, signedAnswer };
}
