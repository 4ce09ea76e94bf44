import type { Page } from '@playwright/test';
import { CURRENCY_CODES } from '../../packages/contract/src/currencies.ts';
import { LANGUAGES as LANGUAGES_OF_CONTRACT } from '../../packages/contract/src/languages.ts';
import { apiCall } from './api.ts';
import { expect, test } from './fixtures.ts';
import { openSignedIn, registerMember } from './members.ts';

/**
 * In every language but English, no visible text of the home page (a visitor on a desktop, a member on a phone with
 * the bottom navigation), a game hall and the member centre is left in English. Allowed: brand, provider and game names, currency codes, numbers,
 * the member's account name and the language switcher's own names. One browser context per language visits every page.
 */

const LANGUAGES = ['zh_CN', 'zh_TW', 'vi_VN', 'ko_KR', 'ja_JP', 'th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'] as const;
type Language = (typeof LANGUAGES)[number] | 'en_US';

const currencyCodes: readonly string[] = CURRENCY_CODES;
const nativeNames: readonly string[] = LANGUAGES_OF_CONTRACT.map((l) => l.nativeName);

/** Brand names of the demo operator and of the products its texts name. */
const BRANDS = ['Royal Ace Casino', 'Royal Ace', 'Lotus Win', 'Prime Sports', 'Live Vegas', 'House Games'];
/** Terms the sites of the region write in Latin letters in every language ("VIP 会员", "สมาชิก VIP"). */
const TERMS = ['VIP'];

type Shown = { text: string; where: string };

/** Visible text nodes (and input placeholders) of the page, each with a short path to where it is. */
async function visibleTexts(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    const found: { text: string; where: string }[] = [];
    const describe = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && parts.length < 3; e = e.parentElement) {
        const id = e.getAttribute('data-testid');
        parts.unshift(
          id ? `${e.tagName.toLowerCase()}[${id}]` : `${e.tagName.toLowerCase()}${e.classList[0] ? `.${e.classList[0]}` : ''}`,
        );
      }
      return parts.join(' > ');
    };
    const visible = (el: Element) => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!el || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'OPTION'].includes(el.tagName) || !visible(el)) continue;
      found.push({ text, where: describe(el) });
    }
    const inputs = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]');
    for (const input of Array.from(inputs)) {
      if (input.placeholder.trim() && visible(input))
        found.push({ text: input.placeholder.trim(), where: `${describe(input)} placeholder` });
    }
    // game names as the catalogue gives them are names, like brands
    const names = document.querySelectorAll(
      '[data-testid="game-tile"] .game-tile__name, [data-testid="game-tile"] .game-tile__monogram',
    );
    for (const name of Array.from(names)) {
      found.push({ text: name.textContent ?? '', where: 'game-name' });
    }
    return found;
  });
}

/** What is left of a text once the allowed names, codes and numbers are taken out. */
function withoutAllowed(text: string, allowed: readonly string[]): string {
  let rest = text;
  for (const name of allowed) rest = rest.split(name).join(' ');
  return rest.replace(new RegExp(`\\b(${currencyCodes.join('|')})\\b`, 'g'), ' ').replace(/[\d.,:%/+\-–—()]+/g, ' ');
}

// A test per language, so that the two workers share them; each visits both layouts in one browser context.
for (const checked of LANGUAGES) {
  test(`no visible text of the main screens is left in English in ${checked}`, async ({ browser, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one browser context visits both layouts');
    // Vietnamese, written in Latin letters, is compared with the English screens, visited first.
    test.setTimeout(checked === 'vi_VN' ? 180_000 : 120_000);

    const catalogue = await apiCall(request, '/v3/game_list', {
      site_id: 1,
      currency: 'INR',
      support_device: 1,
      template: 'site02',
    });
    const providers = (catalogue.list as { gp_list: { gp_name: string }[] }[]).flatMap((t) => t.gp_list.map((p) => p.gp_name));
    const member = await registerMember(request);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': member.headers['x-forwarded-for'] as string });

    const inLanguage = (language: Language) =>
      context.addCookies([{ name: 'i18n_redirected', value: language, url: 'http://127.0.0.1' }]);
    const ready = async (language: Language, marker: string) => {
      await expect(page.locator('body')).toHaveClass(new RegExp(`lang-${language}`));
      await expect(page.getByTestId(marker).first()).toBeVisible({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      return visibleTexts(page);
    };
    const open = async (language: Language, path: string, marker: string) => {
      await page.goto(path);
      return ready(language, marker);
    };

    /** The screens of one language: the visitor's home, then signed in the phone home, a game hall, the member centre. */
    const screens: { name: string; show: (language: Language) => Promise<Shown[]> }[] = [
      {
        name: 'home (visitor)',
        show: async (language) => {
          await page.setViewportSize({ width: 1280, height: 800 });
          await page.evaluate(() => localStorage.clear()).catch(() => undefined);
          return open(language, '/', 'banner-carousel');
        },
      },
      {
        name: 'home on a phone (member)',
        show: async (language) => {
          await page.setViewportSize({ width: 360, height: 780 });
          await openSignedIn(page, member, '/', language);
          return ready(language, 'mobile-bottom-nav');
        },
      },
      {
        name: 'game hall 3 (member)',
        show: async (language) => {
          await page.setViewportSize({ width: 1280, height: 800 });
          return open(language, '/gameHall/3', 'game-hall-page');
        },
      },
      { name: 'member centre', show: (language) => open(language, '/user', 'user-centre') },
    ];

    // English first: what a Latin-script language (Vietnamese) must not repeat.
    const english = new Map<string, Set<string>>();
    const offenders: string[] = [];
    for (const language of checked === 'vi_VN' ? (['en_US', checked] as const) : [checked]) {
      await inLanguage(language);
      for (const screen of screens) {
        const texts = await screen.show(language);
        const gameNames = texts.filter((t) => t.where === 'game-name').map((t) => t.text);
        const allowed = [...BRANDS, ...TERMS, ...providers, ...gameNames, ...nativeNames, member.account].sort(
          (a, b) => b.length - a.length,
        );
        if (language === 'en_US') {
          english.set(screen.name, new Set(texts.map((t) => t.text)));
          continue;
        }
        for (const { text, where } of texts) {
          if (where === 'game-name') continue;
          const latin = /[A-Za-z]{2,}/.test(withoutAllowed(text, allowed));
          const left = language === 'vi_VN' ? latin && (english.get(screen.name)?.has(text) ?? false) : latin;
          if (left) offenders.push(`${language} ${screen.name}: "${text}" at ${where}`);
        }
      }
    }
    await context.close();
    if (offenders.length > 0) console.log(`Text left in English:\n${offenders.join('\n')}`);
    expect(offenders, 'visible text left in English').toEqual([]);
  });
}
