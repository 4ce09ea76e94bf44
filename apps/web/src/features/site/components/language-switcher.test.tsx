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
    expect([...select.options].map((o) => [o.value, o.textContent, o.lang])).toEqual([
      ['zh_CN', '简体中文', 'zh-CN'],
      ['en_US', 'English', 'en-US'],
      ['hi_IN', 'हिन्दी', 'hi-IN'],
    ]);
    expect(select.value).toBe('en_US');
  });

  it('saves the chosen language and reloads', async () => {
    const reload = vi.fn();
    await renderWithProviders(<LanguageSwitcher onReload={reload} />);
    fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: 'zh_CN' } });
    expect(getCookie('i18n_redirected')).toBe('zh_CN');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('refuses while a game is in progress and says why', async () => {
    window.localStorage.setItem('isPlay', '1');
    const reload = vi.fn();
    await renderWithProviders(<LanguageSwitcher onReload={reload} />);
    fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: 'zh_CN' } });
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('A game is in progress. Close it before changing the language.')).toBeTruthy();
  });
});
