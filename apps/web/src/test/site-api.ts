import type { FakeHandler, FakeReply } from './fake-api.ts';
import { installFakeApi, ok } from './fake-api.ts';
import {
  announcementFixture,
  bannerFixture,
  captchaFixture,
  contentEntryFixture,
  gameTypeFixture,
  myCashFixture,
  providerFixture,
  registerSettingsFixture,
} from './fixtures.ts';

/** Replies of a small but complete demo site, for rendering whole pages. */
export function siteApiHandlers(): Record<string, FakeHandler | FakeReply> {
  return {
    '/api/web/logo': ok({ web_logo_list: [{ id: 1, type: 'header', url: '/media/logo' }] }),
    '/api/arks/web/site/detail': ok({
      detail: {
        site_id: 1,
        site_name: 'DemoCasino',
        site_title: '示例娱乐',
        site_title_en: 'Demo Casino',
        branch_name: 'main',
        template_name: 'site02',
        mobile_template_name: 'H5_1',
        default_language: 'en_US',
        languages: ['en_US', 'zh_CN'],
        currencies: [{ code: 'INR', symbol: '₹', exponent: 2 }],
        customer_service_link: '/support',
        support_email: 'help@demo-casino.test',
        support_phone: '+91 80 4000 1234',
      },
    }),
    '/api/arks/web/footer': ok({ list: [contentEntryFixture()] }),
    '/api/arks/web/web-mobile-footer': ok({ list: [contentEntryFixture({ title: 'Terms', url: 'faq/4' })] }),
    '/api/arks/web/float': ok({ list: [] }),
    '/api/template_config': ok({ template: 'H5_1', config: { show_jackpot: true, show_marquee: true } }),
    '/api/web/model_setting': ok({ version: 1, list: [] }),
    '/api/web/model_sponsor': ok({ version: 1, list: [] }),
    '/api/arks/web/carousel_picture': (body) =>
      ok({
        web_carousel_picture_list: [
          bannerFixture({ id: 1, use_type: (body as { use_type: 0 | 2 }).use_type }),
          bannerFixture({ id: 2, title: 'Second', link_type: 1, link_url: 'discount/2' }),
        ],
      }),
    '/api/arks/web/announcement/marquee': ok({
      web_announcement_list: [
        announcementFixture({ id: 1, content: 'Hello visitors' }),
        announcementFixture({ id: 2, content: 'Members only', display_before_login: 0 }),
      ],
    }),
    '/api/v2/get_jackpot': ok({ jackpot_amount_total: '1234567.89' }),
    // Content: no pop-up discount notices unless a test gives some, the default register background.
    '/api/arks/web/bulletin': ok({ list: [], setting: { display_frequency: 1 } }),
    '/api/arks/web/bulletin/member': ok({ list: [], setting: { display_frequency: 1 } }),
    '/api/arks/web/model/register-background/detail': ok({ detail: { photo: '' } }),
    '/api/captcha': ok(captchaFixture()),
    '/api/arks/web/register-settings': ok({ list: registerSettingsFixture(), sms_countdown_seconds: 300, minimum_age: 18 }),
    '/api/arks/web/register-settings/service-agreement': ok({
      list: [{ id: 1, title: 'Terms of service', content: 'Play fair.' }],
    }),
    '/api/arks/web/check-agent-domain': ok({ is_valid: false, currency: '', agent_id: '' }),
    '/api/member/profile/my_cash': ok(myCashFixture()),
    '/api/arks/web/cash_surplus/check': ok({ active: 0 }),
    // Engagement: no letters, no red envelope, no sign-in calendar unless a test gives some.
    '/api/arks/web/member/letter': ok({ list: [], total_count: 0, unread_count: 0 }),
    '/api/arks/web/activity/red_envelope_promotion': ok([]),
    '/api/v3/game_list': ok({
      list: [
        gameTypeFixture(),
        gameTypeFixture({
          gt_id: 3,
          gt_key: 'live_casino',
          gt_name: 'LIVE CASINO',
          gp_list: [providerFixture({ id: 2, gp_id: 20, gp_name: 'House Live', game_type: 3 })],
        }),
      ],
    }),
  };
}

export function installSiteApi(overrides: Record<string, FakeHandler | FakeReply> = {}) {
  return installFakeApi({ ...siteApiHandlers(), ...overrides });
}
