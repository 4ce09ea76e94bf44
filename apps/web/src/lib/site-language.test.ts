import { describe, expect, it, vi } from 'vitest';
import { runtimeConfigFixture } from '../test/fixtures.ts';
import { getCookie, setCookie } from './cookies.ts';
import { changeSiteLanguage, chooseSiteLanguage, resolveSiteLanguage } from './site-language.ts';

describe('site language', () => {
  it('uses the i18n_redirected cookie when the site offers that language', () => {
    expect(chooseSiteLanguage({ cookie: 'zh_CN', languages: ['en_US', 'zh_CN'], defaultLanguage: 'en_US' })).toBe('zh_CN');
  });

  it('falls back to the default language for an unknown or unoffered cookie', () => {
    expect(chooseSiteLanguage({ cookie: 'ko_KR', languages: ['en_US', 'zh_CN'], defaultLanguage: 'zh_CN' })).toBe('zh_CN');
    expect(chooseSiteLanguage({ cookie: 'xx', languages: ['en_US'], defaultLanguage: 'en_US' })).toBe('en_US');
    expect(chooseSiteLanguage({ cookie: undefined, languages: ['en_US'], defaultLanguage: 'en_US' })).toBe('en_US');
  });

  it('reads the cookie at start-up', () => {
    setCookie('i18n_redirected', 'vi_VN');
    expect(resolveSiteLanguage(runtimeConfigFixture())).toBe('vi_VN');
  });

  it('saves a new language in the cookie and local storage, then reloads', () => {
    const reload = vi.fn();
    expect(changeSiteLanguage('zh_CN', 'en_US', reload)).toBe('changed');
    expect(getCookie('i18n_redirected')).toBe('zh_CN');
    expect(window.localStorage.getItem('i18n_redirected')).toBe('zh_CN');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does nothing when the language is already current', () => {
    const reload = vi.fn();
    expect(changeSiteLanguage('en_US', 'en_US', reload)).toBe('unchanged');
    expect(reload).not.toHaveBeenCalled();
  });

  it('refuses while a game is in progress', () => {
    setCookie('i18n_redirected', 'en_US');
    window.localStorage.setItem('isPlay', '1');
    const reload = vi.fn();
    expect(changeSiteLanguage('zh_CN', 'en_US', reload)).toBe('refusedGameInProgress');
    expect(getCookie('i18n_redirected')).toBe('en_US');
    expect(reload).not.toHaveBeenCalled();
  });
});
