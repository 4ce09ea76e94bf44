import type { DownlineMember } from '@casino/contract/calls/agent-calls.ts';
import { IDEMPOTENCY_KEY } from '@casino/contract/define-call.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { type FakeHandler, type FakeReply, installFakeApi, ok } from '../../../test/fake-api.ts';
import { myCashFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { AgentTransfer } from './agent-transfer.tsx';

function downlineMemberFixture(overrides: Partial<DownlineMember> = {}): DownlineMember {
  return {
    id: 21,
    account: 'player21',
    is_agent: 0,
    agent_active: 0,
    status: 1,
    currency: 'INR',
    balance: '10.00',
    created_at: '2026-11-02T10:00:00.000Z',
    last_login_at: '2026-11-20T12:00:00.000Z',
    downline: 0,
    ...overrides,
  };
}

function refuse(code: number, message = 'agent.refused'): FakeReply {
  return { body: { code, message, data: null } };
}

function transferApi(
  transfer: FakeHandler | FakeReply = ok({ member_account: 'player21', amount: '250.00', main_cash: '750.00' }),
) {
  let cash = '1000.00';
  return installFakeApi({
    '/api/member/profile/my_cash': () => ok(myCashFixture({ main_cash: cash })),
    '/api/member/agent/downline': ok({
      list: [downlineMemberFixture(), downlineMemberFixture({ id: 22, account: 'player22', balance: '0.00' })],
      total: 2,
      page: 1,
    }),
    '/api/member/agent/transfer': async (body, init) => {
      const reply = typeof transfer === 'function' ? await transfer(body, init) : transfer;
      if ((reply.body as { code: number }).code === 1000) cash = '750.00';
      return reply;
    },
  });
}

function sent(fetchMock: ReturnType<typeof installFakeApi>) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/member/agent/transfer')
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
      key: new Headers(init?.headers).get('idempotency-key'),
    }));
}

function fill(member: string, amount: string, password: string) {
  fireEvent.change(screen.getByTestId('transfer-member'), { target: { value: member } });
  fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value: amount } });
  fireEvent.change(screen.getByTestId('transfer-password'), { target: { value: password } });
}

describe('AgentTransfer', () => {
  beforeEach(() => saveSession({ token: 'tok', memberId: 7, account: 'agent01', currency: 'INR' }));
  afterEach(() => vi.unstubAllGlobals());

  it('checks the member, the amount against the balance and the password before sending', async () => {
    const fetchMock = transferApi();
    await renderWithProviders(<AgentTransfer />);
    expect((await screen.findByTestId('transfer-balance')).textContent).toBe('₹1,000.00');
    await screen.findByRole('option', { name: 'player21 (₹10.00)' });

    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText('Please choose a member.')).toBeTruthy();
    expect(screen.getByText('Please enter an amount.')).toBeTruthy();
    expect(screen.getByText('Please enter a withdrawal password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('transfer-member'));

    fill('21', '1000.01', '12');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText('Your main wallet does not cover this amount.')).toBeTruthy();
    expect(screen.getByText('The withdrawal password must be 4 digits.')).toBeTruthy();
    expect(screen.queryByText('Please choose a member.')).toBeNull();
    expect(sent(fetchMock)).toHaveLength(0);
  });

  it('sends one transfer under an idempotency key and shows the new balance', async () => {
    const fetchMock = transferApi();
    await renderWithProviders(<AgentTransfer />);
    await screen.findByRole('option', { name: 'player21 (₹10.00)' });
    fill('21', '250', '1234');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    fireEvent.click(screen.getByTestId('transfer-submit'));

    expect((await screen.findByTestId('transfer-result-balance')).textContent).toBe('₹750.00');
    expect(screen.getByTestId('transfer-result-member').textContent).toBe('player21');
    expect(screen.getByTestId('transfer-result-amount').textContent).toBe('₹250.00');
    const calls = sent(fetchMock);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ member_id: 21, amount: '250.00', withdraw_password: '1234' });
    expect(calls[0]?.key).toMatch(IDEMPOTENCY_KEY);

    // The next transfer is a new intent with a key of its own, from a balance read again.
    fireEvent.click(screen.getByTestId('transfer-again'));
    await waitFor(() => expect(screen.getByTestId('transfer-balance').textContent).toBe('₹750.00'));
    fill('22', '5', '1234');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByTestId('transfer-result');
    const [first, second] = sent(fetchMock);
    expect(second?.key).not.toBe(first?.key);
  });

  it('opens with the member DownlineInfo named in the address', async () => {
    transferApi();
    await renderWithProviders(<AgentTransfer />, { path: '/proxy/ProxyCenter/Transfer?member=22' });
    await screen.findByRole('option', { name: 'player22 (₹0.00)' });
    await waitFor(() => expect((screen.getByTestId('transfer-member') as HTMLSelectElement).value).toBe('22'));
  });

  it.each([
    [113, 'The withdrawal password is wrong.'],
    [112, 'This member is not directly under you or uses another currency.'],
    [115, 'Your main wallet does not cover this amount.'],
    [116, 'The amount is not valid for this currency.'],
    [108, 'Your withdrawal password is locked after too many wrong tries. Please try again later.'],
    [109, 'You still have a bonus to wager; transfers open once the wagering is done.'],
    [114, 'Please set a withdrawal password in your profile first.'],
    [101, 'Only an active agent can transfer. Please reload the page.'],
  ])('shows refusal %i as a translated message', async (code, message) => {
    transferApi(refuse(code));
    await renderWithProviders(<AgentTransfer />);
    await screen.findByRole('option', { name: 'player21 (₹10.00)' });
    fill('21', '250', '9999');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByTestId('transfer-result')).toBeNull();
  });
});
