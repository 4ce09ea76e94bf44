import type { Page } from '@playwright/test';

/**
 * Runs in the page: every visible button or link whose label breaks onto a second line or does not fit its box, and
 * a page wider than the window. A label is its text nodes: one that is laid out on two line boxes has wrapped (a
 * button may hold a title and a subtitle on lines of their own, each on one line). Controls that scroll sideways by
 * design (overflow-x auto) are not counted as overflowing, and links moved out of sight until focused (skip links)
 * are not looked at.
 */
export function findLayoutFaults(): string[] {
  const CONTROLS = 'button, a[href], [role="button"], [role="tab"], [role="menuitem"], select';
  const faults: string[] = [];
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.right <= 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none' && !element.closest('.visually-hidden, [hidden]');
  };
  const name = (element: Element) => {
    const testId = element.getAttribute('data-testid');
    const label = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}.${Array.from(element.classList).join('.')} "${label}"`;
  };
  const lines = (text: Text) => {
    const parent = text.parentElement;
    if (!parent) return 0;
    const style = getComputedStyle(parent);
    const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
    const range = document.createRange();
    range.selectNodeContents(text);
    const tops = Array.from(range.getClientRects())
      .filter((rect) => rect.width > 0.5)
      .map((rect) => rect.top)
      .sort((a, b) => a - b);
    let count = tops.length ? 1 : 0;
    for (let i = 1; i < tops.length; i += 1) if ((tops[i] ?? 0) - (tops[i - 1] ?? 0) > lineHeight / 2) count += 1;
    return count;
  };
  for (const control of Array.from(document.querySelectorAll(CONTROLS))) {
    // A link in an operator's prose (a notice, a promotion's text) runs on with its sentence and may break with it.
    if (!shown(control) || control.closest('.server-html')) continue;
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    let wrapped = false;
    for (let node = walker.nextNode(); node && !wrapped; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !shown(parent)) continue;
      wrapped = lines(node as Text) > 1;
    }
    const overflowX = getComputedStyle(control).overflowX;
    if (wrapped) faults.push(`label wraps: ${name(control)}`);
    else if (control.scrollWidth > control.clientWidth + 1 && overflowX !== 'auto' && overflowX !== 'scroll') {
      faults.push(`label overflows: ${name(control)} (${control.scrollWidth} > ${control.clientWidth})`);
    }
  }
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) faults.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
  return faults;
}

/**
 * Waits until the page has drawn its content: no placeholder or busy region left, and its fonts loaded. The language's
 * font sheet is added once the first render is painted (main.tsx): until it is there, no font is loading yet.
 */
export async function settled(page: Page) {
  await page.waitForFunction(
    () => {
      const fontSheet = Array.from(document.styleSheets).some((sheet) => /\/font-[a-z]{2}_[A-Z]{2}-/.test(sheet.href ?? ''));
      // A layout now starts the loads of the faces the page's text needs, so that the status below counts them.
      void document.body.offsetHeight;
      return (
        fontSheet &&
        document.querySelector('main') !== null &&
        document.querySelector('.skeleton, [aria-busy="true"]') === null &&
        document.fonts.status === 'loaded'
      );
    },
    undefined,
    { timeout: 15_000 },
  );
}
