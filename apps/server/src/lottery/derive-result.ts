import { uniformFromBytes } from '@casino/contract/lottery/lottery-draw.ts';
import type { UniformSource } from './bet-type.ts';
import { commitmentOf, seedBytes } from './draw-seed.ts';
import { type LotteryGameCode, type LotteryOutcome, lotteryGame, outcomeFits } from './games.ts';
import { hmacSha256, utf8 } from './sha256.ts';

/**
 * The revealed half of a verifiable draw: the result is a pure function of the seed and the public value, so the
 * server, a member's browser and anyone else compute the same one.
 *
 * Byte stream: block i (i = 0, 1, 2, ...) is HMAC-SHA256(key = the seed's 32 bytes, message = UTF-8 of
 * `<public value>:<i in decimal>`); the stream is block 0's 32 bytes, then block 1's, and so on.
 * Uniform integer in [0, n): take the fewest bytes k with 256^k >= n, read them as a big-endian integer x; if
 * x < 256^k - (256^k mod n) the integer is x mod n, otherwise those k bytes are dropped and the next k are read
 * (rejection sampling: every value of [0, n) is the image of exactly floor(256^k / n) accepted x, so no modulo bias).
 * Each game then turns integers into its outcome (the games' `drawOutcome`). The sampling and the outcomes are
 * packages/contract's `lottery-draw.ts`, which the games' verify panel runs in the browser over Web Crypto.
 */

export { uniformFromBytes };

export function drawByteStream(seed: Uint8Array, publicValue: string): () => number {
  let counter = 0;
  let block: Uint8Array = new Uint8Array(0);
  let at = 0;
  return () => {
    if (at === block.length) {
      block = hmacSha256(seed, utf8(`${publicValue}:${counter++}`));
      at = 0;
    }
    return block[at++]!;
  };
}

export function drawStream(seed: Uint8Array, publicValue: string): UniformSource {
  const nextByte = drawByteStream(seed, publicValue);
  return { int: (n) => uniformFromBytes(nextByte, n) };
}

/** The game's result for this seed and public value. */
export function deriveResult(game: LotteryGameCode, seedHex: string, publicValue: string): LotteryOutcome {
  const seed = seedBytes(seedHex);
  if (!seed) throw new RangeError('a draw seed is 32 bytes of hex');
  return lotteryGame(game).drawOutcome(drawStream(seed, publicValue));
}

export type DrawVerification =
  | { ok: true; outcome: LotteryOutcome }
  | { ok: false; reason: 'seed_malformed' | 'commitment_mismatch' | 'result_mismatch'; outcome?: LotteryOutcome };

/**
 * What the verify panel runs: the revealed seed must hash to the commitment published before betting opened, and
 * the result is recomputed from it; with `published`, the recomputed result must also equal the one the site showed.
 */
export function verifyDraw(
  seedHex: string,
  commitment: string,
  publicValue: string,
  game: LotteryGameCode,
  published?: readonly number[],
): DrawVerification {
  if (!seedBytes(seedHex)) return { ok: false, reason: 'seed_malformed' };
  if (commitmentOf(seedHex) !== commitment.toLowerCase()) return { ok: false, reason: 'commitment_mismatch' };
  const outcome = deriveResult(game, seedHex, publicValue);
  if (published !== undefined) {
    const same = outcomeFits(game, published) && published.every((n, i) => n === outcome[i]);
    if (!same) return { ok: false, reason: 'result_mismatch', outcome };
  }
  return { ok: true, outcome };
}
