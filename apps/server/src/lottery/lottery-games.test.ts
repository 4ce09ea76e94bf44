import { describe, expect, it } from 'vitest';
import { pickFits } from './bet-type.ts';
import { LOTTERY_GAME_CODES, lotteryGame, outcomeFits } from './games.ts';
import { ratio } from './ratio.ts';

describe('every lottery game', () => {
  it('publishes picks that fit their bet type, each priced between 92% and 98%, and draws outcomes it can settle', () => {
    const low = ratio(92n, 100n);
    const high = ratio(98n, 100n);
    for (const code of LOTTERY_GAME_CODES) {
      const game = lotteryGame(code);
      let x = 0;
      const outcome = game.drawOutcome({ int: (n) => (x++ * 7) % n });
      expect(outcomeFits(code, outcome), code).toBe(true);
      for (const [name, betType] of Object.entries(game.betTypes)) {
        expect(betType.rtpPicks.length, `${code} ${name}`).toBeGreaterThan(0);
        for (const pick of betType.rtpPicks) {
          expect(pickFits(betType, pick), `${code} ${name} ${pick}`).toBe(true);
          const r = game.exactRtp(name, pick);
          expect(r.num * low.den >= low.num * r.den && r.num * high.den <= high.num * r.den, `${code} ${name} ${pick}`).toBe(
            true,
          );
          // What a pick can return is one of its published odds (lô: a multiple of its per-hit odds).
          const returned = betType.returnOf(pick, outcome);
          const odds = betType.odds(pick);
          expect(returned === 0n || odds.some((o) => returned % o === 0n), `${code} ${name}`).toBe(true);
        }
      }
    }
  });
});
