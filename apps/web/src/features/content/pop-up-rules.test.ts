import type { BulletinItem } from '@casino/contract/calls/content-calls.ts';
import { describe, expect, it } from 'vitest';
import {
  forDevice,
  POP_UP_CLOSE_TIME_KEY,
  type PopUpState,
  readCloseTime,
  shouldShowPopUp,
  writeCloseTime,
} from './pop-up-rules.ts';

function item(overrides: Partial<BulletinItem> = {}): BulletinItem {
  return {
    id: 1,
    title: 'Weekend bonus',
    display_device: 0,
    display_content: 1,
    content: '<p>20% on deposits</p>',
    image: '',
    link_url: '',
    language: 'en_US',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const UPDATED = Date.parse('2026-11-20T10:00:00.000Z');

function state(overrides: Partial<PopUpState> = {}): PopUpState {
  return {
    items: [item()],
    loggedIn: false,
    closeTime: null,
    cancelledAt: null,
    loginModalOpen: false,
    onDepositPage: false,
    ...overrides,
  };
}

describe('shouldShowPopUp (SPEC section 4)', () => {
  it('never shows an empty list', () => {
    expect(shouldShowPopUp(state({ items: [] }))).toBe(false);
    expect(shouldShowPopUp(state({ items: [], loggedIn: true, onDepositPage: true }))).toBe(false);
  });

  it('shows a visitor the notices until closed, and again when one changed after the close', () => {
    expect(shouldShowPopUp(state())).toBe(true);
    expect(shouldShowPopUp(state({ closeTime: UPDATED + 1 }))).toBe(false);
    expect(shouldShowPopUp(state({ closeTime: UPDATED }))).toBe(false);
    expect(shouldShowPopUp(state({ closeTime: UPDATED - 1 }))).toBe(true);
    // One notice newer than the close is enough.
    const items = [item(), item({ id: 2, updated_at: '2026-11-21T10:00:00.000Z' })];
    expect(shouldShowPopUp(state({ items, closeTime: UPDATED + 1000 }))).toBe(true);
  });

  it('waits while a visitor has the login dialog open', () => {
    expect(shouldShowPopUp(state({ loginModalOpen: true }))).toBe(false);
  });

  it('stays closed after a cancel on this page until a notice changes', () => {
    expect(shouldShowPopUp(state({ cancelledAt: UPDATED + 5 }))).toBe(false);
    expect(shouldShowPopUp(state({ cancelledAt: UPDATED - 5 }))).toBe(true);
  });

  it('shows a member the notices only while no close time is stored this session, whatever the notices', () => {
    expect(shouldShowPopUp(state({ loggedIn: true }))).toBe(true);
    expect(shouldShowPopUp(state({ loggedIn: true, closeTime: UPDATED - 1 }))).toBe(false);
    // The login dialog concerns visitors only.
    expect(shouldShowPopUp(state({ loggedIn: true, loginModalOpen: true }))).toBe(true);
  });

  it('always shows a member the notices on the deposit page, unless closed there', () => {
    expect(shouldShowPopUp(state({ loggedIn: true, onDepositPage: true, closeTime: UPDATED + 1 }))).toBe(true);
    expect(shouldShowPopUp(state({ loggedIn: true, onDepositPage: true, cancelledAt: UPDATED + 1 }))).toBe(false);
  });
});

describe('forDevice', () => {
  const all = item({ id: 1, display_device: 0 });
  const desktop = item({ id: 2, display_device: 1 });
  const phone = item({ id: 3, display_device: 2 });
  it('keeps notices for every screen and for the asking screen', () => {
    expect(forDevice([all, desktop, phone], 1).map((i) => i.id)).toEqual([1, 2]);
    expect(forDevice([all, desktop, phone], 2).map((i) => i.id)).toEqual([1, 3]);
    expect(forDevice([all, desktop, phone], 3).map((i) => i.id)).toEqual([1, 3]);
  });
});

describe('close time', () => {
  it('lives in session storage under popUpDiscountModalCloseTime', () => {
    window.sessionStorage.clear();
    expect(readCloseTime()).toBeNull();
    writeCloseTime(1234);
    expect(window.sessionStorage.getItem(POP_UP_CLOSE_TIME_KEY)).toBe('1234');
    expect(readCloseTime()).toBe(1234);
    window.sessionStorage.setItem(POP_UP_CLOSE_TIME_KEY, 'garbage');
    expect(readCloseTime()).toBeNull();
    window.sessionStorage.clear();
  });
});
