import {
  deriveLotteryOutcome,
  NORTHERN_SHEET_DIGITS,
  verifyLotteryDraw,
  webCryptoHmac,
} from '@casino/contract/lottery/lottery-draw.ts';
import { describe, expect, it } from 'vitest';
import { deriveResult } from './derive-result.ts';
import { commitmentOf, publicValueOf, seedBytes } from './draw-seed.ts';
import { LOTTERY_GAME_CODES } from './games.ts';
import { SHEET_DIGITS } from './northern-lottery.ts';

/**
 * The server draws with @noble/hashes, the games' verify panel recomputes with Web Crypto: both go through the shared
 * algorithm (packages/contract lottery-draw.ts) and must give the same result for the same revealed draw.
 */
const SEED = `${'7f'.repeat(16)}${'0123456789abcdef'.repeat(2)}`;
const CLOSE = Date.UTC(2026, 10, 28, 13, 46, 30);
const publicValue = (game: string) => publicValueOf({ game, drawId: '202611281347', closeAt: CLOSE });

/** The known draw: these results were computed once and are what both sides must keep giving. */
const KNOWN = {
  'lottery-dice': [4, 5, 5],
  'lottery-digits': [5, 2, 0, 9, 2],
  'lottery-race': [5, 9, 7, 1, 6, 2, 10, 8, 4, 3],
  'lottery-north': [
    25197, 56987, 61430, 94319, 19633, 66152, 91661, 35028, 21202, 75588, 2767, 4550, 1951, 7220, 9476, 4197, 1094, 8837, 2314,
    4038, 981, 916, 433, 88, 57, 65, 10,
  ],
} as const;

describe('the shared draw algorithm', () => {
  it('gives the server and Web Crypto the same result on a known draw of every game', async () => {
    for (const game of LOTTERY_GAME_CODES) {
      const server = deriveResult(game, SEED, publicValue(game));
      const browser = await deriveLotteryOutcome(game, seedBytes(SEED)!, publicValue(game), webCryptoHmac());
      expect(server).toEqual(KNOWN[game]);
      expect(browser).toEqual(KNOWN[game]);
    }
  });

  it('verifies the commitment and result in the browser, and names what does not match', async () => {
    const game = 'lottery-dice' as const;
    const draw = { game, seed: SEED, commitment: commitmentOf(SEED), publicValue: publicValue(game), result: [4, 5, 5] };
    expect(draw.commitment).toBe('394d2caa327a6a7492e9987057007cc9df1af08a646fab2fd59c0cdfcf743378');
    await expect(verifyLotteryDraw(draw)).resolves.toMatchObject({ ok: true, outcome: [4, 5, 5] });
    await expect(verifyLotteryDraw({ ...draw, result: [4, 5, 6] })).resolves.toMatchObject({
      ok: false,
      reason: 'result_mismatch',
      outcome: [4, 5, 5],
    });
    await expect(verifyLotteryDraw({ ...draw, commitment: '00'.repeat(32) })).resolves.toMatchObject({
      ok: false,
      reason: 'commitment_mismatch',
    });
    await expect(verifyLotteryDraw({ ...draw, seed: 'xyz' })).resolves.toEqual({ ok: false, reason: 'seed_malformed' });
  });

  it('agrees with the server on many seeds, and reads the sheet the server draws', async () => {
    expect(NORTHERN_SHEET_DIGITS).toEqual(SHEET_DIGITS);
    const hmac = webCryptoHmac();
    for (let i = 0; i < 40; i++) {
      const seed = i.toString(16).padStart(2, '0').repeat(32);
      for (const game of LOTTERY_GAME_CODES) {
        const value = `${publicValue(game)}|${i}`;
        expect(await deriveLotteryOutcome(game, seedBytes(seed)!, value, hmac)).toEqual(deriveResult(game, seed, value));
      }
    }
  });
});
