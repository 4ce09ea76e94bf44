import type { BankAccount } from '@casino/contract/calls/bank-account-calls.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import type { FakeHandler, FakeReply } from '../../../test/fake-api.ts';
import { ok } from '../../../test/fake-api.ts';
import { memberLayoutFixture, memberProfileFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { installSiteApi } from '../../../test/site-api.ts';

function account(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: 1,
    bank_name: 'State Bank',
    account_name: 'Asha Rao',
    account_number: '********9012',
    branch: 'Mumbai',
    is_default: 1,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function refuse(code: number, message: string): FakeReply {
  return { body: { code, message, data: null } };
}

function member() {
  saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'USD' });
}

/** A member with the given accounts; the bank calls change them like the server would. */
function bankApi(start: BankAccount[], overrides: Record<string, FakeHandler | FakeReply> = {}) {
  let accounts = [...start];
  const fetchMock = installSiteApi({
    '/api/member/profile/common/layout': ok(memberLayoutFixture()),
    '/api/member/profile': ok({ member_profile: memberProfileFixture() }),
    '/api/member/bank_account/list': () => ok({ list: accounts, max: 5 }),
    '/api/member/bank_account/bind': (body) => {
      const request = body as { bank_name: string; account_name: string; account_number: string; branch: string };
      const id = accounts.length + 1;
      accounts = [
        ...accounts,
        account({
          id,
          bank_name: request.bank_name,
          account_name: request.account_name,
          account_number: `******${request.account_number.replace(/[\s-]/g, '').slice(-4)}`,
          branch: request.branch,
          is_default: accounts.length === 0 ? 1 : 0,
        }),
      ];
      return ok({ id });
    },
    '/api/member/bank_account/default': (body) => {
      const { id } = body as { id: number };
      accounts = accounts.map((a) => ({ ...a, is_default: a.id === id ? 1 : 0 }));
      return ok(null);
    },
    ...overrides,
  });
  return fetchMock;
}

