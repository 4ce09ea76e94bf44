import { BACCARAT_SPOTS, type BaccaratBets, baccaratRtp, cardName, dealCoup, settleBaccarat } from '../house/baccarat.ts';
import type { Rng } from '../house/rng.ts';
import {
  DRAGON_TIGER_PAYS,
  DRAGON_TIGER_SPOTS,
  type DragonTigerBets,
  dealDragonTiger,
  dragonTigerRtp,
  settleDragonTiger,
} from './dragon-tiger.ts';
import type { RoadResult } from './road-maps.ts';
import { ROULETTE_SPOTS, roulettePays, rouletteRtp, rouletteSpin, settleRoulette, spinWheel } from './roulette.ts';

/** The live tables: one of each game, its table id being its game code. */
export const LIVE_BACCARAT = 'house-live-baccarat';
export const LIVE_DRAGON_TIGER = 'house-live-dragon-tiger';
export const LIVE_ROULETTE = 'house-live-roulette';
export const LIVE_TABLE_CODES = [LIVE_BACCARAT, LIVE_DRAGON_TIGER, LIVE_ROULETTE] as const;
export type LiveTableCode = (typeof LIVE_TABLE_CODES)[number];
export const isLiveTable = (code: string): code is LiveTableCode => (LIVE_TABLE_CODES as readonly string[]).includes(code);

/** Short prefixes of round ids (`LB-42`): rounds are named by table and number, the key a round is inserted under. */
export const ROUND_PREFIX: Record<LiveTableCode, string> = {
  [LIVE_BACCARAT]: 'LB',
  [LIVE_DRAGON_TIGER]: 'LD',
  [LIVE_ROULETTE]: 'LR',
};

export type LiveOutcome =
  | {
      game: typeof LIVE_BACCARAT;
      cards: string[];
      player: string[];
      banker: string[];
      playerTotal: number;
      bankerTotal: number;
      winner: 'player' | 'banker' | 'tie';
      playerPair: boolean;
      bankerPair: boolean;
      natural: boolean;
    }
  | {
      game: typeof LIVE_DRAGON_TIGER;
      cards: string[];
      dragon: string;
      tiger: string;
      winner: 'dragon' | 'tiger' | 'tie';
      suited: boolean;
    }
  | { game: typeof LIVE_ROULETTE; number: number; colour: 'green' | 'red' | 'black' };

/**
 * Table limits per spot in coins of the currency (a coin is 0.01 of a two-decimal currency, house-config.ts coinUnit):
 * the least a spot takes and the most one player may have on it in a round.
 */
export type SpotLimit = { min: number; max: number };

export type LiveGame = {
  code: LiveTableCode;
  /** Whether rounds are dealt from the shoe (baccarat, dragon-tiger) or spun (roulette). */
  shoe: boolean;
  spots: readonly string[];
  limit(spot: string): SpotLimit;
  /** Pays to one, per spot, for the rules panel (banker 0.95). */
  pays(spot: string): number;
  rtp(): Record<string, number>;
  /** Deals or spins the round's outcome from the shoe's cards or the RNG. */
  play(source: { next: () => number; rng: Rng }): LiveOutcome;
  /** What each staked spot returns (stake included), in minor units. */
  settle(outcome: LiveOutcome, bets: Record<string, number>): Record<string, number>;
  /** How long the reveal of an outcome lasts (cards turned one by one, the wheel spinning) in reveal steps. */
  revealSteps(outcome: LiveOutcome): number;
  road?(outcome: LiveOutcome): RoadResult;
};

const MAIN = { min: 100, max: 500_000 };
const SIDE = { min: 100, max: 50_000 };

const baccarat: LiveGame = {
  code: LIVE_BACCARAT,
  shoe: true,
  spots: BACCARAT_SPOTS,
  limit: (spot) => (spot === 'player' || spot === 'banker' ? MAIN : SIDE),
  pays: (spot) => ({ player: 1, banker: 0.95, tie: 8, player_pair: 11, banker_pair: 11 })[spot] ?? 0,
  rtp: () => baccaratRtp(),
  play({ next }) {
    const coup = dealCoup(next);
    const cards = [
      coup.player[0]!,
      coup.banker[0]!,
      coup.player[1]!,
      coup.banker[1]!,
      ...coup.player.slice(2),
      ...coup.banker.slice(2),
    ];
    return {
      game: LIVE_BACCARAT,
      cards: cards.map(cardName),
      player: coup.player.map(cardName),
      banker: coup.banker.map(cardName),
      playerTotal: coup.playerTotal,
      bankerTotal: coup.bankerTotal,
      winner: coup.winner,
      playerPair: coup.playerPair,
      bankerPair: coup.bankerPair,
      natural: coup.natural,
    };
  },
  settle(outcome, bets) {
    if (outcome.game !== LIVE_BACCARAT) throw new Error('not a baccarat outcome');
    const coup = { playerPair: outcome.playerPair, bankerPair: outcome.bankerPair, winner: outcome.winner } as Parameters<
      typeof settleBaccarat
    >[0];
    return staked(settleBaccarat(coup, bets as BaccaratBets), bets);
  },
  revealSteps: (outcome) => (outcome.game === LIVE_BACCARAT ? outcome.cards.length + 1 : 1),
  road: (outcome) =>
    outcome.game === LIVE_BACCARAT
      ? { winner: outcome.winner, playerPair: outcome.playerPair, bankerPair: outcome.bankerPair }
      : { winner: 'tie' },
};

