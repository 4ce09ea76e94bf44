import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CAR_RACE_GAME } from './car-race-game.ts';
import { deriveResult, uniformFromBytes, verifyDraw } from './derive-result.ts';
import { DICE_GAME } from './dice-game.ts';
import { commitmentOf, newDrawSeed, publicValueOf } from './draw-seed.ts';
import { FIVE_DIGIT_GAME } from './five-digit-game.ts';
import { LOTTERY_GAME_CODES, type LotteryGameCode, lotteryGame, outcomeFits } from './games.ts';
import { NORTHERN_LOTTERY } from './northern-lottery.ts';
import { hmacSha256, sha256, toHex, utf8 } from './sha256.ts';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const CLOSE = Date.UTC(2024, 11, 31, 17, 0, 50); // 00:00:50 on 1 January 2025 in Hanoi
const publicValue = (game: LotteryGameCode) =>
  publicValueOf({ game, drawId: game === NORTHERN_LOTTERY ? '20250101' : '202501010001', closeAt: CLOSE });

/** The published algorithm written again on node:crypto, as another implementer would from decision 50. */
function referenceUniforms(seedHex: string, value: string) {
  const seed = Buffer.from(seedHex, 'hex');
  let counter = 0;
  let bytes: number[] = [];
  const nextByte = () => {
    if (bytes.length === 0) bytes = [...createHmac('sha256', seed).update(`${value}:${counter++}`, 'utf8').digest()];
    return bytes.shift()!;
  };
  return {
    int(n: number) {
      let k = 0;
      while (256 ** k < n) k++;
      const limit = 256 ** k - (256 ** k % n);
      for (;;) {
        let x = 0;
        for (let i = 0; i < k; i++) x = x * 256 + nextByte();
        if (x < limit) return x % n;
      }
    },
  };
}

