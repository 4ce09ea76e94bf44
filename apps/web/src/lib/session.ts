import { getInfoDataCall, launchSignIn } from '@casino/contract/calls/auth-calls.ts';
import { callApi } from './api-client.ts';
import { clearToken, getToken, onTokenChange, setToken } from './auth-token.ts';
import { createStore, useStore } from './create-store.ts';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/** The signed-in member as kept in local storage (SPEC section 3: token, member_id, member_account, currency). */
export type MemberSession = {
  token: string;
  memberId: number;
  account: string;
  currency: string;
};

/** Query keys of member data start with this, so that logging out drops them all at once. */
export const MEMBER_QUERY_ROOT = 'member';

function parseMemberId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The session local storage holds, or null when the token or the member id is missing. */
export function readStoredSession(): MemberSession | null {
  const token = getToken();
  const memberId = parseMemberId(readStorage(STORAGE_KEYS.memberId));
  if (!token || memberId === null) return null;
  return {
    token,
    memberId,
    account: readStorage(STORAGE_KEYS.memberAccount) ?? '',
    currency: readStorage(STORAGE_KEYS.currency) ?? '',
  };
}

const store = createStore<MemberSession | null>(readStoredSession());

// A sliding session hands out a renewed token in a reply header; the session follows it (the realtime connection
// authorises its private channel with it).
onTokenChange((token) => {
  const session = store.get();
  if (session && session.token !== token) store.set({ ...session, token });
});

export function getSession(): MemberSession | null {
  return store.get();
}

export function subscribeSession(listener: () => void): () => void {
  return store.subscribe(listener);
}

/** The signed-in member, or null for a visitor; re-renders on login and logout. */
export function useSession(): MemberSession | null {
  return useStore(store);
}

/** Stores the member after login, registration or a launch sign-in. */
export function saveSession(session: MemberSession): void {
  setToken(session.token);
  writeStorage(STORAGE_KEYS.memberId, String(session.memberId));
  writeStorage(STORAGE_KEYS.memberAccount, session.account);
  writeStorage(STORAGE_KEYS.currency, session.currency);
  store.set(session);
}

/** Forgets the member: token and stored member data (SPEC section 4, "Logout"). */
export function clearStoredSession(): void {
  clearToken();
  removeStorage(STORAGE_KEYS.memberId);
  removeStorage(STORAGE_KEYS.memberAccount);
  removeStorage(STORAGE_KEYS.currency);
  removeStorage(STORAGE_KEYS.memberType);
  store.set(null);
}

/** Reads local storage again (after another part of the page, or a test, changed it behind the store's back). */
export function reloadStoredSession(): MemberSession | null {
  const session = readStoredSession();
  store.set(session);
  return session;
}

/**
 * A sign-in that arrived in an address (launch parameters, an encrypted launch value, or a third-party sign-in
 * returning to a window without its opener). It is never stored as it comes: the token is first checked with the
 * server, and the person confirms the account it really belongs to (decision 44). startedHere marks a third-party
 * sign-in whose state this browser stored before leaving: a visitor then needs no confirmation, but a signed-in
 * member switching accounts still does.
 */
export type SignInOffer = { session: MemberSession; startedHere: boolean };

const offerStore = createStore<SignInOffer | null>(null);

export function offerSignIn(offer: SignInOffer): void {
  offerStore.set(offer);
}

export function dropSignInOffer(): void {
  offerStore.set(null);
}

/** The sign-in waiting for its check and the person's answer, if any. */
export function useSignInOffer(): SignInOffer | null {
  return useStore(offerStore);
}

/** Query parameters of a launch sign-in (SPEC section 2, "Layout and launch parameters"). */
export const LAUNCH_PARAMETERS = ['tk', 'member_account', 'member_currency', 'member_id', 'pwa', 'member_type'] as const;