const dragonTiger: LiveGame = {
  code: LIVE_DRAGON_TIGER,
  shoe: true,
  spots: DRAGON_TIGER_SPOTS,
  limit: (spot) => (spot === 'dragon' || spot === 'tiger' ? MAIN : SIDE),
  pays: (spot) => DRAGON_TIGER_PAYS[spot as keyof typeof DRAGON_TIGER_PAYS] ?? 0,
  rtp: () => dragonTigerRtp(),
  play({ next }) {
    const coup = dealDragonTiger(next);
    return { game: LIVE_DRAGON_TIGER, cards: [coup.dragon, coup.tiger], ...coup };
  },
  settle(outcome, bets) {
    if (outcome.game !== LIVE_DRAGON_TIGER) throw new Error('not a dragon-tiger outcome');
    return staked(settleDragonTiger(outcome, bets as DragonTigerBets), bets);
  },
  revealSteps: () => 3,
  road: (outcome) => (outcome.game === LIVE_DRAGON_TIGER ? { winner: outcome.winner } : { winner: 'tie' }),
};

const roulette: LiveGame = {
  code: LIVE_ROULETTE,
  shoe: false,
  spots: [...ROULETTE_SPOTS.keys()],
  limit: (spot) => (roulettePays(spot) >= 5 ? { min: 100, max: 10_000 } : { min: 100, max: 500_000 }),
  pays: roulettePays,
  rtp: () => rouletteRtp(),
  play({ rng }) {
    return { game: LIVE_ROULETTE, ...rouletteSpin(spinWheel(rng)) };
  },
  settle(outcome, bets) {
    if (outcome.game !== LIVE_ROULETTE) throw new Error('not a roulette outcome');
    return settleRoulette(outcome, bets);
  },
  revealSteps: () => 6,
};

/** Only the spots that were staked (settleBaccarat answers every spot). */
function staked(returns: Record<string, number>, bets: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.keys(bets).map((spot) => [spot, returns[spot] ?? 0]));
}

export const LIVE_GAMES: Record<LiveTableCode, LiveGame> = {
  [LIVE_BACCARAT]: baccarat,
  [LIVE_DRAGON_TIGER]: dragonTiger,
  [LIVE_ROULETTE]: roulette,
};

/** Names of the tables in the site's 11 languages (catalogue and page title). */
export const LIVE_TABLE_NAMES: Record<LiveTableCode, Record<string, string>> = {
  [LIVE_BACCARAT]: {
    en_US: 'Live Baccarat',
    zh_CN: '真人百家乐',
    zh_TW: '真人百家樂',
    vi_VN: 'Baccarat Trực Tiếp',
    ko_KR: '라이브 바카라',
    ja_JP: 'ライブバカラ',
    th_TH: 'บาคาร่าสด',
    hi_IN: 'लाइव बैकारेट',
    my_MM: 'တိုက်ရိုက် ဘက်ကာရက်',
    ta_IN: 'நேரலை பக்காரா',
    bn_BD: 'লাইভ ব্যাকারাট',
  },
  [LIVE_DRAGON_TIGER]: {
    en_US: 'Live Dragon Tiger',
    zh_CN: '真人龙虎',
    zh_TW: '真人龍虎',
    vi_VN: 'Rồng Hổ Trực Tiếp',
    ko_KR: '라이브 드래곤 타이거',
    ja_JP: 'ライブ ドラゴンタイガー',
    th_TH: 'เสือมังกรสด',
    hi_IN: 'लाइव ड्रैगन टाइगर',
    my_MM: 'တိုက်ရိုက် နဂါး ကျား',
    ta_IN: 'நேரலை டிராகன் டைகர்',
    bn_BD: 'লাইভ ড্রাগন টাইগার',
  },
  [LIVE_ROULETTE]: {
    en_US: 'Live European Roulette',
    zh_CN: '真人欧洲轮盘',
    zh_TW: '真人歐洲輪盤',
    vi_VN: 'Roulette Châu Âu Trực Tiếp',
    ko_KR: '라이브 유러피언 룰렛',
    ja_JP: 'ライブ ヨーロピアンルーレット',
    th_TH: 'รูเล็ตยุโรปสด',
    hi_IN: 'लाइव यूरोपियन रूलेट',
    my_MM: 'တိုက်ရိုက် ဥရောပ ရူလက်',
    ta_IN: 'நேரலை ஐரோப்பிய ரவுலட்',
    bn_BD: 'লাইভ ইউরোপীয় রুলেট',
  },
};
