import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

const guarded = new WeakSet<Page>();

/** Closes the site's pop-up discount notice whenever it covers a page, as a player would. */
export async function closePopUpNotices(page: Page): Promise<void> {
  if (guarded.has(page)) return;
  guarded.add(page);
  // The notice can go by itself (the page it belongs to was left) while the handler runs: then there is nothing to do.
  await page.addLocatorHandler(page.getByTestId('pop-up-discount-close'), (close) =>
    close.dispatchEvent('click', undefined, { timeout: 2_000 }).catch(() => undefined),
  );
}

/**
 * The test of every spec but the pop-up's own (content.spec.ts): the demo site greets visitors and members with a
 * pop-up discount notice (SPEC section 4), which would otherwise stand over whatever a test clicks next. Game and
 * deposit windows a test opens get the same handler.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', (page) => void closePopUpNotices(page));
    await use(context);
  },
  page: async ({ page }, use) => {
    await closePopUpNotices(page);
    await use(page);
  },
});
