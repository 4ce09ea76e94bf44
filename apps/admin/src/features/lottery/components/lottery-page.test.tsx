import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminApp } from '../../../app.tsx';
import { createAdminI18n } from '../../../lib/i18n.ts';
import { operatorSession } from '../../../lib/operator-session.ts';
import { AdminSessionProvider } from '../../sign-in/hooks/admin-session.tsx';

const draw = (drawId: string, status: string, bets: number) => ({
  draw: {
    game: 'lottery-dice',
    draw_id: drawId,
    status,
    closes_at: Date.parse('2026-11-28T10:00:00Z'),
    draws_at: Date.parse('2026-11-28T10:00:10Z'),
    drawn_at: status === 'settled' ? Date.parse('2026-11-28T10:00:10Z') : null,
    commitment: 'c'.repeat(64),
    seed: status === 'settled' ? 's'.repeat(64) : null,
    public_value: null,
    result: status === 'settled' ? [1, 4, 6] : null,
    late: false,
    void_reason: status === 'void' ? 'feed fault' : null,
  },
  opens_at: Date.parse('2026-11-28T09:59:00Z'),
  voided_at: status === 'void' ? Date.parse('2026-11-28T09:59:30Z') : null,
  money: bets ? [{ currency: 'INR', bets, stakes: '300.00', exposure: '54000.00', paid: '0.00' }] : [],
});

function signInAs(role: 'admin' | 'finance') {
  operatorSession.write({ token: 't', role, username: 'op', expires_at: '2026-11-29T12:00:00.000Z', second_factor: 'verified' });
}

async function open(fetchImpl: typeof fetch, path: string) {
  render(
    <I18nextProvider i18n={await createAdminI18n('en_US')}>
      <MemoryRouter initialEntries={[path]}>
        <AdminSessionProvider fetchImpl={fetchImpl}>
          <AdminApp />
        </AdminSessionProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

beforeEach(() => sessionStorage.clear());

describe('the lottery draws page', () => {
  it('shows each draw with its money per currency, and voids an open one with the reason typed', async () => {
    let voided = false;
    const sent: { path: string; body: Record<string, unknown> }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      const path = String(url).replace(/^\/api/, '');
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ path, body });
      if (path === '/operator/lottery/void') voided = true;
      const data =
        path === '/operator/lottery/draws'
          ? { list: [draw('202611281001', voided ? 'void' : 'open', 3), draw('202611281000', 'settled', 0)] }
          : { game: 'lottery-dice', draw_id: body.draw_id, bets: 3 };
      return new Response(JSON.stringify({ code: 1000, message: 'ok', data }));
    }) as typeof fetch;
    signInAs('admin');
    await open(fetchImpl, '/lottery');

    const open1001 = await screen.findByTestId('draw-202611281001');
    expect(open1001.textContent).toContain('INR: 3 bets, stakes 300.00, exposure 54000.00, paid 0.00');
    expect(screen.getByTestId('draw-202611281000').textContent).toContain('1 4 6');
    // A settled draw cannot be voided: only the open one has the button.
    expect(screen.getAllByRole('button', { name: 'Void draw' })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Void draw' }));
    const reason = screen.getByLabelText('Reason (kept in the audit log)');
    fireEvent.input(reason, { target: { value: 'feed fault' } });
    fireEvent.submit(reason.closest('form') as HTMLFormElement);
    expect((await screen.findByRole('status')).textContent).toBe('Draw 202611281001 is void: 3 bets refunded.');
    await waitFor(() => expect(screen.getByTestId('draw-202611281001').textContent).toContain('Void'));
    expect(sent.find((s) => s.path === '/operator/lottery/void')?.body).toEqual({
      game: 'lottery-dice',
      draw_id: '202611281001',
      reason: 'feed fault',
    });
  });

  it('reads the chosen game and says why a void was refused', async () => {
    const games: unknown[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      const path = String(url).replace(/^\/api/, '');
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      if (path === '/operator/lottery/draws') {
        games.push(body.game);
        return new Response(JSON.stringify({ code: 1000, message: 'ok', data: { list: [draw('202611281001', 'open', 1)] } }));
      }
      return new Response(JSON.stringify({ code: 102, message: 'already_drawn' }), { status: 400 });
    }) as typeof fetch;
    signInAs('admin');
    await open(fetchImpl, '/lottery');
    await screen.findByTestId('draw-202611281001');
    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'lottery-north' } });
    await waitFor(() => expect(games).toEqual(['lottery-dice', 'lottery-north']));

    fireEvent.click(await screen.findByRole('button', { name: 'Void draw' }));
    const reason = screen.getByLabelText('Reason (kept in the audit log)');
    fireEvent.input(reason, { target: { value: 'late feed' } });
    fireEvent.submit(reason.closest('form') as HTMLFormElement);
    expect((await screen.findByRole('alert')).textContent).toBe('That draw is drawn already: its result stands.');
  });

  it('is not in the menu of a finance operator', async () => {
    const fetchImpl = (async () =>
      new Response(JSON.stringify({ code: 1000, message: 'ok', data: { list: [] } }))) as unknown as typeof fetch;
    signInAs('finance');
    await open(fetchImpl, '/agents');
    await screen.findByRole('heading', { name: 'Agents' });
    expect(screen.queryByRole('link', { name: 'Lottery draws' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Agents' })).toBeTruthy();
  });
});
