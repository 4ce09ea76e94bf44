import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { lotteryLimits, lotterySettingsFrom } from './lottery-config.ts';
import { DEFAULT_LOTTERY_SETTINGS } from './lottery-settings.ts';

describe('lottery configuration', () => {
  it("takes each game's bet close from LOTTERY_CLOSE_SECONDS, within its cycle, and refuses anything else", () => {
    expect(lotterySettingsFrom(undefined)).toEqual(DEFAULT_LOTTERY_SETTINGS);
    const set = lotterySettingsFrom(' lottery-dice=15 , lottery-north=1800');
    expect(set['lottery-dice']).toEqual({ closeSeconds: 15, drawsTakingBets: 120 });
    expect(set['lottery-north'].closeSeconds).toBe(1800);
    expect(set['lottery-race']).toEqual(DEFAULT_LOTTERY_SETTINGS['lottery-race']);
    expect(() => lotterySettingsFrom('lottery-dice=60')).toThrow(/1 to 59 s/);
    expect(() => lotterySettingsFrom('lottery-dice=0')).toThrow(/1 to 59 s/);
    expect(() => lotterySettingsFrom('lottery-keno=10')).toThrow(/not <game>=<seconds>/);
    expect(() => lotterySettingsFrom('lottery-dice')).toThrow(/not <game>=<seconds>/);
    const config = loadConfig({ NODE_ENV: 'test', LOTTERY_DRAWS: '0', LOTTERY_CLOSE_SECONDS: 'lottery-digits=45' });
    expect(config.lottery.draws).toBe(false);
    expect(config.lottery.settings['lottery-digits'].closeSeconds).toBe(45);
    expect(() => loadConfig({ NODE_ENV: 'test', LOTTERY_CLOSE_SECONDS: 'lottery-race=300' })).toThrow(/LOTTERY_CLOSE_SECONDS/);
  });

  it('bounds what a bet costs and wins in house coins of each currency', () => {
    expect(lotteryLimits('INR')).toEqual({ minCost: 100n, maxCost: 500_000n, maxPayout: 25_000_000n, step: 1n });
    expect(lotteryLimits('VND')).toEqual({ minCost: 1_000n, maxCost: 5_000_000n, maxPayout: 250_000_000n, step: 10n });
  });
});
