import type { OperatorRole } from '@casino/contract/calls/operator-calls.ts';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { AdminApp } from '../app.tsx';
import { AdminSessionProvider } from '../features/sign-in/hooks/admin-session.tsx';
import { type AdminLanguage, createAdminI18n } from '../lib/i18n.ts';
import { operatorSession } from '../lib/operator-session.ts';

/** A call's answer as the operator API writes it. */
export const reply = (data: unknown, code = 1000) => new Response(JSON.stringify({ code, message: 'm', data }));

/** The whole back office at `path`, signed in (second factor verified) with `role`, its calls answered by fetchImpl. */
export async function renderAdminAt(
  path: string,
  fetchImpl: typeof fetch,
  role: OperatorRole,
  language: AdminLanguage = 'en_US',
) {
  operatorSession.write({ token: 't', role, username: 'ops', expires_at: '2099-11-29T12:00:00.000Z', second_factor: 'verified' });
  const i18n = await createAdminI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AdminSessionProvider fetchImpl={fetchImpl}>
          <AdminApp />
        </AdminSessionProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
