import type { Browser, Page } from '@playwright/test';
import { apiCall } from './api.ts';
import { closePopUpNotices, expect, test } from './fixtures.ts';
import { findLayoutFaults, settled } from './layout-check.ts';
import { creditMember, type Member, openSignedIn, registerMember } from './members.ts';

/**
 * What a player saw on a walk through the site on a 1440 px desktop in Thai and a 360 px phone in Simplified Chinese
 * (docs/decisions/0045): the menu whole beside the account corner, floating buttons over no content, game names,
 * badges, payment methods, information pages and date filters in the page's language, tiles without words, the
 * house pages' money as the site writes it, no keyboard hint on a touch screen and a one-line Rebet.
 */

type GameTypes = { list: { gt_id: number; gp_list: { gp_id: number; gp_name: string }[] }[] };

async function inLanguage(page: Page, language: string) {
  await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: 'http://127.0.0.1' }]);
}

/**
 * Runs in the page: content of `main` that a floating button covers, scrolled through the whole page. Content is what
 * a player reads or uses (text, pictures, controls); a button inside a solid bar at the window's bottom edge (as the
 * phone's navigation) covers only what the page has scrolled under that bar, whose room the page keeps below its end.
 */
async function coveredByFloats(page: Page, floats: string): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const found = new Set<string>();
    const step = Math.max(120, Math.floor(window.innerHeight / 3));
    const intersects = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    /** The bar at the window's bottom edge the element sits on: fixed, the window's width, drawn solid. */
    const solidBarOf = (element: Element): DOMRect | null => {
      let solid = false;
      for (let e: Element | null = element; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        const box = e.getBoundingClientRect();
        const spans = box.left <= 0.5 && box.right >= document.documentElement.clientWidth - 0.5;
        const opaque = /^rgb\(/.test(style.backgroundColor) || /^rgba\(.*,\s*1\)$/.test(style.backgroundColor);
        if (spans && opaque) solid = true;
        if (style.position !== 'fixed') continue;
        return solid && Math.abs(box.bottom - window.innerHeight) <= 1 ? box : null;
      }
      return null;
    };
    /** The part of an element's box that is drawn: cut by the ancestors that clip what overflows them. */
    const drawn = (element: Element): DOMRect => {
      const box = element.getBoundingClientRect();
      let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
      for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = e.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, clip.left),
          Math.max(top, clip.top),
          Math.min(right, clip.right),
          Math.min(bottom, clip.bottom),
        ];
      }
      return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
    };
    const content = () =>
      Array.from(document.querySelectorAll('main *')).filter((element) => {
        const box = drawn(element);
        if (box.width === 0 || box.height === 0 || !element.checkVisibility({ visibilityProperty: true })) return false;
        const own = Array.from(element.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        return own || element.matches('img, svg, button, a, input, select, [role="button"]');
      });
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    for (let y = 0; ; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const buttons = Array.from(document.querySelectorAll(selector)).filter((b) => b.getBoundingClientRect().width > 0);
      const items = content();
      for (const button of buttons) {
        const box = button.getBoundingClientRect();
        // A button on a solid bar covers nothing the bar does not hide already; the page's end keeps the bar's room.
        if (solidBarOf(button)) continue;
        for (const item of items) {
          if (intersects(box, drawn(item))) found.add(`${name(button)} covers ${name(item)}`);
        }
      }
      if (y + window.innerHeight >= document.documentElement.scrollHeight) {
        // At the end of the page nothing of the content is left under a bar.
        for (const button of buttons) {
          const bar = solidBarOf(button);
          if (!bar) continue;
          for (const item of items)
            if (intersects(item.getBoundingClientRect(), bar)) found.add(`page end under the bar: ${name(item)}`);
        }
        break;
      }
    }
    window.scrollTo(0, 0);
    return [...found];
  }, floats);
}

async function gameUrl(page: Page, member: Member, gameType: number, gameCode: string, language: string) {
  const types = await apiCall<GameTypes>(page.request, '/v3/game_list', {
    site_id: 1,
    currency: member.currency,
    support_device: 2,
    template: 'site02',
  });
  const house = types.list.find((t) => t.gt_id === gameType)?.gp_list.find((p) => p.gp_name === 'House Games');
  expect(house, `the house provider is in hall ${gameType}`).toBeTruthy();
  const response = await page.request.post('/api/member/game/play1', {
    data: { gpId: house?.gp_id, game_type: gameType, game_code: gameCode, lobby_url: '' },
    headers: { ...member.headers, lang: language },
  });
  const reply = await response.json();
  expect(reply.code, JSON.stringify(reply)).toBe(1000);
  return reply.data.game_url as string;
}

/** A phone's browser: 360 px wide, touch only. */
async function phone(browser: Browser, member: Member) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': member.headers['x-forwarded-for'] as string });
  const page = await context.newPage();
  await closePopUpNotices(page);
  return page;
}

