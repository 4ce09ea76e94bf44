import { memberLayoutCall } from '@casino/contract/calls/member-calls.ts';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, ok } from '../test/fake-api.ts';
import { callApi } from './api-client.ts';
import {
  applyEncryptedLaunch,
  applyLaunchSignIn,
  clearStoredSession,
  dropSignInOffer,
  getSession,
  parseLaunchSignIn,
  type SignInOffer,
  saveSession,
  useSignInOffer,
} from './session.ts';

/** The sign-in offer waiting for the dialog, read as a component would. */
function currentOffer(): SignInOffer | null {
  return renderHook(() => useSignInOffer()).result.current;
}

function fakeHistory() {
  return { state: { idx: 0 }, replaceState: vi.fn() };
}

describe('launch sign-in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    dropSignInOffer();
    clearStoredSession();
  });

  it('reads tk, member_account, member_currency and member_id, and keeps the other parameters', () => {
    const launch = parseLaunchSignIn(
      '?tk=abc&member_account=player01&member_currency=INR&member_id=42&pwa=1&member_type=2&ref=x',
    );
    expect(launch.session).toEqual({ token: 'abc', memberId: 42, account: 'player01', currency: 'INR' });
    expect(launch.pwa).toBe('1');
    expect(launch.memberType).toBe('2');
    expect(launch.search).toBe('?ref=x');
    expect(launch.found).toBe(true);
  });

  it('signs nobody in unless all four are present and the member id is a number', () => {
    expect(parseLaunchSignIn('?tk=abc&member_account=p&member_currency=INR').session).toBeNull();
    expect(parseLaunchSignIn('?tk=abc&member_account=p&member_currency=INR&member_id=x1').session).toBeNull();
    expect(parseLaunchSignIn('?tk=&member_account=p&member_currency=INR&member_id=1').session).toBeNull();
    expect(parseLaunchSignIn('?gt_id=2').found).toBe(false);
  });

  it('offers the member without storing anything, and strips the parameters from the address', () => {
    saveSession({ token: 'mine', memberId: 7, account: 'victim07', currency: 'INR' });
    const history = fakeHistory();
    const offered = applyLaunchSignIn(
      { pathname: '/gameHall/3', search: '?tk=abc&member_account=player01&member_currency=USD&member_id=42&pwa=1', hash: '#top' },
      history,
    );
    expect(offered?.memberId).toBe(42);
    expect(currentOffer()).toEqual({
      session: { token: 'abc', memberId: 42, account: 'player01', currency: 'USD' },
      startedHere: false,
    });
    // The session this browser holds is untouched until the person says otherwise.
    expect(window.localStorage.getItem('token')).toBe('mine');
    expect(window.localStorage.getItem('member_id')).toBe('7');
    expect(getSession()).toEqual({ token: 'mine', memberId: 7, account: 'victim07', currency: 'INR' });
    expect(window.localStorage.getItem('pwa')).toBe('1');
    expect(history.replaceState).toHaveBeenCalledWith(history.state, '', '/gameHall/3#top');
  });

  it('with skipReloadGetInfo set only clears that flag, but still keeps member_type and cleans the address', () => {
    window.localStorage.setItem('skipReloadGetInfo', '1');
    const history = fakeHistory();
    const stored = applyLaunchSignIn(
      { pathname: '/', search: '?tk=abc&member_account=p1&member_currency=USD&member_id=42&member_type=3', hash: '' },
      history,
    );
    expect(stored).toBeNull();
    expect(window.localStorage.getItem('skipReloadGetInfo')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('member_type')).toBe('3');
    expect(getSession()).toBeNull();
    expect(history.replaceState).toHaveBeenCalledWith(history.state, '', '/');
  });

  it('leaves an address without launch parameters alone', () => {
    const history = fakeHistory();
    expect(applyLaunchSignIn({ pathname: '/', search: '?id=5', hash: '' }, history)).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('exchanges an encrypted launch value through /get_info_data', async () => {
    const fetchMock = installFakeApi({
      '/api/get_info_data': ok(JSON.stringify({ tk: 'tok', member_id: 9, member_account: 'p9', member_currency: 'VND' })),
    });
    const history = fakeHistory();
    const stored = await applyEncryptedLaunch({ pathname: '/', search: '?enc=sealed&x=1', hash: '' }, history);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ enc: 'sealed' });
    expect(stored).toEqual({ token: 'tok', memberId: 9, account: 'p9', currency: 'VND' });
    expect(currentOffer()?.session.token).toBe('tok');
    expect(getSession()).toBeNull();
    expect(history.replaceState).toHaveBeenCalledWith(history.state, '', '/?x=1');
  });

  it('replaces the address with / when the exchange fails', async () => {
    installFakeApi({ '/api/get_info_data': { body: { code: 101, message: 'account_error', data: null } } });
    const history = fakeHistory();
    expect(await applyEncryptedLaunch({ pathname: '/user/Info', search: '?enc=bad', hash: '' }, history)).toBeNull();
    expect(history.replaceState).toHaveBeenCalledWith(history.state, '', '/');
    expect(getSession()).toBeNull();
  });

  it('follows a renewed token handed out in a reply header', async () => {
    saveSession({ token: 'old', memberId: 1, account: 'a', currency: 'USD' });
    installFakeApi({
      '/api/member/profile/common/layout': {
        body: { code: 1000, message: 'ok', data: null },
        headers: { authorization: 'Bearer renewed' },
      },
    });
    await callApi(memberLayoutCall, {}).catch(() => {});
    expect(window.localStorage.getItem('token')).toBe('renewed');
    expect(getSession()).toEqual({ token: 'renewed', memberId: 1, account: 'a', currency: 'USD' });
  });

  it('keeps no renewed token or refusal of a call that sent a token of its own, or one no longer stored', async () => {
    saveSession({ token: 'mine', memberId: 1, account: 'a', currency: 'USD' });
    installFakeApi({
      '/api/member/profile/common/layout': (_body, init) =>
        new Headers(init.headers).get('authorization') === 'Bearer other'
          ? { status: 401, body: { code: 401, message: 'unauthorised', data: null } }
          : { body: { code: 1000, message: 'ok', data: null }, headers: { authorization: 'Bearer renewed' } },
    });
    await callApi(memberLayoutCall, {}, { token: 'other' }).catch(() => {});
    expect(window.localStorage.getItem('token')).toBe('mine');
    await callApi(memberLayoutCall, {}, { token: 'given' }).catch(() => {});
    expect(window.localStorage.getItem('token')).toBe('mine');

    // A reply that lands after a logout does not bring the token back.
    const late = callApi(memberLayoutCall, {}).catch(() => {});
    clearStoredSession();
    await late;
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
