import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getCookie } from '../../../lib/cookies.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

describe('LanguageSwitcher', () => {
  it("lists the site's languages by their own names, with the current one selected", async () => {
    await renderWithProviders(<LanguageSwitcher />, { config: { LANGUAGES: ['en_US', 'zh_CN', 'hi_IN'] } });
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.dataset.testid).toBe('language-switcher');
    // Before the player reaches for it, only the current language is in it (no shaping of every script at start).
    expect([...select.options].map((o) => o.value)).toEqual(['en_US']);
    fireEvent.focus(select);
    expect([...select.options].map((o) => [o.value, o.textContent, o.lang])).toEqual([
      ['zh_CN', '简体中文', 'zh-CN'],
      ['en_US', 'English', 'en-US'],
      ['hi_IN', 'हिन्दी', 'hi-IN'],
    ]);
    expect(select.value).toBe('en_US');
  });

  it('lists them all as soon as a pointer or a finger reaches it', async () => {
    await renderWithProviders(<LanguageSwitcher />, { config: { LANGUAGES: ['en_US', 'zh_CN', 'hi_IN'] } });
    const select = screen.getByTestId('language-switcher') as HTMLSelectElement;
    fireEvent.pointerDown(select);
    expect(select.options).toHaveLength(3);
  });

  it('saves the chosen language and reloads', async () => {
    const reload = vi.fn();
    await renderWithProviders(<LanguageSwitcher onReload={reload} />);
    fireEvent.focus(screen.getByTestId('language-switcher'));
    fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: 'zh_CN' } });
    expect(getCookie('i18n_redirected')).toBe('zh_CN');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('refuses while a game is in progress and says why', async () => {
    window.localStorage.setItem('isPlay', '1');
    const reload = vi.fn();
    await renderWithProviders(<LanguageSwitcher onReload={reload} />);
    fireEvent.focus(screen.getByTestId('language-switcher'));
    fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: 'zh_CN' } });
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('A game is in progress. Close it before changing the language.')).toBeTruthy();
  });
});