test.describe('a walk on a 1440 px desktop in Thai', () => {
  test('the menu shows whole beside the account corner and the floating buttons cover no content', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one project is enough: the test sets its own window');
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const member = await registerMember(request);
    await openSignedIn(page, member, '/', 'th_TH');
    for (const path of ['/', '/gameHall/8', '/discount', '/user/TransactionRecord/Transaction']) {
      await page.goto(path);
      await expect(page.getByTestId('header-account')).toHaveText(member.account);
      await settled(page);
      const clipped = await page.evaluate(() => {
        const nav = document.querySelector('[data-testid="main-nav"]') as HTMLElement;
        const tools = document.querySelector('.site-header__tools')?.getBoundingClientRect();
        const box = nav.getBoundingClientRect();
        const links = Array.from(nav.querySelectorAll('a'));
        const cut = links
          .filter((a) => {
            const b = a.getBoundingClientRect();
            const overTools =
              tools && b.right > tools.left && b.left < tools.right && b.bottom > tools.top && b.top < tools.bottom;
            return b.left < box.left - 0.5 || b.right > box.right + 0.5 || overTools;
          })
          .map((a) => a.textContent);
        return { cut, scrolls: nav.scrollWidth > nav.clientWidth + 1, count: links.length };
      });
      expect(clipped, path).toEqual({ cut: [], scrolls: false, count: 5 });
      expect(await coveredByFloats(page, '[data-testid="float-stack"] > * > *, [data-testid="float-stack"] li'), path).toEqual(
        [],
      );
    }
  });

  test('game names, live badge, payment methods, information pages and date filters are in Thai; tiles carry no words', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one project is enough: the test sets its own window');
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const member = await registerMember(request);
    await openSignedIn(page, member, '/', 'th_TH');
    await settled(page);
    const names = await page.getByTestId('game-tile').locator('.game-tile__name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => /[A-Za-z]{2,}/.test(n))).toEqual([]);
    expect(names).toContain('เจ็ดนำโชค');

    // Every tile's picture: shapes only (a card's rank is no word).
    const pictures = await page
      .getByTestId('game-tile')
      .locator('img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    await page.goto('/gameHall/3');
    await expect(page.getByTestId('game-live-badge').first()).toHaveText('สด');
    pictures.push(
      ...(await page
        .getByTestId('game-tile')
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))),
    );
    expect(pictures.length).toBeGreaterThan(3);
    for (const src of pictures) {
      const svg = await (await request.get(src)).text();
      const words = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)]
        .map((m) => m[1])
        .filter((t) => !/^(10|[2-9AJQK])$/.test(t ?? ''));
      expect({ src, words, outlines: /<path\b[^>]*aria-label=/.test(svg) }).toEqual({ src, words: [], outlines: false });
    }

    await page.goto('/user/Fund/Deposit');
    await expect(page.getByText('ชำระเงินทดสอบ').first()).toBeVisible();
    await expect(page.getByText('Sandbox Pay')).toHaveCount(0);
    await expect(page.getByText('Bank transfer')).toHaveCount(0);

    await page.goto('/faq');
    await expect(page.getByTestId('faq-page')).toContainText('รอยัลเอซ คาสิโน');
    await expect(page.getByTestId('faq-page').getByRole('heading')).not.toContainText(['Royal Ace']);

    // The filters write their days as the table beside them writes its dates: day first.
    await page.goto('/user/TransactionRecord/Transaction');
    await creditMember(request, member, '25');
    await page.getByTestId('tx-search').click();
    const shown = await page.getByTestId('tx-start-shown').textContent();
    expect(shown).toMatch(/^\d{2}\/\d{2}\/20\d{2}$/);
    const start = await page.getByTestId('tx-start').inputValue();
    expect(shown).toBe(start.split('-').reverse().join('/'));
    // The site's day is drawn over the field, whose own parts (the browser's order) are not shown.
    const over = await page.getByTestId('tx-start').evaluate((input) => {
      const field = input.getBoundingClientRect();
      const day = input.parentElement?.querySelector('.date-field__shown')?.getBoundingClientRect();
      return (
        !!day &&
        day.width > 0 &&
        day.left >= field.left &&
        day.right <= field.right &&
        day.top >= field.top &&
        day.bottom <= field.bottom
      );
    });
    expect(over).toBe(true);
  });
});

test.describe('a walk on a 360 px phone in Simplified Chinese', () => {
  test('the check-in and red envelope buttons cover no content of the home page, the transaction record and the promotions', async ({
    browser,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one project is enough: the test sets its own window');
    test.setTimeout(120_000);
    const member = await registerMember(request, 'RMB');
    await creditMember(request, member, '500');
    const page = await phone(browser, member);
    await openSignedIn(page, member, '/', 'zh_CN');
    await expect(page.getByTestId('sign-in-open')).toBeVisible();
    for (const path of ['/', '/user/TransactionRecord/Transaction', '/discount']) {
      await page.goto(path);
      await expect(page.getByTestId('sign-in-open')).toBeVisible();
      await settled(page);
      expect(await coveredByFloats(page, '[data-testid="sign-in-open"], [data-testid="red-envelope-button"]'), path).toEqual([]);
    }
    await page.context().close();
  });

  test('the house pages write ¥, the slot page shows no keyboard hint, the roulette keeps its labels on one line', async ({
    browser,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one project is enough: the test sets its own window');
    test.setTimeout(120_000);
    const member = await registerMember(request, 'RMB');
    await creditMember(request, member, '500');
    const page = await phone(browser, member);
    await inLanguage(page, 'zh_CN');

    for (const [type, code] of [
      [7, 'house-virtual-football'],
      [8, 'house-cockfight'],
    ] as const) {
      await page.goto(await gameUrl(page, member, type, code, 'zh_CN'));
      await expect(page.getByTestId('house-balance')).toHaveText('¥500.00');
      await expect(page.locator('body')).not.toContainText('RMB');
    }

    await page.goto(await gameUrl(page, member, 2, 'house-lucky-sevens', 'zh_CN'));
    await expect(page.getByTestId('house-spin')).toBeVisible();
    await expect(page.locator('.keys')).toBeHidden();

    await page.goto(await gameUrl(page, member, 3, 'house-live-roulette', 'zh_CN'));
    await expect(page.getByTestId('live-rebet')).toBeVisible();
    const faults = (await page.evaluate(findLayoutFaults)).filter((f) => /live-(rebet|clear|confirm)/.test(f));
    expect(faults).toEqual([]);
    await page.context().close();
  });
});
