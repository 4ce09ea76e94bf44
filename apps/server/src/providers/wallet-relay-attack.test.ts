import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { HOUSE_CODE, houseProviderSecret } from '../house/house-config.ts';
import { createWalletClient, WalletUnavailable } from '../house/wallet-client.ts';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { bindBankAccount, decide, methodIds } from '../payments/payments-test-kit.ts';
import { sandboxCallback } from '../payments/sandbox-gateway.ts';
import { answerHolds, openPayToken, SANDBOX_SIGNATURE_HEADER, sandboxSecret } from '../payments/sandbox-protocol.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { callProviderWallet } from './fake-provider.ts';
import { signWalletAnswer, signWalletRequest, verifyWalletAnswer } from './provider-signature.ts';

/**
 * The attacks of docs/security.md (T1, T2) end to end: a member who names a relay in the Host header, and a relay on
 * the wallet's path that replays earlier signed answers. Neither may move money.
 */

type Seen = { method: string; url: string; body: string };
type Relay = { url: string; seen: Seen[]; server: Server; handler: (req: IncomingMessage, body: string) => Promise<Answer> };
type Answer = { status: number; headers: Record<string, string>; body: string };

/** A local HTTP server standing for the attacker's relay; it records every request and answers with `handler`. */
async function startRelay(): Promise<Relay> {
  const relay = {
    seen: [] as Seen[],
    handler: async (): Promise<Answer> => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '{}' }),
  } as unknown as Relay;
  relay.server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      relay.seen.push({ method: req.method ?? '', url: req.url ?? '', body });
      void relay.handler(req, body).then((answer) => {
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
      });
    });
  });
  await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
  relay.url = `http://127.0.0.1:${(relay.server.address() as AddressInfo).port}`;
  return relay;
}

/** A POST with a Host header of the caller's choosing (fetch does not let one set Host). */
function postWithHost(url: string, host: string, body: unknown, headers: Record<string, string> = {}) {
  const target = new URL(url);
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const secret = houseProviderSecret(loadConfig({ NODE_ENV: 'test' }).tokenSecret);
const gatewaySecret = sandboxSecret(loadConfig({ NODE_ENV: 'test' }).tokenSecret);
let relay: Relay;

beforeAll(async () => {
  relay = await startRelay();
});
afterAll(async () => {
  await new Promise((resolve) => relay.server.close(resolve));
});

async function fundedMember(server: TestServer, main: bigint) {
  const member = await createSignedInMember(server.db, `relay${Date.now() % 1_000_000}${randomBytes(2).toString('hex')}`);
  if (main > 0n) {
    await postTransaction(server.db, server.db, {
      key: `fund:${member.memberId}`,
      kind: 'deposit',
      postings: [
        { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -main },
        { account: ledgerAccounts.memberMain(member.memberId, 'INR'), amount: main },
      ],
    });
  }
  return member;
}

const mainOf = (server: TestServer, memberId: number) => readBalance(server.db, ledgerAccounts.memberMain(memberId, 'INR'));
const houseGpId = async (server: TestServer) =>
  (await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow()).id;

describe('a member who names a relay in the Host header', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    relay.seen.length = 0;
  });

  it('gets no wallet call, no gateway address and no money sent to the relay', async () => {
    const relayHost = new URL(relay.url).host;
    const member = await fundedMember(server, 0n);
    const auth = { authorization: `Bearer ${member.token}` };
    const gpId = await houseGpId(server);

    // Real play and demo play launched through the relay's host name.
    const play = await postWithHost(
      `${server.url}/api/member/game/play1`,
      relayHost,
      { gpId, game_type: 2, game_code: 'house-dragon-gold', lobby_url: `${server.url}/close` },
      auth,
    );
    expect(play.body.code).toBe(1000);
    expect(play.body.data.game_url).not.toContain(relayHost);
    const demo = await postWithHost(`${server.url}/api/demo/play`, relayHost, {
      site_id: 1,
      currency: 'INR',
      gp_id: gpId,
      game_type: 2,
      game_code: 'house-dragon-gold',
    });
    expect(demo.body.code).toBe(1000);

    // The member with no money spins: the house asks the real wallet, which refuses; the relay hears nothing.
    const session = new URL(play.body.data.game_url, server.url).searchParams.get('session');
    const spin = await postWithHost(`${server.url}/house/api/spin`, relayHost, { session, bet: '0.20' });
    expect(spin.body.error).toBe('insufficient_funds');
    const balance = await postWithHost(`${server.url}/house/api/session`, relayHost, { session });
    expect(balance.body.balance).toBe('0.00');

    // A deposit opened and paid through the relay's host name: the gateway is told this server's own addresses,
    // and its callback credits the deposit here.
    await bindBankAccount(server.db, member.memberId);
    const { gateway } = await methodIds(server, member);
    const deposit = await postWithHost(
      `${server.url}/api/member/deposit/create`,
      relayHost,
      { method_id: gateway, amount: '500.00' },
      { ...auth, 'idempotency-key': `relay-${randomBytes(6).toString('hex')}` },
    );
    expect(deposit.body.code).toBe(1000);
    const payUrl = new URL(deposit.body.data.pay_url);
    expect(payUrl.host).not.toBe(relayHost);
    const sealed = openPayToken(gatewaySecret, payUrl.searchParams.get('session') ?? '');
    expect(sealed?.notify_url.startsWith(`${server.url}/api/payments/`)).toBe(true);
    expect(sealed?.return_url).not.toContain(relayHost);
    await decide(payUrl.toString(), 'approve');
    expect(await mainOf(server, member.memberId)).toBe(50_000n);

    expect(relay.seen).toEqual([]);
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });
});

