import { coinUnit } from '../house/house-config.ts';
import { isLotteryGameCode, LOTTERY_GAME_CODES, type LotteryGameCode, lotteryGame } from './games.ts';
import { DEFAULT_LOTTERY_SETTINGS, type LotteryGameSettings } from './lottery-settings.ts';
import { periodMs } from './schedule.ts';
import type { StakeLimits } from './validate-bet.ts';

/**
 * The lottery's deployment settings and limits (docs/decisions/0052-lottery-draw-scheduling.md). Each game's bet close
 * can be set with LOTTERY_CLOSE_SECONDS (`lottery-dice=15,lottery-north=1800`); the rest are the rules' defaults.
 */
export type LotterySettings = Readonly<Record<LotteryGameCode, LotteryGameSettings>>;

/** Reads LOTTERY_CLOSE_SECONDS: `game=seconds` pairs, comma-separated; each close must leave part of the cycle open. */
export function lotterySettingsFrom(closeSeconds: string | undefined): LotterySettings {
  const settings = { ...DEFAULT_LOTTERY_SETTINGS } as Record<LotteryGameCode, LotteryGameSettings>;
  for (const part of (closeSeconds ?? '').split(',')) {
    if (part.trim() === '') continue;
    const match = /^\s*([a-z-]+)\s*=\s*(\d{1,6})\s*$/.exec(part);
    if (!match || !isLotteryGameCode(match[1]!)) {
      throw new Error(
        `LOTTERY_CLOSE_SECONDS: "${part.trim()}" is not <game>=<seconds> (games: ${LOTTERY_GAME_CODES.join(', ')})`,
      );
    }
    const game = match[1] as LotteryGameCode;
    const seconds = Number(match[2]);
    const period = periodMs(lotteryGame(game).schedule);
    if (seconds < 1 || seconds * 1000 >= period) {
      throw new Error(
        `LOTTERY_CLOSE_SECONDS: ${game} draws every ${period / 1000} s; its close must be 1 to ${period / 1000 - 1} s`,
      );
    }
    settings[game] = { ...settings[game], closeSeconds: seconds };
  }
  return settings;
}

export const DEFAULT_SETTINGS: LotterySettings = DEFAULT_LOTTERY_SETTINGS;

/** Stakes are whole coins of the house (0.01 of a two-decimal currency, ten units of one without decimals). */
export const stakeStep = (currency: string): bigint => coinUnit(currency);

/**
 * What one bet may cost (unit stake x cost units) and win, per currency in house coins: 1.00 to 5,000.00 and at most
 * 250,000.00 won (stake included), as the virtual sports. A bet whose best return at its odds is above the most it
 * may win is refused with the largest stake that fits, rather than paid short (which would lower its published RTP).
 */
const MIN_COST_COINS = 100n;
const MAX_COST_COINS = 500_000n;
const MAX_PAYOUT_COINS = 25_000_000n;

export type LotteryLimits = StakeLimits & { maxPayout: bigint; step: bigint };

export function lotteryLimits(currency: string): LotteryLimits {
  const coin = coinUnit(currency);
  return { minCost: MIN_COST_COINS * coin, maxCost: MAX_COST_COINS * coin, maxPayout: MAX_PAYOUT_COINS * coin, step: coin };
}

/** The most bets one slip may list, and the most bets (slip lines times follow draws) one call may place. */
export const MAX_SLIP_LINES = 20;
export const MAX_BETS_PER_CALL = 240;

/** How long a claim on a ticket's win or a bet's refund holds before another pass may take it over. */
export const LOTTERY_CLAIM_MS = 60_000;
/** A bet still `placing` after this (its process died between its row and the wallet's answer) is refunded. */
export const LOTTERY_LOST_BET_MS = 30_000;
/** A draw drawn this long after its time is published as drawn late (docs/decisions/0052). */
export const LOTTERY_LATE_AFTER_MS = 60_000;
/** How many draws ahead of the one taking bets the games call shows (a follow plan may book up to drawsTakingBets). */
export const SHOWN_DRAWS = 5;
