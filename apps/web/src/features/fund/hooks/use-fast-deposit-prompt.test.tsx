import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCookie, setCookie } from '../../../lib/cookies.ts';
import { clearStoredSession, saveSession } from '../../../lib/session.ts';
import { FAST_DEPOSIT_COOKIE, useFastDepositPrompt } from './use-fast-deposit-prompt.ts';

function member() {
  saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
}

describe('useFastDepositPrompt', () => {
  it('clears the isFastDeposit cookie of a signed-in member and asks for the fast payment window once', () => {
    member();
    setCookie(FAST_DEPOSIT_COOKIE, 'true');
    const { result, rerender } = renderHook(() => useFastDepositPrompt());
    expect(result.current).toBe(true);
    expect(getCookie(FAST_DEPOSIT_COOKIE)).toBeUndefined();
    rerender();
    expect(result.current).toBe(true);
  });

  it('does nothing without the cookie or with another value', () => {
    member();
    expect(renderHook(() => useFastDepositPrompt()).result.current).toBe(false);
    setCookie(FAST_DEPOSIT_COOKIE, 'false');
    expect(renderHook(() => useFastDepositPrompt()).result.current).toBe(false);
    expect(getCookie(FAST_DEPOSIT_COOKIE)).toBe('false');
  });

  it('keeps a visitor’s flag until they log in', () => {
    clearStoredSession();
    setCookie(FAST_DEPOSIT_COOKIE, 'true');
    const { result } = renderHook(() => useFastDepositPrompt());
    expect(result.current).toBe(false);
    expect(getCookie(FAST_DEPOSIT_COOKIE)).toBe('true');
    act(() => member());
    expect(result.current).toBe(true);
    expect(getCookie(FAST_DEPOSIT_COOKIE)).toBeUndefined();
  });
});
