import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeMemberWindows,
  closeThisMemberWindow,
  handleMemberLinkClick,
  memberNavigation,
  memberWindowKind,
  openMemberPath,
  popupFeatures,
} from './member-windows.ts';

function fakeWindow(name = '', popup: Partial<Window> | null = { focus: vi.fn(), close: vi.fn(), closed: false }) {
  const open = vi.fn((_url?: string | URL, _target?: string, _features?: string) => popup as Window | null);
  return { open, name, screen: { availWidth: 1920, availHeight: 1080 } };
}

function click(overrides: Partial<{ button: number; ctrlKey: boolean; metaKey: boolean }> = {}) {
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    preventDefault: vi.fn(),
    ...overrides,
  };
}

describe('member windows', () => {
  afterEach(() => closeMemberWindows());

  it('knows which paths open in a member window and of which kind', () => {
    expect(memberWindowKind('/user')).toBe('user');
    expect(memberWindowKind('/user/MyWallet?tab=1')).toBe('user');
    expect(memberWindowKind('/user/Fund/Deposit')).toBe('user');
    expect(memberWindowKind('/user/Deposit')).toBe('deposit');
    expect(memberWindowKind('/proxy/Plan')).toBe('proxy');
    expect(memberWindowKind('/fastPayment')).toBe('fastPayment');
    expect(memberWindowKind('/')).toBeNull();
    expect(memberWindowKind('/users')).toBeNull();
    expect(memberWindowKind('/discount/2')).toBeNull();
  });

  it('sizes the pop-up 1500x800, centred when the screen is known', () => {
    expect(popupFeatures()).toBe('width=1500,height=800,resizable=yes,scrollbars=yes');
    expect(popupFeatures({ availWidth: 1920, availHeight: 1080 })).toBe(
      'width=1500,height=800,left=210,top=140,resizable=yes,scrollbars=yes',
    );
  });

  it('opens a pop-up on desktop and the same tab on mobile, for other paths and inside a member window', () => {
    expect(memberNavigation('/user/Info', 'desktop')).toEqual({
      kind: 'popup',
      url: '/user/Info',
      name: 'userWindow',
      features: 'width=1500,height=800,resizable=yes,scrollbars=yes',
    });
    expect(memberNavigation('/proxy', 'desktop')).toMatchObject({ kind: 'popup', name: 'proxyWindow' });
    expect(memberNavigation('/fastPayment', 'desktop')).toMatchObject({ kind: 'popup', name: 'fpWindow' });
    expect(memberNavigation('/user/Info', 'mobile')).toEqual({ kind: 'same-tab', to: '/user/Info' });
    expect(memberNavigation('/discount', 'desktop')).toEqual({ kind: 'same-tab', to: '/discount' });
    expect(memberNavigation('/user/Fund/Deposit', 'desktop', 'userWindow')).toEqual({
      kind: 'same-tab',
      to: '/user/Fund/Deposit',
    });
  });

  it('desktop: window.open with 1500x800 and the window name, no navigation', () => {
    const win = fakeWindow();
    const navigate = vi.fn();
    expect(openMemberPath('/user/MyWallet', { mode: 'desktop', navigate, win })).toBe('popup');
    expect(win.open).toHaveBeenCalledOnce();
    const [url, name, features] = win.open.mock.calls[0] ?? [];
    expect(url).toBe('/user/MyWallet');
    expect(name).toBe('userWindow');
    expect(features).toContain('width=1500,height=800');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('mobile: navigates in the same tab without a pop-up', () => {
    const win = fakeWindow();
    const navigate = vi.fn();
    expect(openMemberPath('/user/MyWallet', { mode: 'mobile', navigate, win })).toBe('same-tab');
    expect(win.open).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/user/MyWallet');
  });

  it('a blocked pop-up falls back to the same tab', () => {
    const win = fakeWindow('', null);
    const navigate = vi.fn();
    expect(openMemberPath('/fastPayment', { mode: 'desktop', navigate, win })).toBe('same-tab');
    expect(navigate).toHaveBeenCalledWith('/fastPayment');
  });

  it('a link click opens the pop-up instead of following the link, except modified clicks and mobile', () => {
    const win = fakeWindow();
    const plain = click();
    handleMemberLinkClick(plain, '/user/Info', 'desktop', win);
    expect(plain.preventDefault).toHaveBeenCalledOnce();
    expect(win.open).toHaveBeenCalledWith('/user/Info', 'userWindow', expect.stringContaining('width=1500,height=800'));

    const newTab = click({ ctrlKey: true });
    handleMemberLinkClick(newTab, '/user/Info', 'desktop', win);
    expect(newTab.preventDefault).not.toHaveBeenCalled();

    const mobile = click();
    handleMemberLinkClick(mobile, '/user/Info', 'mobile', win);
    expect(mobile.preventDefault).not.toHaveBeenCalled();
    expect(win.open).toHaveBeenCalledOnce();
  });

  it('logging out closes the windows this page opened', () => {
    const user = { focus: vi.fn(), close: vi.fn(), closed: false };
    const proxy = { focus: vi.fn(), close: vi.fn(), closed: false };
    openMemberPath('/user', { mode: 'desktop', navigate: vi.fn(), win: fakeWindow('', user) });
    openMemberPath('/proxy', { mode: 'desktop', navigate: vi.fn(), win: fakeWindow('', proxy) });
    closeMemberWindows();
    expect(user.close).toHaveBeenCalledOnce();
    expect(proxy.close).toHaveBeenCalledOnce();
    closeMemberWindows();
    expect(user.close).toHaveBeenCalledOnce();
  });

  it('a member pop-up the site opened closes itself; a tab, or a pop-up whose opener is gone, does not', () => {
    const popup = (name: string, opener: { closed: boolean } | null) => ({ name, opener, close: vi.fn() });
    const userWindow = popup('userWindow', { closed: false });
    expect(closeThisMemberWindow(userWindow as unknown as Window)).toBe(true);
    expect(userWindow.close).toHaveBeenCalledOnce();
    const fastPayment = popup('fpWindow', { closed: false });
    expect(closeThisMemberWindow(fastPayment as unknown as Window)).toBe(true);
    for (const other of [popup('', { closed: false }), popup('userWindow', null), popup('userWindow', { closed: true })]) {
      expect(closeThisMemberWindow(other as unknown as Window)).toBe(false);
      expect(other.close).not.toHaveBeenCalled();
    }
  });
});
