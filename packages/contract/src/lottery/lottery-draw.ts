/**
 * The published algorithm of a verifiable lottery draw (docs/decisions/0050-lottery-model.md, 0060-lottery-pages.md),
 * shared by the server, which draws with it, and the games' verify panel, which recomputes a revealed draw with it.
 * Pure TypeScript without any hash of its own: the caller hands in the HMAC blocks (the server computes them
 * synchronously, the browser with Web Crypto), so both run the same mapping from bytes to a result.
 *
 * Byte stream: block i (i = 0, 1, 2, ...) is HMAC-SHA256(key = the seed's 32 bytes, message = UTF-8 of
 * `<public value>:<i in decimal>`); the stream is block 0's 32 bytes, then block 1's, and so on.
 * Uniform integer in [0, n): the fewest bytes k with 256^k >= n, read as a big-endian integer x; if
 * x < 256^k - (256^k mod n) the integer is x mod n, otherwise those k bytes are dropped and the next k are read
 * (rejection sampling, no modulo bias). Each game then turns integers into its outcome (`lotteryOutcome`).
 */

export const LOTTERY_DRAW_GAMES = ['lottery-dice', 'lottery-digits', 'lottery-race', 'lottery-north'] as const;
export type LotteryDrawGame = (typeof LOTTERY_DRAW_GAMES)[number];

/** Uniform integers in [0, n). */
export type UniformSource = { int(n: number): number };

/** The northern lottery sheet's 27 numbers in order, by their digit count: special, G1, G2 x2, G3 x6 (5), G4 x4, G5 x6 (4), G6 x3 (3), G7 x4 (2). */
export const NORTHERN_SHEET_DIGITS: readonly number[] = [
  5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2,
];

/** A uniform integer in [0, n) from a byte source, without modulo bias (n at most 2^48). */
export function uniformFromBytes(nextByte: () => number, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 48) throw new RangeError(`cannot draw below ${n}`);
  let k = 0;
  let span = 1;
  while (span < n) {
    k++;
    span *= 256;
  }
  const limit = span - (span % n);
  for (;;) {
    let x = 0;
    for (let i = 0; i < k; i++) x = x * 256 + nextByte();
    if (x < limit) return x % n;
  }
}

