import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authModals } from '../features/auth/auth-modals.ts';
import { clearStoredSession, dropSignInOffer, offerSignIn, saveSession } from '../lib/session.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { installSiteApi } from '../test/site-api.ts';
import { MemberOnly } from './member-only.tsx';

const MEMBER = { token: 'tok', memberId: 7, account: 'player01', currency: 'INR' };

describe('a member-only page', () => {
  afterEach(() => {
    act(() => {
      dropSignInOffer();
      authModals.close();
    });
    clearStoredSession();
  });

  it('asks a visitor to log in', async () => {
    installSiteApi();
    await renderWithProviders(<MemberOnly title="Records">secret</MemberOnly>);
    expect(authModals.get()).toEqual({ kind: 'login', tab: 'login' });
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('opens no login dialog by itself when the member logs out on it', async () => {
    installSiteApi();
    saveSession(MEMBER);
    await renderWithProviders(<MemberOnly title="Records">secret</MemberOnly>);
    expect(screen.getByText('secret')).toBeTruthy();
    act(() => clearStoredSession());
    expect(screen.queryByText('secret')).toBeNull();
    expect(authModals.get()).toBeNull();
  });

  it('waits for the answer to a sign-in handed over in the address before asking for a login', async () => {
    installSiteApi();
    offerSignIn({ session: MEMBER, startedHere: false });
    await renderWithProviders(<MemberOnly title="Records">secret</MemberOnly>);
    expect(authModals.get()).toBeNull();
    act(() => dropSignInOffer());
    expect(authModals.get()).toEqual({ kind: 'login', tab: 'login' });
  });
});
