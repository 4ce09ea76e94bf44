import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminApp } from '../../../app.tsx';
import { createAdminI18n } from '../../../lib/i18n.ts';
import { operatorSession } from '../../../lib/operator-session.ts';
import { AdminSessionProvider } from '../../sign-in/hooks/admin-session.tsx';

const entry = (id: number, operator: string, target: string) => ({
  id,
  operator_id: 1,
  operator_username: operator,
  action: 'member.adjust',
  target,
  details: { amount: '5.00' },
  ip: '10.0.0.1',
  created_at: '2026-11-28T10:00:00.000Z',
});

beforeEach(() => sessionStorage.clear());

describe('the audit log page', () => {
  it('asks the server for the operator, target and action chosen, and shows what it answers', async () => {
    const bodies: Record<string, unknown>[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      const list = body.target
        ? [entry(9, 'finance1', String(body.target))]
        : [entry(10, 'admin', 'member:3'), entry(9, 'finance1', 'member:7')];
      return new Response(JSON.stringify({ code: 1000, message: 'ok', data: { list } }));
    }) as typeof fetch;
    operatorSession.write({
      token: 't',
      role: 'admin',
      username: 'a',
      expires_at: '2026-11-29T12:00:00.000Z',
      second_factor: 'verified',
    });
    render(
      <I18nextProvider i18n={await createAdminI18n('en_US')}>
        <MemoryRouter initialEntries={['/audit']}>
          <AdminSessionProvider fetchImpl={fetchImpl}>
            <AdminApp />
          </AdminSessionProvider>
        </MemoryRouter>
      </I18nextProvider>,
    );
    const table = await screen.findByTestId('audit-table');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);

    fireEvent.input(screen.getByLabelText('Operator'), { target: { value: ' finance1 ' } });
    fireEvent.input(screen.getByLabelText('Target'), { target: { value: 'member:7' } });
    fireEvent.submit(screen.getByLabelText('Target').closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getByTestId('audit-table').querySelectorAll('tbody tr')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'member.adjust' } });
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies).toEqual([
      { limit: 50 },
      { limit: 50, operator: 'finance1', target: 'member:7' },
      { limit: 50, action: 'member.adjust', operator: 'finance1', target: 'member:7' },
    ]);
  });
});
