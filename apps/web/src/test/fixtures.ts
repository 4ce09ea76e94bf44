import type { GameTypeEntry, ProviderEntry } from '@casino/contract/calls/game-calls.ts';
import type { Announcement, Banner, ContentEntry } from '@casino/contract/calls/site-calls.ts';
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