describe('a relay on the wallet path that replays signed answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The house is pointed at the relay, as if an attacker sat between the house and the wallet.
    server = await startTestServer({ env: { HOUSE_WALLET_URL: relay.url } });
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    relay.seen.length = 0;
  });

  /** Passes a request on to the real wallet and hands back its answer untouched. */
  async function forward(req: IncomingMessage, body: string): Promise<Answer> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && name.startsWith('x-provider-')) headers[name] = value;
    }
    const response = await fetch(`${server.url}${req.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    return { status: response.status, headers: Object.fromEntries(response.headers.entries()), body: await response.text() };
  }

  it('gets no bet accepted and moves no money with an earlier bet answer', async () => {
    const member = await fundedMember(server, 100_000n);
    const gpId = await houseGpId(server);
    const play = await server.call(
      '/member/game/play1',
      { gpId, game_type: 2, game_code: 'house-dragon-gold', lobby_url: `${server.url}/close` },
      { authorization: `Bearer ${member.token}` },
    );
    const session = new URL(play.body.data.game_url, server.url).searchParams.get('session');

    // First spin: the relay passes everything on and keeps the signed answer of the real bet.
    let recordedBet: Answer | undefined;
    relay.handler = async (req, body) => {
      const answer = await forward(req, body);
      if (req.url?.endsWith('/wallet/bet')) recordedBet ??= answer;
      return answer;
    };
    const honest = await fetch(`${server.url}/house/api/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session, bet: '2.00' }),
    });
    expect(honest.status).toBe(200);
    const afterHonest = await mainOf(server, member.memberId);
    expect(recordedBet).toBeDefined();

    // Then the relay answers every bet with the recorded answer and passes wins on: wins without stakes.
    relay.handler = async (req, body) => {
      if (req.url?.endsWith('/wallet/bet') && recordedBet) return recordedBet;
      return forward(req, body);
    };
    for (let i = 0; i < 5; i++) {
      const attack = await fetch(`${server.url}/house/api/spin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session, bet: '2.00' }),
      });
      expect(attack.status).toBe(503);
    }
    expect(relay.seen.filter((r) => r.url.endsWith('/wallet/win'))).toHaveLength(1);
    expect(await mainOf(server, member.memberId)).toBe(afterHonest);
    const moves = await server.db
      .selectFrom('provider_transactions')
      .select(['kind', 'status'])
      .where('member_id', '=', member.memberId)
      .where('kind', 'in', ['bet', 'win'])
      .execute();
    expect(moves.filter((m) => m.kind === 'bet')).toHaveLength(1);
    expect(moves.filter((m) => m.kind === 'win')).toHaveLength(1);
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });

  it('cannot pass off an answer signed for one request as the answer to another', async () => {
    const member = await fundedMember(server, 100_000n);
    const gpId = await houseGpId(server);
    const play = await server.call(
      '/member/game/play1',
      { gpId, game_type: 2, game_code: 'house-dragon-gold', lobby_url: `${server.url}/close` },
      { authorization: `Bearer ${member.token}` },
    );
    const session = new URL(play.body.data.game_url, server.url).searchParams.get('session') ?? '';
    const client = createWalletClient({ code: HOUSE_CODE, secret, walletUrl: server.url });
    const bet = (id: string) => ({ session_token: session, transaction_id: id, round_id: `R${id}`, amount: '1.00' });
    const first = await client.call('bet', bet('T1-bet'));
    expect(first).toMatchObject({ status: 'ok', transaction_id: 'T1-bet', round_id: 'RT1-bet', amount: '1.00' });

    // The platform's real answer to one signed request, checked against another request of the same shape.
    const raw = JSON.stringify(bet('T2-bet'));
    const requestId = randomBytes(18).toString('base64url');
    const response = await fetch(`${server.url}/api/provider/${HOUSE_CODE}/wallet/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signWalletRequest(secret, { action: 'bet', requestId, body: raw }) },
      body: raw,
    });
    const answer = await response.text();
    const headers = Object.fromEntries(response.headers.entries());
    expect(verifyWalletAnswer(secret, headers, { requestId, requestBody: raw }, answer)).toBe(true);
    expect(
      verifyWalletAnswer(secret, headers, { requestId: randomBytes(18).toString('base64url'), requestBody: raw }, answer),
    ).toBe(false);
    expect(verifyWalletAnswer(secret, headers, { requestId, requestBody: JSON.stringify(bet('T3-bet')) }, answer)).toBe(false);

    // An answer for another transaction is refused even when it is signed for this request.
    const liar = createWalletClient({
      code: HOUSE_CODE,
      secret,
      walletUrl: relay.url,
    });
    relay.handler = async (req, body) => {
      const forwarded = await forward(req, body);
      const parsed = JSON.parse(forwarded.body);
      const changed = JSON.stringify({ ...parsed, transaction_id: 'someone-else' });
      const requestHeaders = req.headers as Record<string, string>;
      return {
        status: 200,
        headers: {
          'content-type': 'application/json',
          ...signWalletAnswer(secret, {
            requestId: requestHeaders['x-provider-request-id'] ?? '',
            requestBody: body,
            body: changed,
          }),
        },
        body: changed,
      };
    };
    await expect(liar.call('bet', bet('T4-bet'))).rejects.toBeInstanceOf(WalletUnavailable);
  });
});