function calls(fetchMock: ReturnType<typeof installSiteApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api/${path}`)
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
}

function fill(values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(screen.getByTestId(`bank-${field}`), { target: { value } });
  }
}

const NEW_ACCOUNT = {
  bank_name: '  City Bank ',
  account_name: 'Asha Rao',
  account_number: '5555-6666 7777',
  branch: '',
  withdraw_password: '1234',
};

describe('/user/BindAccount', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    member();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the bound accounts with the default one marked', async () => {
    bankApi([account(), account({ id: 2, bank_name: 'Union Bank', account_number: '******3456', branch: '', is_default: 0 })]);
    await renderApp('/user/BindAccount');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bind Account');
    const rows = await screen.findAllByTestId('bank-account-row');
    expect(rows.map((row) => row.getAttribute('data-default'))).toEqual(['1', '0']);
    expect(within(rows[0]!).getByRole('heading', { level: 3 }).textContent).toBe('State Bank');
    expect(within(rows[0]!).getByText('Default')).toBeTruthy();
    expect(within(rows[0]!).getByText('********9012')).toBeTruthy();
    expect(within(rows[0]!).getByText('Mumbai')).toBeTruthy();
    expect(within(rows[0]!).queryByTestId('bank-set-default')).toBeNull();
    expect(within(rows[1]!).queryByText('Default')).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Make default: Union Bank ending in 3456' })).toBeTruthy();
    expect(screen.getByText('2 of 5 accounts bound')).toBeTruthy();
    expect(await screen.findByTestId('bank-bind-form')).toBeTruthy();
  });

  it('shows an empty list, checks the form, binds with a trimmed body once and refreshes the list', async () => {
    const fetchMock = bankApi([]);
    await renderApp('/user/BindAccount');
    expect(await screen.findByText('You have not bound a bank account yet.')).toBeTruthy();
    const form = await screen.findByTestId('bank-bind-form');

    fireEvent.click(within(form).getByTestId('bank-bind-submit'));
    expect(await within(form).findByText('Please enter the bank name.')).toBeTruthy();
    expect(within(form).getByText('Please enter the account number.')).toBeTruthy();
    expect(within(form).getByText('Please enter a withdrawal password.')).toBeTruthy();
    expect(screen.getByTestId('bank-bank_name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('bank-bank_name'));

    fill({ ...NEW_ACCOUNT, account_number: '12#45', withdraw_password: '12a4' });
    fireEvent.click(within(form).getByTestId('bank-bind-submit'));
    expect(
      await within(form).findByText('The account number must be 6 to 34 letters or digits (spaces and hyphens are allowed).'),
    ).toBeTruthy();
    expect(within(form).getByText('The withdrawal password must be 4 digits.')).toBeTruthy();
    expect(screen.getByTestId('bank-bank_name').getAttribute('aria-invalid')).toBeNull();
    expect(calls(fetchMock, 'member/bank_account/bind')).toHaveLength(0);

    fill(NEW_ACCOUNT);
    fireEvent.click(within(form).getByTestId('bank-bind-submit'));
    fireEvent.click(within(form).getByTestId('bank-bind-submit'));
    expect(await screen.findByText('Your bank account has been bound.')).toBeTruthy();
    expect(calls(fetchMock, 'member/bank_account/bind')).toEqual([
      {
        bank_name: 'City Bank',
        account_name: 'Asha Rao',
        account_number: '5555-6666 7777',
        branch: '',
        withdraw_password: '1234',
      },
    ]);
    const row = await screen.findByTestId('bank-account-row');
    expect(within(row).getByText('City Bank')).toBeTruthy();
    expect(row.getAttribute('data-default')).toBe('1');
    expect(calls(fetchMock, 'member/bank_account/list')).toHaveLength(2);
    expect((screen.getByTestId('bank-bank_name') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong withdraw password (101) on the form', async () => {
    bankApi([account()], { '/api/member/bank_account/bind': refuse(101, 'bank.wrong_withdraw_password') });
    await renderApp('/user/BindAccount');
    const form = await screen.findByTestId('bank-bind-form');
    fill(NEW_ACCOUNT);
    fireEvent.click(within(form).getByTestId('bank-bind-submit'));
    expect(await within(form).findByText('The withdrawal password is not correct.')).toBeTruthy();
    const password = screen.getByTestId('bank-withdraw_password') as HTMLInputElement;
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.value).toBe('');
    expect(document.activeElement).toBe(password);
    expect((screen.getByTestId('bank-bank_name') as HTMLInputElement).value).toBe('  City Bank ');
    expect((within(form).getByTestId('bank-bind-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    [102, 'You have not set a withdrawal password yet. Please set one first.'],
    [103, 'This bank account is already bound.'],
    [104, 'You have reached the maximum number of bank accounts.'],
    [105, 'The account holder must be the same as the real name on your profile.'],
  ])('shows refusal %i in the form', async (code, text) => {
    bankApi([account()], { '/api/member/bank_account/bind': refuse(code, 'bank.refused') });
    await renderApp('/user/BindAccount');
    const form = await screen.findByTestId('bank-bind-form');
    fill(NEW_ACCOUNT);
    fireEvent.click(within(form).getByTestId('bank-bind-submit'));
    expect(await within(form).findByText(text)).toBeTruthy();
  });

  it('hides the form when the limit is reached', async () => {
    bankApi([1, 2, 3, 4, 5].map((id) => account({ id, account_number: `******000${id}`, is_default: id === 1 ? 1 : 0 })));
    await renderApp('/user/BindAccount');
    expect(await screen.findAllByTestId('bank-account-row')).toHaveLength(5);
    expect(await screen.findByText('You have bound the most accounts allowed (5), so you cannot add another.')).toBeTruthy();
    expect(screen.queryByTestId('bank-bind-form')).toBeNull();
  });

  it('makes another account the default', async () => {
    const fetchMock = bankApi([
      account(),
      account({ id: 2, bank_name: 'Union Bank', account_number: '******3456', is_default: 0 }),
    ]);
    await renderApp('/user/BindAccount');
    const rows = await screen.findAllByTestId('bank-account-row');
    fireEvent.click(within(rows[1]!).getByTestId('bank-set-default'));
    expect(await screen.findByText('Your default account has been changed.')).toBeTruthy();
    expect(calls(fetchMock, 'member/bank_account/default')).toEqual([{ id: 2 }]);
    await waitFor(() =>
      expect(screen.getAllByTestId('bank-account-row').map((row) => row.getAttribute('data-default'))).toEqual(['0', '1']),
    );
  });

  it('asks a member without a withdraw password to set it first', async () => {
    bankApi([], { '/api/member/profile': ok({ member_profile: memberProfileFixture({ is_withdraw_password: 0 }) }) });
    const { router } = await renderApp('/user/BindAccount');
    expect(await screen.findByText('Please set your withdrawal password before binding a bank account.')).toBeTruthy();
    expect(screen.queryByTestId('bank-bind-form')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Set withdrawal password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/Info'));
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    bankApi([account()], {
      '/api/member/bank_account/list': () => (fail ? refuse(500, 'internal_error') : ok({ list: [account()], max: 5 })),
    });
    await renderApp('/user/BindAccount');
    expect(await screen.findByText('Your bank accounts could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('bank-account-row')).toBeTruthy();
  });
});
