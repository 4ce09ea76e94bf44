import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';

type Sent = { path: string; body: Record<string, unknown>; authorization: string | null };

/** A server that answers each call path with a reply the test gives, and records what was sent. */
function fakeServer(answer: (path: string, body: Record<string, unknown>) => { status?: number; code: number; data?: unknown }) {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push({ path, body, authorization: new Headers(init.headers).get('authorization') });
    const given = answer(path, body);
    return reply(given.data ?? null, given.code, { status: given.status });
  }) as typeof fetch;
  return { sent, fetchImpl };
}

const signedIn = (second: 'none' | 'verified' | 'enrol') => ({
  token: 'tok-1',
  role: 'admin',
  username: 'ops1',
  expires_at: '2026-11-29T12:00:00.000Z',
  second_factor: second,
});

beforeEach(() => sessionStorage.clear());

describe('the back office sign-in', () => {
  it('asks for the authenticator code after a right password, then opens the dashboard with the token', async () => {
    const server = fakeServer((path, body) => {
      if (path === '/operator/login') return body.totp === '123456' ? { code: 1000, data: signedIn('verified') } : { code: 103 };
      if (path === '/operator/audit/list') return { code: 1000, data: { list: [] } };
      return { code: 404, status: 404 };
    });
    await renderAdminAt('/', server.fetchImpl, null);
    fireEvent.input(screen.getByLabelText('User name'), { target: { value: ' ops1 ' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Authenticator code');
    fireEvent.input(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByTestId('operator-name').textContent).toBe('ops1 · Admin');
    expect(server.sent[1]?.body).toEqual({ username: 'ops1', password: 'secret-pass', totp: '123456' });
    await waitFor(() => expect(server.sent.at(-1)?.authorization).toBe('Bearer tok-1'));
  });

  it('says why a sign-in was refused, in the chosen language', async () => {
    const server = fakeServer(() => ({ code: 101 }));
    await renderAdminAt('/', server.fetchImpl, null, 'zh_CN');
    fireEvent.input(screen.getByLabelText('用户名'), { target: { value: 'ops1' } });
    fireEvent.input(screen.getByLabelText('密码'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('用户名或密码错误。');
  });

  it('sends an operator who must set up an authenticator to the set-up first, and shows the recovery codes once', async () => {
    const server = fakeServer((path) => {
      if (path === '/operator/login') return { code: 1000, data: signedIn('enrol') };
      if (path === '/operator/second-factor/start')
        return { code: 1000, data: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x?secret=JBSW' } };
      if (path === '/operator/second-factor/confirm')
        return { code: 1000, data: { recovery_codes: ['abcde-fghjk', 'mnpqr-stuvw'] } };
      if (path === '/operator/audit/list') return { code: 1000, data: { list: [] } };
      return { code: 404, status: 404 };
    });
    await renderAdminAt('/', server.fetchImpl, null);
    fireEvent.input(screen.getByLabelText('User name'), { target: { value: 'ops1' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'p' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('enrol-qr')).toBeTruthy();
    expect(screen.getByTestId('enrol-secret').textContent).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    fireEvent.input(screen.getByLabelText('Authenticator code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('recovery-codes')).textContent).toContain('abcde-fghjk');
    fireEvent.click(screen.getByRole('button', { name: 'I have kept them' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });
});
