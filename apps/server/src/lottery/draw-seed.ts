import { fromHex, sha256, toHex } from './sha256.ts';

/**
 * The committed half of a verifiable draw. Before a draw takes its first bet the server makes a secret seed and
 * publishes its commitment; the result is derived from the seed and a public value that only exists at bet close
 * (derive-result.ts); after the draw the seed is revealed and anyone can check it against the commitment.
 * Uses Web Crypto's getRandomValues (in Node and every browser), nothing Node-only.
 */

export const SEED_BYTES = 32;
export const PUBLIC_VALUE_VERSION = 'lottery-v1';

/** 32 bytes from the platform's CSPRNG, as 64 lower-case hex characters. */
export function newDrawSeed(fill: (bytes: Uint8Array) => Uint8Array = (b) => globalThis.crypto.getRandomValues(b)): string {
  return toHex(fill(new Uint8Array(SEED_BYTES)));
}

/** The seed's bytes, or null when it is not 32 bytes of hex. */
export function seedBytes(seedHex: string): Uint8Array | null {
  const bytes = fromHex(seedHex);
  return bytes && bytes.length === SEED_BYTES ? bytes : null;
}

/** The published commitment: SHA-256 of the seed's 32 raw bytes (not of its hex text), lower-case hex. */
export function commitmentOf(seedHex: string): string {
  const bytes = seedBytes(seedHex);
  if (!bytes) throw new RangeError('a draw seed is 32 bytes of hex');
  return toHex(sha256(bytes));
}

/** A public randomness beacon's round (drand), when the deployment reaches one. */
export type BeaconValue = { round: number; randomness: string };

export type PublicValueParts = {
  game: string;
  drawId: string;
  /** Bet close, epoch milliseconds. */
  closeAt: number;
  beacon?: BeaconValue | null;
};

/**
 * The canonical public value, fixed when betting closes:
 * `lottery-v1|<game>|<draw id>|<close time, ISO 8601 UTC with milliseconds>` and, with a beacon,
 * `|drand:<round>:<randomness in lower-case hex>`. Every part is ASCII; the draw id and game never contain `|`.
 */
export function publicValueOf(parts: PublicValueParts): string {
  for (const text of [parts.game, parts.drawId]) if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new RangeError(`bad part ${text}`);
  const base = `${PUBLIC_VALUE_VERSION}|${parts.game}|${parts.drawId}|${new Date(parts.closeAt).toISOString()}`;
  if (!parts.beacon) return base;
  const { round, randomness } = parts.beacon;
  if (!Number.isSafeInteger(round) || round < 1 || !/^[0-9a-fA-F]+$/.test(randomness)) throw new RangeError('bad beacon value');
  return `${base}|drand:${round}:${randomness.toLowerCase()}`;
}
