import { SLOT_NAMES } from '../house/house-page-text.ts';

/** The demo operator: two sites on two host names, their catalogue and home-page content. */

export const DEMO_SITES = [
  {
    id: 1,
    name: 'royal_ace',
    title: '皇家王牌娱乐城',
    titleEn: 'Royal Ace Casino',
    branch: 'main',
    template: 'site02',
    mobileTemplate: 'H5_1',
    defaultLanguage: 'en_US',
    hosts: ['localhost', '127.0.0.1', 'royal.localhost'],
    languages: ['en_US', 'zh_CN', 'zh_TW', 'vi_VN', 'ko_KR', 'ja_JP', 'th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'],
    currencies: ['INR', 'USD', 'VND', 'RMB'],
    // The site's own support page (/support) with these contact details; an operator sets its real ones.
    customerService: '/support',
    supportEmail: 'support@royal-ace.example',
    supportPhone: '+44 20 7946 0018',
  },
  {
    id: 2,
    name: 'lotus_win',
    title: '莲花赢家',
    titleEn: 'Lotus Win',
    branch: 'asia',
    template: 'suncity',
    mobileTemplate: 'H5_2',
    defaultLanguage: 'vi_VN',
    hosts: ['lotus.localhost', '127.0.0.2'],
    languages: ['vi_VN', 'en_US', 'zh_CN'],
    currencies: ['VND', 'USD'],
    customerService: '/support',
    supportEmail: 'support@lotus-win.example',
    supportPhone: '+44 20 7946 0019',
  },
] as const;

type Names = Record<string, string>;
export type DemoGame = { code: string; names: Names; tags?: string[]; demo?: boolean };
export type DemoProvider = {
  code: string;
  name: string;
  house: string;
  gameType: number;
  customized: boolean;
  /** Opens as a game room on desktop. */
  room?: boolean;
  gameCode?: string;
  games: DemoGame[];
};

const slot = (code: string, en: string, zh: string, vi: string, tags: string[] = []): DemoGame => ({
  code,
  names: { en_US: en, zh_CN: zh, zh_TW: zh, vi_VN: vi },
  tags,
  demo: true,
});

/** A house slot: its name in every language, as its own page writes it (docs/decisions/0022). */
const houseSlot = (code: string, tags: string[]): DemoGame => ({
  code,
  names: { ...(SLOT_NAMES[code] ?? { en_US: code }) },
  tags,
  demo: true,
});

export const DEMO_PROVIDERS: DemoProvider[] = [
  {
    code: 'GPHS',
    name: 'House Games',
    house: 'house',
    gameType: 2,
    customized: false,
    room: true,
    games: [
      houseSlot('house-lucky-sevens', ['hot']),
      houseSlot('house-dragon-gold', ['new']),
      houseSlot('house-fruit-fiesta', ['hot', 'new']),
    ],
  },
];

/**
 * Catalogue entries of external providers. They play only where their adapter is connected, so the demo deployment
 * (main.ts) does not seed them: its halls hold only what plays there (docs/decisions/0028-house-card-and-table-games.md).
 * The test servers seed them and connect fake adapters to some of them.
 */
