import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStoredSession, dropSignInOffer, getSession, offerSignIn, saveSession } from '../../../lib/session.ts';
import { ok } from '../../../test/fake-api.ts';
import { memberLayoutFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { installSiteApi } from '../../../test/site-api.ts';
import { SignInOfferDialog } from './sign-in-offer-dialog.tsx';

const VICTIM = { token: 'tok-victim', memberId: 7, account: 'victim07', currency: 'INR' };
/** What an attack link claims: a harmless-looking account name over the attacker's real token. */
const ATTACK = { token: 'tok-attacker', memberId: 7, account: 'victim07', currency: 'INR' };

function serverLayouts() {
  return {
    '/api/member/profile/common/layout': (_body: unknown, init: RequestInit) => {
      const auth = new Headers(init.headers).get('authorization');
      if (auth === 'Bearer tok-victim')
        return ok(memberLayoutFixture({ id: 7, member_account: 'victim07', member_currency: 'INR' }));
      if (auth === 'Bearer tok-attacker')
        return ok(memberLayoutFixture({ id: 666, member_account: 'attacker66', member_currency: 'INR' }));
      // A session past half its life is handed a new token by the call that checks it.
      if (auth === 'Bearer tok-old')
        return {
          ...ok(memberLayoutFixture({ id: 5, member_account: 'player05', member_currency: 'INR' })),
          headers: { authorization: 'Bearer tok-renewed' },
        };
      return { status: 401, body: { code: 401, message: 'unauthorised', data: null } };
    },
  };
}

describe('a sign-in handed over in an address', () => {
  beforeEach(() => {
    installSiteApi(serverLayouts());
  });
  afterEach(() => {
    act(() => dropSignInOffer());
    clearStoredSession();
  });

  it('signs in with the token the check handed out when the offered one was renewed', async () => {
    await renderWithProviders(<SignInOfferDialog />);
    act(() => offerSignIn({ session: { ...ATTACK, token: 'tok-old' }, startedHere: false }));
    fireEvent.click(await screen.findByTestId('sign-in-offer-accept'));
    await waitFor(() => expect(getSession()).toMatchObject({ memberId: 5, token: 'tok-renewed' }));
  });

  it('asks a signed-in member first, naming the account the server found, and "stay" changes nothing', async () => {
    saveSession(VICTIM);
    await renderWithProviders(<SignInOfferDialog />);
    act(() => offerSignIn({ session: ATTACK, startedHere: false }));

    const dialog = await screen.findByTestId('sign-in-offer');
    expect(dialog.textContent).toContain('You are signed in as victim07');
    expect(dialog.textContent).toContain('attacker66');
    // Enter or Escape lands on "stay".
    expect(document.activeElement).toBe(screen.getByTestId('sign-in-offer-keep'));
    fireEvent.click(screen.getByTestId('sign-in-offer-keep'));
    await waitFor(() => expect(screen.queryByTestId('sign-in-offer')).toBeNull());
    expect(getSession()).toEqual(VICTIM);
    expect(window.localStorage.getItem('token')).toBe('tok-victim');
  });

  it('switches only when the person accepts', async () => {
    saveSession(VICTIM);
    await renderWithProviders(<SignInOfferDialog />);
    act(() => offerSignIn({ session: ATTACK, startedHere: false }));
    fireEvent.click(await screen.findByTestId('sign-in-offer-accept'));
    await waitFor(() => expect(getSession()).toMatchObject({ memberId: 666, account: 'attacker66', token: 'tok-attacker' }));
  });

  it('asks a visitor too, even for a sign-in that names itself; a third-party sign-in started here needs no answer', async () => {
    await renderWithProviders(<SignInOfferDialog />);
    act(() => offerSignIn({ session: ATTACK, startedHere: false }));
    const dialog = await screen.findByTestId('sign-in-offer');
    expect(dialog.textContent).toContain('This link signs you in as attacker66');
    expect(getSession()).toBeNull();
    act(() => dropSignInOffer());

    act(() => offerSignIn({ session: { ...ATTACK, memberId: 666, account: 'attacker66' }, startedHere: true }));
    await waitFor(() => expect(getSession()).toMatchObject({ memberId: 666 }));
    expect(screen.queryByTestId('sign-in-offer')).toBeNull();
  });

  it('a signed-in member switching accounts is asked even after a sign-in started here', async () => {
    saveSession(VICTIM);
    await renderWithProviders(<SignInOfferDialog />);
    act(() => offerSignIn({ session: ATTACK, startedHere: true }));
    expect(await screen.findByTestId('sign-in-offer')).toBeTruthy();
    expect(getSession()).toEqual(VICTIM);
  });

  it('keeps the member signed in here when the link is theirs, and drops a dead token with a message', async () => {
    saveSession(VICTIM);
    await renderWithProviders(<SignInOfferDialog />);
    act(() => offerSignIn({ session: { ...VICTIM, token: 'tok-victim' }, startedHere: false }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('sign-in-offer')).toBeNull();
    expect(getSession()).toEqual(VICTIM);

    act(() => offerSignIn({ session: { ...VICTIM, token: 'tok-dead' }, startedHere: false }));
    expect(await screen.findByText('This sign-in link is no longer valid.')).toBeTruthy();
    expect(screen.queryByTestId('sign-in-offer')).toBeNull();
    // The dead token's refusal did not end the member's own session.
    expect(getSession()).toEqual(VICTIM);
  });
});
