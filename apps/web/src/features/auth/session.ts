import type { LoginResult } from '@casino/contract/calls/auth-calls.ts';
import type { MemberLayout } from '@casino/contract/calls/member-calls.ts';
import { type CurrencyCode, chooseSiteCurrency, isCurrencyCode } from '@casino/contract/currencies.ts';
import { realtimeEvents, realtimePayloads } from '@casino/contract/realtime.ts';
import type { RuntimeConfig } from '@casino/contract/runtime-config.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { getToken } from '../../lib/auth-token.ts';
import { closeMemberWindows } from '../../lib/member-windows.ts';
import type { EventHandlers } from '../../lib/realtime.ts';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';
import { clearStoredSession, getSession, MEMBER_QUERY_ROOT, saveSession } from '../../lib/session.ts';
import { announceSessionEnd, type SessionEndReason } from '../../lib/session-channel.ts';
import { sessionFingerprint } from '../../lib/session-fingerprint.ts';
import { setSiteCurrency } from '../../lib/site-currency.ts';
import { showToast } from '../../ui/toast.tsx';
import { logout } from './api/logout.ts';
import { memberLayoutKeys } from './api/member-layout.ts';

/** The currency a visitor gets: the default of their country's language, else the site's first (SPEC section 4). */
export function visitorCurrency(config: RuntimeConfig): CurrencyCode {
  return chooseSiteCurrency({ cookie: undefined, configured: config.CURRENCIES, visitorCountry: config.VISITOR_COUNTRY });
}

/** Switches the site to the member's currency when the site offers it. */
export function switchToMemberCurrency(currency: string, config: RuntimeConfig = getRuntimeConfig()): void {
  if (isCurrencyCode(currency) && config.CURRENCIES.includes(currency)) setSiteCurrency(currency);
}

/**
 * Starts a member session after login, double validation or registration (SPEC section 4, "Login"): stores token,
 * member_id, member_account and currency, switches the site currency, and (re)loads the member's data. The realtime
 * private channel and the layout query follow the stored session.
 */
export function startSession(result: LoginResult, queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
  saveSession({
    token: result.token,
    memberId: result.member_id,
    account: result.member_account,
    currency: result.member_currency,
  });
  switchToMemberCurrency(result.member_currency);
}

export type EndSessionOptions = {
  /** Tell the server (a logout); not when the token is already dead. Default true. */
  callServer?: boolean;
  /** Why, for the other windows; default 'logout' when the server is told, else 'ended'. */
  reason?: SessionEndReason;
  /** Tell the site's other windows; false when this window follows an ending announced by another. Default true. */
  announce?: boolean;
};

/**
 * Ends the member session (SPEC section 4, "Logout"): tells the server when asked to (not when the token is already
 * dead), then clears the stored member data and token, drops member queries, closes the member, agent and fast
 * deposit windows this page opened, goes back to the visitor currency and tells the site's other windows, which end
 * it too (a member centre pop-up closes itself).
 * Leaving the member pages is the job of the session controller, which follows the stored session.
 */
export async function endSession(queryClient: QueryClient, options: EndSessionOptions = {}): Promise<void> {
  const { callServer = true, announce = true } = options;
  const reason = options.reason ?? (callServer ? 'logout' : 'ended');
  // The session ends on this side first: the member calls still running come back refused once the server has
  // ended it, and those refusals belong to a session that is already over, not to one that expired.
  const token = getToken();
  const wasMember = getSession() !== null || token !== null;
  clearStoredSession();
  await queryClient.cancelQueries({ queryKey: [MEMBER_QUERY_ROOT] });
  queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
  closeMemberWindows();
  if (wasMember) setSiteCurrency(visitorCurrency(getRuntimeConfig()));
  if (wasMember && announce) announceSessionEnd(reason);
  if (callServer && token) {
    try {
      await logout(token);
    } catch {
      // The session ends on this side whatever the server says.
    }
  }
}

/** Removes what the browser cached for the site (Cache Storage), for the app_clean_cache event. */
export async function clearBrowserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch {
    // Nothing cached, or the cache is not available here.
  }
}

type MemberEventContext = {
  queryClient: QueryClient;
  t: TFunction;
  /** Reloads the page (replaced in tests). */
  reload?: () => void;
};

/**
 * Handlers of the member's private channel (SPEC section 4, "Single-session rule"):
 * - login naming a session other than this page's (by fingerprint, never by token): the account signed in elsewhere,
 *   or this session was ended (empty name; the member's session-time limit, when the reason says so), so this page
 *   logs out;
 * - withdraw_password.locked: tell the member the withdraw password is locked for a while;
 * - app_clean_cache: log out, clear caches, reload;
 * - member.cash: the new balance goes into the layout data.
 */
export function memberEventHandlers({
  queryClient,
  t,
  reload = () => window.location.reload(),
}: MemberEventContext): EventHandlers {
  return {
    [realtimeEvents.login]: (payload) => {
      const parsed = realtimePayloads[realtimeEvents.login].safeParse(payload);
      const stored = getToken();
      if (!parsed.success || !stored) return;
      const inForce = parsed.data.session;
      void sessionFingerprint(stored).then((own) => {
        // The stored token changed meanwhile (this page logged in again), or it is the session in force: stay.
        if (getToken() !== stored || (own !== undefined && own === inForce)) return;
        // Longer than a passing notice: the member did not ask for this and must be able to read why.
        const why = inForce
          ? 'session.logged_in_elsewhere'
          : parsed.data.reason === 'session_limit'
            ? 'session.time_limit_reached'
            : 'session.ended';
        showToast(t(why), { tone: 'error', durationMs: 10_000 });
        void endSession(queryClient, { callServer: false });
      });
    },
    // Too many wrong withdraw passwords, here or in another window: say so wherever the member is.
    [realtimeEvents.withdrawPasswordLocked]: (payload) => {
      if (!realtimePayloads[realtimeEvents.withdrawPasswordLocked].safeParse(payload).success) return;
      showToast(t('server_messages.withdraw_password.locked'), { tone: 'error' });
    },
    [realtimeEvents.appCleanCache]: () => {
      void endSession(queryClient)
        .then(() => {
          queryClient.clear();
          return clearBrowserCaches();
        })
        .finally(reload);
    },
    [realtimeEvents.memberCash]: (payload) => {
      const parsed = realtimePayloads[realtimeEvents.memberCash].safeParse(payload);
      const session = getSession();
      if (!parsed.success || !session) return;
      queryClient.setQueryData<MemberLayout>(memberLayoutKeys.detail(session.memberId), (layout) =>
        layout ? { ...layout, member_cash: parsed.data.cash } : layout,
      );
    },
  };
}
