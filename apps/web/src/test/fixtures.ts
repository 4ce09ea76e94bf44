import type { LoginResult } from '@casino/contract/calls/auth-calls.ts';
import type { GameTypeEntry, ProviderEntry } from '@casino/contract/calls/game-calls.ts';
import type { MemberLayout, MemberProfile } from '@casino/contract/calls/member-calls.ts';
import type { RegisterSetting } from '@casino/contract/calls/register-calls.ts';
import type { Announcement, Banner, ContentEntry } from '@casino/contract/calls/site-calls.ts';
import type { ProviderWallet, TransactionEntry } from '@casino/contract/calls/wallet-calls.ts';
import type { RuntimeConfig } from '@casino/contract/runtime-config.ts';

export function runtimeConfigFixture(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    SITE_ID: 1,
    SITE_TITLE: '示例娱乐',
    SITE_TITLE_EN: 'Demo Casino',
    BRANCH_NAME: 'main',
    SITE_NAME: 'DemoCasino',
    TEMPLATE_NAME: 'site02',
    MOBILE_TEMPLATE_NAME: 'H5_1',
    CURRENCIES: ['INR', 'USD', 'VND', 'RMB'],
    LANGUAGES: ['zh_TW', 'zh_CN', 'en_US', 'vi_VN', 'ko_KR', 'ja_JP', 'th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'],
    DEFAULT_LANGUAGE: 'en_US',
    VISITOR_COUNTRY: null,
    PRODUCTION: false,
    DEMO_MODE: false,
    ...overrides,
  };
}

export function bannerFixture(overrides: Partial<Banner> = {}): Banner {
  return {
    id: 1,
    url: '/media/1',
    link_type: 0,
    link_url: 'https://example.com/promo',
    link_method: 0,
    game_link_parameter: null,
    use_type: 0,
    title: 'Welcome bonus',
    ...overrides,
  };
}

export function announcementFixture(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 1,
    content: 'Welcome to the site',
    display_before_login: 1,
    display_after_login: 1,
    sort: 1,
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export function providerFixture(overrides: Partial<ProviderEntry> = {}): ProviderEntry {
  return {
    id: 1,
    gp_id: 10,
    gp_name: 'House Slots',
    gp_gt_name: 'HOUSE_SLOT',
    game_type: 2,
    customized: false,
    room: false,
    game_code: '',
    house: 'house',
    icon_light: '/media/10',
    icon_dark: '/media/11',
    logo: '/media/12',
    demo: true,
    ...overrides,
  };
}

export function gameTypeFixture(overrides: Partial<GameTypeEntry> = {}): GameTypeEntry {
  return {
    gt_id: 2,
    gt_name: 'SLOT GAME',
    gt_key: 'slot',
    gt_icon: '',
    gt_icon_active: '',
    gp_list: [providerFixture()],
    ...overrides,
  };
}

export function contentEntryFixture(overrides: Partial<ContentEntry> = {}): ContentEntry {
  return { id: 1, title: 'About us', content: '', url: 'faq/1', image: '', sort: 1, ...overrides };
}

type Flag = 0 | 1;

export function registerSettingFixture(name: string, currency: string, flags: Partial<Record<keyof RegisterSetting, Flag>> = {}) {
  return {
    name,
    currency,
    is_display: 1,
    is_required: 0,
    is_unique: 0,
    is_member_center: 0,
    is_verification: 0,
    is_member_center_verification: 0,
    ...flags,
  } as RegisterSetting;
}

/** The demo site's register settings: the same fields for every currency, the name required for RMB only. */
export function registerSettingsFixture(currencies: readonly string[] = ['INR', 'USD', 'VND', 'RMB']): RegisterSetting[] {
  return currencies.flatMap((currency) => [
    registerSettingFixture('member_currency', currency),
    registerSettingFixture('member_name', currency, { is_required: currency === 'RMB' ? 1 : 0 }),
    registerSettingFixture('member_phone', currency, { is_required: 1, is_unique: 1, is_verification: 1 }),
    registerSettingFixture('member_email', currency, { is_unique: 1 }),
    registerSettingFixture('withdraw_password', currency, { is_required: 1 }),
    registerSettingFixture('member_birthday', currency),
    registerSettingFixture('member_telegram', currency),
    registerSettingFixture('identity_id', currency, { is_display: 0 }),
  ]);
}

export function loginResultFixture(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    member_id: 7,
    member_account: 'player01',
    member_login_id: 'login-1',
    member_currency: 'USD',
    token: 'token-new',
    ...overrides,
  };
}

export function memberLayoutFixture(overrides: Partial<MemberLayout> = {}): MemberLayout {
  return {
    id: 7,
    member_account: 'player01',
    member_type: 1,
    agent_type: 0,
    agent_level: 0,
    member_currency: 'USD',
    member_cash: '12.50',
    is_agent: 0,
    agent_active: 0,
    is_playing: 0,
    cash_back_status: 0,
    wallet_status: 0,
    first_login_to_change_password: 0,
    need_bank_account_deposit_verified: 0,
    ...overrides,
  };
}

export function memberProfileFixture(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: 7,
    member_account: 'player01',
    member_name: 'Asha Rao',
    is_withdraw_password: 1,
    member_birthday: '',
    member_email: 'a***@example.com',
    member_currency: 'USD',
    member_phone: '98****3210',
    member_line: '',
    member_others: '',
    member_qq: '',
    member_skype: '',
    member_wechat: '',
    member_fb: '',
    member_zalo: '',
    member_telegram: '',
    member_whats_app: '',
    new_identity_id: '',
    ...overrides,
  };
}

/** A captcha reply; the image is a tiny SVG data URL. */
export function captchaFixture(token = 'captcha-1') {
  return {
    captcha_token: token,
    image: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
    expires_in: 120,
  };
}

export function providerWalletFixture(overrides: Partial<ProviderWallet> = {}): ProviderWallet {
  return { gp_id: 10, gp_name: 'House Slots', is_light: 0, icon_dark: null, cash: '0.00', ...overrides };
}

type MyCashReply = { main_cash: string; my_cash_list: ProviderWallet[]; total: string };

/** The member's wallets (my_cash): main 12.50 like memberLayoutFixture's member_cash, two game wallets, one with money. */
export function myCashFixture(overrides: Partial<MyCashReply> = {}): MyCashReply {
  return {
    main_cash: '12.50',
    my_cash_list: [
      providerWalletFixture({ gp_id: 10, gp_name: 'House Slots', is_light: 1, icon_dark: '/media/11', cash: '30.00' }),
      providerWalletFixture({ gp_id: 20, gp_name: 'House Live', cash: '0.00' }),
    ],
    total: '42.50',
    ...overrides,
  };
}

export function transactionFixture(overrides: Partial<TransactionEntry> = {}): TransactionEntry {
  return {
    id: '1',
    created_at: '2025-03-09T18:30:00.000Z',
    kind: 'deposit',
    amount: '500.00',
    balance_after: '500.00',
    order_number: 'D20250309001',
    round_id: null,
    gp_name: null,
    ...overrides,
  };
}
