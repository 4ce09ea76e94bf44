// Renders the app icon artwork (public/icons/app-icon.svg) into the PNG sizes the web app manifest names.
// Run after changing the artwork: node apps/web/build/render-app-icons.mjs (needs Chromium, as the browser tests do).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../../e2e/chromium-path.mjs';

const dir = join(import.meta.dirname, '..', 'public', 'icons');
const svg = readFileSync(join(dir, 'app-icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: join(dir, `app-icon-${size}.png`), omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
