import type { OperatorRole } from '@casino/contract/calls/operator-calls.ts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { AdminApp } from '../app.tsx';
import { AdminSessionProvider } from '../features/sign-in/hooks/admin-session.tsx';
import { type AdminLanguage, createAdminI18n } from '../lib/i18n.ts';
import { type OperatorSignIn, operatorSession } from '../lib/operator-session.ts';

/** How a reply travels besides its code: the HTTP status (200 unless told) and the message key. */
export type ReplyInit = { status?: number; message?: string };

/** A call's answer as the operator API writes it. */
export const reply = (data: unknown, code = 1000, { status = 200, message = 'm' }: ReplyInit = {}) =>
  new Response(JSON.stringify({ code, message, data }), { status });

/** Signs in with `role` (second factor verified) or, for null, signs out; returns the i18n of `language`. */
async function prepare(role: OperatorRole | null, language: AdminLanguage, session: Partial<OperatorSignIn>) {
  operatorSession.write(
    role
      ? { token: 't', role, username: 'ops', expires_at: '2099-11-29T12:00:00.000Z', second_factor: 'verified', ...session }
      : null,
  );
  return createAdminI18n(language);
}

/**
 * The whole back office at `path`, signed in with `role` (null: nobody, for the sign-in page), its calls answered by
 * fetchImpl; `session` sets stored sign-in fields a test depends on, such as the username.
 */
export async function renderAdminAt(
  path: string,
  fetchImpl: typeof fetch,
  role: OperatorRole | null,
  language: AdminLanguage = 'en_US',
  session: Partial<OperatorSignIn> = {},
) {
  await renderInAdmin(
    <MemoryRouter initialEntries={[path]}>
      <AdminApp />
    </MemoryRouter>,
    fetchImpl,
    role,
    language,
    session,
  );
}

/** One part of the back office on its own (no app, no router), with the same session and language as renderAdminAt. */
export async function renderInAdmin(
  ui: ReactNode,
  fetchImpl: typeof fetch,
  role: OperatorRole | null,
  language: AdminLanguage = 'en_US',
  session: Partial<OperatorSignIn> = {},
) {
  const i18n = await prepare(role, language, session);
  render(
    <I18nextProvider i18n={i18n}>
      <AdminSessionProvider fetchImpl={fetchImpl}>{ui}</AdminSessionProvider>
    </I18nextProvider>,
  );
}
