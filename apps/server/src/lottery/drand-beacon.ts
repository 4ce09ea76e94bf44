import { createHash } from 'node:crypto';
import type { BeaconValue } from './draw-seed.ts';

/**
 * A drand beacon over its HTTP API (`GET <base>/<chain hash>/public/<round>` answering
 * `{ round, randomness, signature, previous_signature? }`), for the lottery's public value (draw-seed.ts). The round
 * of a draw is the one due at its bet close: floor((close - genesis) / period) + 1, so every node asks for the same.
 *
 * What is checked without BLS pairings: the answer is the round asked for, and its randomness is SHA-256 of its
 * signature (drand's rule), so a value whose randomness was picked by whoever answers is refused. The signature itself
 * is not verified against the chain's public key (docs/decisions/0068).
 *
 * Anything that is not a good answer (a timeout, a redirect, a 4xx or 5xx, a body over the cap, bad JSON, a forged
 * value) is "not available yet": the draw waits, and is voided and refunded a day after its time (catch-up.ts).
 * Redirects are never followed (the address comes from configuration only).
 */

export type DrandSettings = {
  /** e.g. https://api.drand.sh, without a trailing slash. */
  baseUrl: string;
  /** The chain's hash, 64 hex digits. */
  chainHash: string;
  /** The chain's genesis time, epoch seconds. */
  genesisSeconds: number;
  /** Seconds between rounds. */
  periodSeconds: number;
  /** Per request; 3 s unless set. */
  timeoutMs?: number;
  /** Tries per round on a network error or a 5xx; 3 unless set. */
  attempts?: number;
  /** Pause between tries; 200 ms unless set. */
  retryDelayMs?: number;
};

/** Bodies are a few hundred bytes; anything much larger is not drand. */
export const DRAND_MAX_BODY_BYTES = 8 * 1024;

/** The round due at `atMs` (epoch milliseconds); the first round is 1. */
export function drandRoundAt(settings: Pick<DrandSettings, 'genesisSeconds' | 'periodSeconds'>, atMs: number): number {
  const elapsed = atMs / 1000 - settings.genesisSeconds;
  if (elapsed < 0) return 1;
  return Math.floor(elapsed / settings.periodSeconds) + 1;
}

/** A round's answer, checked: the round asked for, hex signature, randomness = SHA-256(signature). Null otherwise. */
export function checkedDrandValue(body: unknown, round: number): BeaconValue | null {
  if (typeof body !== 'object' || body === null) return null;
  const { round: answered, randomness, signature } = body as Record<string, unknown>;
  if (answered !== round) return null;
  if (typeof randomness !== 'string' || !/^[0-9a-f]{64}$/i.test(randomness)) return null;
  if (typeof signature !== 'string' || signature.length % 2 !== 0 || !/^[0-9a-f]+$/i.test(signature)) return null;
  const expected = createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex');
  if (expected !== randomness.toLowerCase()) return null;
  return { round, randomness: randomness.toLowerCase() };
}

/** Reads the settings from the environment: all of URL, chain, genesis and period, or none (no beacon). */
export function drandSettingsFrom(env: {
  LOTTERY_BEACON_URL?: string | undefined;
  LOTTERY_BEACON_CHAIN?: string | undefined;
  LOTTERY_BEACON_GENESIS?: string | undefined;
  LOTTERY_BEACON_PERIOD?: string | undefined;
}): DrandSettings | null {
  const parts = [env.LOTTERY_BEACON_URL, env.LOTTERY_BEACON_CHAIN, env.LOTTERY_BEACON_GENESIS, env.LOTTERY_BEACON_PERIOD];
  if (parts.every((p) => !p)) return null;
  if (parts.some((p) => !p)) {
    throw new Error('LOTTERY_BEACON_URL, LOTTERY_BEACON_CHAIN, LOTTERY_BEACON_GENESIS and LOTTERY_BEACON_PERIOD go together');
  }
  let url: URL;
  try {
    url = new URL(env.LOTTERY_BEACON_URL!);
  } catch {
    throw new Error('LOTTERY_BEACON_URL must be an http(s) address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('LOTTERY_BEACON_URL must be an http(s) address');
  if (!/^[0-9a-f]{64}$/.test(env.LOTTERY_BEACON_CHAIN!)) throw new Error('LOTTERY_BEACON_CHAIN must be 64 lower-case hex digits');
  const genesisSeconds = Number(env.LOTTERY_BEACON_GENESIS);
  const periodSeconds = Number(env.LOTTERY_BEACON_PERIOD);
  if (!Number.isSafeInteger(genesisSeconds) || genesisSeconds <= 0)
    throw new Error('LOTTERY_BEACON_GENESIS must be epoch seconds');
  if (!Number.isSafeInteger(periodSeconds) || periodSeconds <= 0) throw new Error('LOTTERY_BEACON_PERIOD must be whole seconds');
  return { baseUrl: url.href.replace(/\/+$/, ''), chainHash: env.LOTTERY_BEACON_CHAIN!, genesisSeconds, periodSeconds };
}

type Fetch = typeof fetch;

/**
 * The lottery context's `beacon`: the checked value of the round due at a close, or null while it cannot be had.
 * Checked values are kept (a round never changes), so draws closing in the same round ask once.
 */
export function createDrandBeacon(
  settings: DrandSettings,
  options: { fetch?: Fetch; sleep?: (ms: number) => Promise<void> } = {},
): (closeAt: number) => Promise<BeaconValue | null> {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const attempts = Math.max(1, settings.attempts ?? 3);
  const kept = new Map<number, BeaconValue>();

  async function fetchRound(round: number): Promise<BeaconValue | null> {
    const url = `${settings.baseUrl}/${settings.chainHash}/public/${round}`;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await sleep(settings.retryDelayMs ?? 200);
      let response: Response;
      try {
        response = await doFetch(url, {
          redirect: 'manual',
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(settings.timeoutMs ?? 3_000),
        });
      } catch {
        continue; // network error or timeout: try again
      }
      if (response.status >= 500) {
        await response.body?.cancel().catch(() => {});
        continue;
      }
      // A redirect, a round not out yet (drand answers 425 or 404) or any other refusal: not now.
      if (response.status !== 200) {
        await response.body?.cancel().catch(() => {});
        return null;
      }
      const text = await boundedText(response, DRAND_MAX_BODY_BYTES).catch(() => null);
      if (text === null) return null;
      try {
        return checkedDrandValue(JSON.parse(text), round);
      } catch {
        return null;
      }
    }
    return null;
  }

  return async (closeAt) => {
    const round = drandRoundAt(settings, closeAt);
    const known = kept.get(round);
    if (known) return known;
    const value = await fetchRound(round);
    if (value) {
      if (kept.size >= 256) kept.delete(kept.keys().next().value as number);
      kept.set(round, value);
    }
    return value;
  };
}

/** The body as text, refused (thrown) beyond `maxBytes`, whatever the Content-Length says. */
async function boundedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new Error('beacon body too large');
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new Error('beacon body too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