export const EXTERNAL_DEMO_PROVIDERS: DemoProvider[] = [
  {
    code: 'GPR8',
    name: 'R8 Slots',
    house: 'r8',
    gameType: 2,
    customized: false,
    games: [
      slot('r8-temple-treasure', 'Temple Treasure', '神庙宝藏', 'Kho Báu Đền Thờ', ['hot']),
      slot('r8-neon-nights', 'Neon Nights', '霓虹之夜', 'Đêm Neon'),
      slot('r8-panda-fortune', 'Panda Fortune', '熊猫财富', 'Gấu Trúc Phát Tài', ['new']),
    ],
  },
  {
    code: 'GPJD',
    name: 'JD Gaming',
    house: 'jd',
    gameType: 2,
    customized: false,
    games: [
      slot('jd-ocean-king', 'Ocean King', '海洋之王', 'Vua Đại Dương', ['hot']),
      slot('jd-golden-tiger', 'Golden Tiger', '金虎', 'Hổ Vàng'),
    ],
  },
  {
    code: 'GPJL',
    name: 'JL Gaming',
    house: 'jl',
    gameType: 2,
    customized: false,
    games: [
      slot('jl-super-ace', 'Super Ace', '超级王牌', 'Siêu Át', ['hot']),
      slot('jl-money-coming', 'Money Coming', '财神到', 'Tiền Về', ['new']),
    ],
  },
  {
    code: 'GPFC',
    name: 'FC Games',
    house: 'fc',
    gameType: 6,
    customized: false,
    games: [slot('fc-teen-patti', 'Teen Patti', '三张牌', 'Ba Lá'), slot('fc-andar-bahar', 'Andar Bahar', '内外', 'Andar Bahar')],
  },
  { code: 'GPLV', name: 'Live Vegas', house: 'lv', gameType: 3, customized: true, gameCode: 'lobby', games: [] },
  { code: 'GPSB', name: 'Prime Sports', house: 'sb', gameType: 4, customized: true, gameCode: 'sportsbook', games: [] },
  { code: 'GPLT', name: 'Lotto Hub', house: 'lt', gameType: 5, customized: true, gameCode: 'lottery', games: [] },
  { code: 'GPVS', name: 'Virtual Arena', house: 'vs', gameType: 7, customized: true, gameCode: 'virtual', games: [] },
  { code: 'GPCF', name: 'Cockpit Live', house: 'cf', gameType: 8, customized: true, gameCode: 'arena', games: [] },
  { code: 'GPES', name: 'eArena', house: 'es', gameType: 9, customized: true, gameCode: 'esports', games: [] },
];

// The texts of the home-page content (marquee, links, banners, logos) in every language are in demo-content.ts.

/**
 * Seed money of the house's progressive pool per currency, in minor units: the operator funds each pool once through
 * the ledger (promotions to jackpot), so that the pool starts above zero and every unit it shows is held by the
 * platform's jackpot account (docs/decisions/0020-one-jackpot-per-currency.md).
 */
export const DEMO_JACKPOT_SEED: Record<string, bigint> = {
  INR: 5_000_000n,
  USD: 100_000n,
  VND: 25_000_000n,
  RMB: 1_000_000n,
};

/** Settings of the mobile templates H5_1 to H5_8 (SPEC section 9). */
export function templateConfig(index: number): Record<string, unknown> {
  return {
    theme: index % 2 === 0 ? 'dark' : 'midnight',
    bottom_nav: ['home', 'promotions', 'deposit', 'member'],
    show_jackpot: true,
    show_marquee: true,
    game_type_layout: index <= 4 ? 'tabs' : 'grid',
  };
}

/** Operators (staff) of the demo, who sign in to the operator API and CLI (docs/decisions/0011-operators.md). */
export const DEMO_OPERATORS: { username: string; password: string; role: 'admin' | 'finance' | 'support'; siteId: number }[] = [
  { username: 'admin', password: 'admin1234', role: 'admin', siteId: 1 },
];

/**
 * Deposit methods and withdrawal limits of the demo sites per currency, in major units
 * (docs/decisions/0010-deposits-and-withdrawals.md): the built-in sandbox gateway and a manual bank transfer.
 */
export const DEMO_PAYMENT_LIMITS: Record<string, { deposit: [bigint, bigint]; withdrawal: [bigint, bigint] }> = {
  INR: { deposit: [100n, 100_000n], withdrawal: [200n, 50_000n] },
  USD: { deposit: [10n, 10_000n], withdrawal: [20n, 5_000n] },
  VND: { deposit: [50_000n, 100_000_000n], withdrawal: [100_000n, 50_000_000n] },
  RMB: { deposit: [50n, 50_000n], withdrawal: [100n, 50_000n] },
};

type ReceivingBank = { bank_name: string; account_name: string; account_number: string; branch: string };

export const DEMO_RECEIVING_BANKS: Record<string, ReceivingBank> = {
  INR: { bank_name: 'State Bank of India', account_name: 'Royal Ace Ltd', account_number: '30001234567890', branch: 'Mumbai' },
  USD: { bank_name: 'First Demo Bank', account_name: 'Casino Demo Ltd', account_number: '000123456789', branch: 'New York' },
  VND: { bank_name: 'Vietcombank', account_name: 'CONG TY DEMO CASINO', account_number: '0071001234567', branch: 'Ho Chi Minh' },
  RMB: { bank_name: 'Bank of China', account_name: 'Demo Casino Co', account_number: '6217001234567890123', branch: 'Shenzhen' },
};