describe('the wallet endpoint', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a request signed for another action, or without a request id, and moves nothing', async () => {
    const member = await fundedMember(server, 10_000n);
    const gpId = await houseGpId(server);
    const play = await server.call(
      '/member/game/play1',
      { gpId, game_type: 2, game_code: 'house-dragon-gold', lobby_url: `${server.url}/close` },
      { authorization: `Bearer ${member.token}` },
    );
    const session = new URL(play.body.data.game_url, server.url).searchParams.get('session') ?? '';
    const win = { session_token: session, transaction_id: 'W1', round_id: 'R1', amount: '50.00' };
    // A request signed as a bet cannot be delivered as a win.
    const asWin = await callProviderWallet(server.url, HOUSE_CODE, secret, 'win', win, { signedAs: 'bet' });
    expect(asWin.status).toBe(401);
    expect(asWin.answer.status).toBe('invalid_signature');
    // The old signature over timestamp and body alone, with no request id, is refused.
    const raw = JSON.stringify(win);
    const headers = signWalletRequest(secret, { action: 'win', requestId: 'x'.repeat(20), body: raw });
    delete (headers as Record<string, string | undefined>)['x-provider-request-id'];
    const bare = await fetch(`${server.url}/api/provider/${HOUSE_CODE}/wallet/win`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: raw,
    });
    expect(bare.status).toBe(401);
    expect(await mainOf(server, member.memberId)).toBe(10_000n);
  });

  it('signs a deposit callback answer for that callback only, so the sandbox can tell it from a relay', async () => {
    const message = sandboxCallback(
      gatewaySecret,
      { payment_id: 'sbx_x', order_number: 'D-none', amount: '1.00', currency: 'INR' },
      'paid',
    );
    const response = await fetch(`${server.url}/api/payments/sandbox/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: message.signature },
      body: message.body,
    });
    const answer = await response.text();
    const signature = response.headers.get(SANDBOX_SIGNATURE_HEADER) ?? undefined;
    expect(answerHolds(gatewaySecret, message.body, answer, signature)).toBe(true);
    const other = sandboxCallback(
      gatewaySecret,
      { payment_id: 'sbx_x', order_number: 'D-none', amount: '1.00', currency: 'INR' },
      'paid',
    );
    expect(answerHolds(gatewaySecret, other.body, answer, signature)).toBe(false);
  });
});
