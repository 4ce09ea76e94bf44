import { LANGUAGE_CODES, type LanguageCode } from '@casino/contract/languages.ts';
import { describe, expect, it, vi } from 'vitest';
import { loadLanguageFonts } from './language-fonts.ts';

function fakeStyles(result: (language: LanguageCode) => Promise<unknown> = () => Promise.resolve({})) {
  const loaders = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, vi.fn(() => result(code))])) as Record<
    LanguageCode,
    ReturnType<typeof vi.fn<() => Promise<unknown>>>
  >;
  return loaders;
}

describe('language fonts', () => {
  it("loads the page language's font style sheet and no other", async () => {
    const styles = fakeStyles();
    await loadLanguageFonts('th_TH', styles);
    expect(styles.th_TH).toHaveBeenCalledOnce();
    for (const code of LANGUAGE_CODES) if (code !== 'th_TH') expect(styles[code]).not.toHaveBeenCalled();
  });

  it('a style sheet that cannot be loaded leaves the fallback fonts, without an error', async () => {
    const styles = fakeStyles(() => Promise.reject(new Error('offline')));
    await expect(loadLanguageFonts('zh_CN', styles)).resolves.toBeUndefined();
  });

  it("every language's style sheet is served by the build's plugin", async () => {
    for (const code of LANGUAGE_CODES) {
      await expect(import(/* @vite-ignore */ `virtual:site-fonts/${code}.css`)).resolves.toBeDefined();
    }
  });
});