export type LaunchSignIn = {
  /** The member named by tk, member_account, member_currency and member_id when all four are present. */
  session: MemberSession | null;
  pwa: string | null;
  memberType: string | null;
  /** The query string without the launch parameters ('' or '?...'). */
  search: string;
  /** Whether any launch parameter was present (the address then needs rewriting). */
  found: boolean;
};

export function parseLaunchSignIn(search: string): LaunchSignIn {
  const original = new URLSearchParams(search);
  const params = new URLSearchParams(search);
  const token = params.get('tk');
  const account = params.get('member_account');
  const currency = params.get('member_currency');
  const memberId = parseMemberId(params.get('member_id'));
  const session =
    token && account && currency && memberId !== null ? { token, memberId, account, currency } : (null as MemberSession | null);
  const found = LAUNCH_PARAMETERS.some((name) => params.has(name));
  for (const name of LAUNCH_PARAMETERS) params.delete(name);
  const rest = params.toString();
  return {
    session,
    pwa: original.get('pwa'),
    memberType: original.get('member_type'),
    search: rest ? `?${rest}` : '',
    found,
  };
}

/**
 * Launch sign-in (SPEC section 4): tk, member_account, member_currency and member_id together name a member to sign
 * in, unless skipReloadGetInfo is set, in which case that flag is only cleared. The member is offered, not stored: a
 * token in an address may be someone else's (decision 44), so the sign-in offer dialog checks it with the server and
 * asks first. pwa and member_type are kept when given. The parameters are then removed from the address. Returns the
 * member offered, if any.
 */
export function applyLaunchSignIn(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): MemberSession | null {
  const launch = parseLaunchSignIn(location.search);
  if (!launch.found) return null;
  let offered: MemberSession | null = null;
  if (launch.session) {
    if (readStorage(STORAGE_KEYS.skipReloadGetInfo)) {
      removeStorage(STORAGE_KEYS.skipReloadGetInfo);
    } else {
      offerSignIn({ session: launch.session, startedHere: false });
      offered = launch.session;
    }
  }
  if (launch.pwa !== null) writeStorage(STORAGE_KEYS.pwa, launch.pwa);
  if (launch.memberType !== null) writeStorage(STORAGE_KEYS.memberType, launch.memberType);
  history.replaceState(history.state, '', `${location.pathname}${launch.search}${location.hash}`);
  return offered;
}

/** Query parameter carrying the encrypted launch value exchanged through /get_info_data. */
export const ENCRYPTED_LAUNCH_PARAMETER = 'enc';
const ENCRYPTED_LAUNCH_TIMEOUT_MS = 10_000;

/**
 * The alternative launch sign-in (SPEC section 4): an encrypted value in the address is exchanged through
 * /get_info_data for tk, member_id, member_account and member_currency, which are offered like a launch sign-in. On
 * failure the address is replaced with /. Returns the member offered, if any.
 */
export async function applyEncryptedLaunch(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): Promise<MemberSession | null> {
  const params = new URLSearchParams(location.search);
  const enc = params.get(ENCRYPTED_LAUNCH_PARAMETER);
  if (!enc) return null;
  params.delete(ENCRYPTED_LAUNCH_PARAMETER);
  const rest = params.toString();
  const cleaned = `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`;
  if (readStorage(STORAGE_KEYS.skipReloadGetInfo)) {
    removeStorage(STORAGE_KEYS.skipReloadGetInfo);
    history.replaceState(history.state, '', cleaned);
    return null;
  }
  let session: MemberSession;
  try {
    const reply = await callApi(getInfoDataCall, { enc }, { timeoutMs: ENCRYPTED_LAUNCH_TIMEOUT_MS });
    const data = launchSignIn.parse(JSON.parse(reply));
    session = { token: data.tk, memberId: data.member_id, account: data.member_account, currency: data.member_currency };
  } catch {
    history.replaceState(history.state, '', '/');
    return null;
  }
  history.replaceState(history.state, '', cleaned);
  offerSignIn({ session, startedHere: false });
  return session;
}