describe('hashes without node:crypto', () => {
  it('gives the standard SHA-256 and HMAC-SHA256 vectors', () => {
    expect(toHex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(toHex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    // RFC 4231, test case 2.
    expect(toHex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('agrees with node:crypto on every length across the padding and block boundaries, and on long keys', () => {
    for (let length = 0; length <= 200; length++) {
      const message = randomBytes(length);
      const key = randomBytes(1 + ((length * 7) % 150));
      expect(toHex(sha256(message))).toBe(createHash('sha256').update(message).digest('hex'));
      expect(toHex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
    }
  });
});

describe('seed and commitment', () => {
  it('makes 32 random bytes and commits to SHA-256 of the raw bytes', () => {
    const seed = newDrawSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newDrawSeed()).not.toBe(seed);
    expect(commitmentOf(SEED)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
    expect(commitmentOf(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(newDrawSeed((b) => b.fill(7))).toBe('07'.repeat(32));
    expect(() => commitmentOf('abcd')).toThrow();
  });

  it('writes the public value canonically, with the beacon round when there is one', () => {
    expect(publicValueOf({ game: DICE_GAME, drawId: '202501010001', closeAt: CLOSE })).toBe(
      'lottery-v1|lottery-dice|202501010001|2024-12-31T17:00:50.000Z',
    );
    expect(
      publicValueOf({ game: DICE_GAME, drawId: '202501010001', closeAt: CLOSE, beacon: { round: 42, randomness: 'ABcd' } }),
    ).toBe('lottery-v1|lottery-dice|202501010001|2024-12-31T17:00:50.000Z|drand:42:abcd');
    expect(() => publicValueOf({ game: DICE_GAME, drawId: '2025|1', closeAt: CLOSE })).toThrow();
  });
});

describe('uniform integers without modulo bias', () => {
  /** Feeds every value of `k` bytes once and counts what each maps to (rejections counted apart). */
  function countsOver(n: number, k: number) {
    const counts = new Array<number>(n).fill(0);
    let rejected = 0;
    for (let x = 0; x < 256 ** k; x++) {
      const bytes = Array.from({ length: k }, (_, i) => Math.floor(x / 256 ** (k - 1 - i)) % 256);
      let read = 0;
      const value = uniformFromBytes(() => {
        // After the k bytes under test, a rejection reads on: mark it and end it with an accepted zero.
        if (read >= k) {
          if (read === k) rejected++;
          read++;
          return 0;
        }
        return bytes[read++]!;
      }, n);
      if (read === k) counts[value]!++;
    }
    return { counts, rejected };
  }

  it('maps every byte value exactly: 42 for each face of a die, 4 rejected', () => {
    const { counts, rejected } = countsOver(6, 1);
    expect(counts).toEqual([42, 42, 42, 42, 42, 42]);
    expect(rejected).toBe(256 - 252);
  });

  it('maps every two-byte value exactly for 1,000 numbers: 65 each, 536 rejected', () => {
    const { counts, rejected } = countsOver(1000, 2);
    expect(new Set(counts)).toEqual(new Set([65]));
    expect(rejected).toBe(536);
  });

  it('reads the fewest whole bytes, skips a rejected read, and reads nothing for a single value', () => {
    const bytes = [255, 3];
    let at = 0;
    expect(uniformFromBytes(() => bytes[at++]!, 6)).toBe(3);
    expect(at).toBe(2);
    let reads = 0;
    expect(uniformFromBytes(() => reads++, 1)).toBe(0);
    expect(reads).toBe(0);
    const two = [0x01, 0x00];
    at = 0;
    expect(uniformFromBytes(() => two[at++]!, 257)).toBe(256);
    expect(() => uniformFromBytes(() => 0, 0)).toThrow();
  });
});

describe('deriving and verifying a result', () => {
  it('gives the known results of a fixed seed and public value', () => {
    expect(deriveResult(DICE_GAME, SEED, publicValue(DICE_GAME))).toEqual([2, 1, 5]);
    expect(deriveResult(FIVE_DIGIT_GAME, SEED, publicValue(FIVE_DIGIT_GAME))).toEqual([5, 6, 0, 4, 2]);
    expect(deriveResult(CAR_RACE_GAME, SEED, publicValue(CAR_RACE_GAME))).toEqual([1, 3, 2, 10, 9, 6, 4, 5, 8, 7]);
    expect(deriveResult(NORTHERN_LOTTERY, SEED, publicValue(NORTHERN_LOTTERY))).toEqual([
      19973, 33054, 79508, 6287, 37320, 98593, 70736, 33202, 29046, 2504, 7474, 9846, 5200, 7949, 4892, 7280, 9172, 7862, 2503,
      7948, 24, 287, 107, 5, 25, 17, 17,
    ]);
  });

  it('matches an independent implementation of the published algorithm on random seeds, for every game', () => {
    for (let i = 0; i < 40; i++) {
      const seed = newDrawSeed();
      for (const game of LOTTERY_GAME_CODES) {
        const value = publicValueOf({
          game,
          drawId: game === NORTHERN_LOTTERY ? '20250301' : `2025030100${10 + i}`,
          closeAt: CLOSE + i,
        });
        const outcome = deriveResult(game, seed, value);
        expect(outcome).toEqual(lotteryGame(game).drawOutcome(referenceUniforms(seed, value)));
        expect(outcomeFits(game, outcome)).toBe(true);
      }
    }
  });

  it('verifies a revealed seed and refuses a tampered seed, commitment or result', () => {
    const seed = newDrawSeed();
    const commitment = commitmentOf(seed);
    const value = publicValue(CAR_RACE_GAME);
    const verified = verifyDraw(seed, commitment, value, CAR_RACE_GAME);
    expect(verified.ok).toBe(true);
    const outcome = verified.ok ? verified.outcome : [];
    expect(verifyDraw(seed, commitment.toUpperCase(), value, CAR_RACE_GAME, outcome)).toEqual({ ok: true, outcome });

    // One bit of the seed flipped: it no longer hashes to the commitment.
    const tampered = (Number.parseInt(seed[0]!, 16) ^ 1).toString(16) + seed.slice(1);
    expect(verifyDraw(tampered, commitment, value, CAR_RACE_GAME)).toEqual({ ok: false, reason: 'commitment_mismatch' });
    expect(verifyDraw(seed, commitmentOf(tampered), value, CAR_RACE_GAME)).toEqual({ ok: false, reason: 'commitment_mismatch' });
    expect(verifyDraw('zz', commitment, value, CAR_RACE_GAME)).toEqual({ ok: false, reason: 'seed_malformed' });
    expect(verifyDraw(seed.slice(2), commitment, value, CAR_RACE_GAME)).toEqual({ ok: false, reason: 'seed_malformed' });

    // A shown result other than the derived one, or a result derived with another public value, is caught.
    const shown = [...outcome].reverse();
    expect(verifyDraw(seed, commitment, value, CAR_RACE_GAME, shown)).toMatchObject({
      ok: false,
      reason: 'result_mismatch',
      outcome,
    });
    const otherValue = publicValueOf({ game: CAR_RACE_GAME, drawId: '202501010002', closeAt: CLOSE });
    expect(verifyDraw(seed, commitment, otherValue, CAR_RACE_GAME, outcome)).toMatchObject({
      ok: false,
      reason: 'result_mismatch',
    });
    expect(verifyDraw(seed, commitment, value, CAR_RACE_GAME, [1, 2, 3])).toMatchObject({ reason: 'result_mismatch' });
  });
});