/** Fisher-Yates from the last place down: place i (0-based) swaps with a uniform place j in [0, i]. */
export function shuffleCars(source: UniformSource): number[] {
  const order = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  for (let i = order.length - 1; i > 0; i--) {
    const j = source.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** A game's outcome from its uniform integers: three dice 1-6, five digits, a finishing order, a 27-number sheet. */
export function lotteryOutcome(game: LotteryDrawGame, source: UniformSource): number[] {
  switch (game) {
    case 'lottery-dice':
      return [1 + source.int(6), 1 + source.int(6), 1 + source.int(6)];
    case 'lottery-digits':
      return Array.from({ length: 5 }, () => source.int(10));
    case 'lottery-race':
      return shuffleCars(source);
    case 'lottery-north':
      return NORTHERN_SHEET_DIGITS.map((digits) => source.int(10 ** digits));
  }
}

/** The message of HMAC block `index`: UTF-8 of `<public value>:<index>`. */
export const drawBlockMessage = (publicValue: string, index: number): Uint8Array =>
  new TextEncoder().encode(`${publicValue}:${index}`);

/** Thrown by a byte stream that has read every block it was given. */
class OutOfBlocks extends Error {}

/** A byte stream over `blockOf(0)`, `blockOf(1)`, ...; `blockOf` answers null for a block not computed yet. */
export function blockByteStream(blockOf: (index: number) => Uint8Array | null): () => number {
  let counter = 0;
  let block: Uint8Array = new Uint8Array(0);
  let at = 0;
  return () => {
    if (at === block.length) {
      const next = blockOf(counter);
      if (!next) throw new OutOfBlocks();
      counter++;
      block = next;
      at = 0;
    }
    return block[at++]!;
  };
}

/** The outcome from already computed blocks, or null when it reads beyond them (compute more and ask again). */
export function outcomeFromBlocks(game: LotteryDrawGame, blocks: readonly Uint8Array[]): number[] | null {
  const nextByte = blockByteStream((i) => blocks[i] ?? null);
  try {
    return lotteryOutcome(game, { int: (n) => uniformFromBytes(nextByte, n) });
  } catch (error) {
    if (error instanceof OutOfBlocks) return null;
    throw error;
  }
}

/** HMAC-SHA256 of `message` under `key`, however the platform computes it (Web Crypto answers a promise). */
export type HmacSha256 = (key: Uint8Array, message: Uint8Array) => Uint8Array | Promise<Uint8Array>;

/** A game's result from a revealed seed and the public value, computing the blocks it reads with `hmac`. */
export async function deriveLotteryOutcome(
  game: LotteryDrawGame,
  seed: Uint8Array,
  publicValue: string,
  hmac: HmacSha256,
): Promise<number[]> {
  const blocks: Uint8Array[] = [];
  for (;;) {
    const outcome = outcomeFromBlocks(game, blocks);
    if (outcome) return outcome;
    // The dice read about 3 bytes and the sheet about 100: a few blocks at a time, and rarely one more round.
    const more = Math.max(1, Math.ceil(blocks.length / 2));
    const next = await Promise.all(
      Array.from({ length: more }, (_, i) => hmac(seed, drawBlockMessage(publicValue, blocks.length + i))),
    );
    blocks.push(...next.map((b) => new Uint8Array(b)));
  }
}

/** The part of Web Crypto's `crypto.subtle` the verify panel uses (the same in browsers and Node 20). */
export type DrawSubtle = {
  importKey(
    format: 'raw',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: boolean,
    usages: 'sign'[],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
  digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
};

const platformSubtle = (): DrawSubtle => globalThis.crypto.subtle as unknown as DrawSubtle;

/** Web Crypto's HMAC-SHA256 (browsers and Node 20), for the verify panel. */
export function webCryptoHmac(subtle: DrawSubtle = platformSubtle()): HmacSha256 {
  const keys = new Map<string, Promise<unknown>>();
  return async (key, message) => {
    const id = Array.from(key, (b) => b.toString(16).padStart(2, '0')).join('');
    let imported = keys.get(id);
    if (!imported) {
      imported = subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      keys.set(id, imported);
    }
    return new Uint8Array(await subtle.sign('HMAC', await imported, new Uint8Array(message)));
  };
}

/** Web Crypto's SHA-256 of bytes, as lower-case hex (the commitment of a seed is that of its 32 raw bytes). */
export async function webCryptoSha256Hex(bytes: Uint8Array, subtle: DrawSubtle = platformSubtle()): Promise<string> {
  const digest = new Uint8Array(await subtle.digest('SHA-256', new Uint8Array(bytes)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** 32 bytes from 64 hex characters, or null. */
export function seedFromHex(hex: string): Uint8Array | null {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return null;
  return Uint8Array.from({ length: 32 }, (_, i) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16));
}

export type LotteryVerification =
  | { ok: true; commitment: string; outcome: number[] }
  | { ok: false; reason: 'seed_malformed' }
  | { ok: false; reason: 'commitment_mismatch'; commitment: string }
  | { ok: false; reason: 'result_mismatch'; commitment: string; outcome: number[] };

/**
 * What the verify panel runs in the browser: the revealed seed's SHA-256 must equal the commitment published before
 * betting opened, and the result recomputed from the seed and the public value must equal the published one.
 */
export async function verifyLotteryDraw(
  draw: { game: LotteryDrawGame; seed: string; commitment: string; publicValue: string; result: readonly number[] },
  subtle: DrawSubtle = platformSubtle(),
): Promise<LotteryVerification> {
  const seed = seedFromHex(draw.seed);
  if (!seed) return { ok: false, reason: 'seed_malformed' };
  const commitment = await webCryptoSha256Hex(seed, subtle);
  if (commitment !== draw.commitment.toLowerCase()) return { ok: false, reason: 'commitment_mismatch', commitment };
  const outcome = await deriveLotteryOutcome(draw.game, seed, draw.publicValue, webCryptoHmac(subtle));
  const same = outcome.length === draw.result.length && outcome.every((n, i) => n === draw.result[i]);
  return same ? { ok: true, commitment, outcome } : { ok: false, reason: 'result_mismatch', commitment, outcome };
}
