import { formatDateTime } from '@casino/browser/date-format.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveSession } from '../../../lib/session.ts';
import { type FakeHandler, type FakeReply, installFakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { choiceEnd, ResponsibleGaming } from './responsible-gaming.tsx';

const HOUR = 3_600_000;
const PENDING_AT = Date.parse('2026-11-30T09:30:00Z');

function refuse(code: number, message = 'refused', data: unknown = null): FakeReply {
  return { body: { code, message, data } };
}

function limitsReply(list: unknown[] = []) {
  return ok({ currency: 'INR', list });
}

const DAY_LIMIT = {
  kind: 'deposit',
  period: 'day',
  amount: '400.00',
  used: '150.00',
  pending: { amount: '1000.00', at: PENDING_AT },
};

function api(handlers: Record<string, FakeHandler | FakeReply>) {
  return installFakeApi({ '/api/member/protection/limits': limitsReply([DAY_LIMIT]), ...handlers });
}

function bodiesOf(fetchMock: ReturnType<typeof installFakeApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

const when = (ms: number, language = 'en_US') => formatDateTime(ms, language, { seconds: false });

describe('ResponsibleGaming', () => {
  beforeEach(() => saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows each deposit limit in force, what its window used and a raise waiting with its time', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    installFakeApi({ '/api/member/protection/limits': () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
    await renderWithProviders(<ResponsibleGaming />);
    // Loading: a busy region with a spoken label.
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('Loading'))).toBe(true);
    answer(limitsReply([DAY_LIMIT, { ...DAY_LIMIT, period: 'month', amount: '5000.00', used: '0.00', pending: null }]));

    const day = await screen.findByTestId('limit-day');
    // The reality check's interval is chosen on the same page.
    expect(screen.getByTestId('reality-check-setting')).toBeTruthy();
    expect(within(day).getByRole('heading', { name: 'Per day (last 24 hours)' })).toBeTruthy();
    expect(within(day).getByTestId('limit-day-amount').textContent).toContain('400');
    expect(within(day).getByTestId('limit-day-used').textContent).toContain('150');
    const pending = within(day).getByTestId('limit-day-pending').textContent ?? '';
    expect(pending).toMatch(/^Rises to .*1,000.* on /);
    expect(pending.endsWith(` on ${when(PENDING_AT)}.`)).toBe(true);
    expect(within(screen.getByTestId('limit-week')).getByTestId('limit-week-amount').textContent).toBe('No limit');
    expect(within(screen.getByTestId('limit-week')).queryByTestId('limit-week-remove')).toBeNull();
    expect(within(screen.getByTestId('limit-month')).getByTestId('limit-month-amount').textContent).toContain('5,000');
  });

  it('sets a limit with the amount in the currency’s form, checked before it is sent', async () => {
    const fetchMock = api({
      '/api/member/protection/limits/set': (body) => {
        const { period, amount } = body as { period: string; amount: string };
        return limitsReply([DAY_LIMIT, { kind: 'deposit', period, amount, used: '0.00', pending: null }]);
      },
    });
    await renderWithProviders(<ResponsibleGaming />);
    const week = await screen.findByTestId('limit-week');
    const input = within(week).getByLabelText('New limit (INR)');
    // Checked before calling: blank, then too many decimals.
    fireEvent.click(within(week).getByTestId('limit-week-save'));
    expect(await within(week).findByText('Please enter an amount.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: '10.555' } });
    fireEvent.click(within(week).getByTestId('limit-week-save'));
    expect(await within(week).findByText('Please use at most 2 decimal places.')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/member/protection/limits/set')).toEqual([]);

    fireEvent.change(input, { target: { value: '2500' } });
    fireEvent.click(within(week).getByTestId('limit-week-save'));
    expect(await screen.findByText('Your limit applies now.')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/member/protection/limits/set')).toEqual([
      { kind: 'deposit', period: 'week', amount: '2500.00' },
    ]);
    await waitFor(() => expect(within(week).getByTestId('limit-week-amount').textContent).toContain('2,500'));
  });

  it('removes a limit after 24 hours, shown as waiting; a refused amount is said on the field', async () => {
    const at = Date.now() + 24 * HOUR;
    const fetchMock = api({
      '/api/member/protection/limits/set': (body) =>
        (body as { amount: string | null }).amount === null
          ? limitsReply([{ ...DAY_LIMIT, pending: { amount: null, at } }])
          : refuse(101, 'protection.invalid_amount'),
    });
    await renderWithProviders(<ResponsibleGaming />);
    const day = await screen.findByTestId('limit-day');
    fireEvent.click(within(day).getByTestId('limit-day-remove'));
    expect(await screen.findByText(`Your limit will be removed on ${when(at)}. Until then it still applies.`)).toBeTruthy();
    expect(bodiesOf(fetchMock, '/member/protection/limits/set')).toEqual([{ kind: 'deposit', period: 'day', amount: null }]);
    await waitFor(() => expect(within(day).getByTestId('limit-day-pending').textContent).toBe(`Will be removed on ${when(at)}.`));
    // A removal already waits: no second remove button.
    expect(within(day).queryByTestId('limit-day-remove')).toBeNull();

    fireEvent.change(within(day).getByLabelText('New limit (INR)'), { target: { value: '300' } });
    fireEvent.click(within(day).getByTestId('limit-day-save'));
    expect(await within(day).findByText('Please enter a valid amount greater than zero.')).toBeTruthy();
  });

  it('says when the limits cannot be loaded, and tries again', async () => {
    let calls = 0;
    installFakeApi({
      '/api/member/protection/limits': () =>
        ++calls === 1 ? { status: 500, body: { code: 500, message: 'x', data: null } } : limitsReply(),
    });
    await renderWithProviders(<ResponsibleGaming />);
    expect(await screen.findByText('Your limits could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('limit-day')).toBeTruthy();
  });

  it('takes a break after a warning and the login password, then ends the session here', async () => {
    const fetchMock = api({
      '/api/member/protection/exclusion/set': (body) => {
        const { password } = body as { password: string };
        if (password !== 'right-one') return refuse(101, 'protection.wrong_password');
        const now = Date.now();
        return ok({ kind: 'break', choice: 'break_7d', started_at: now, ends_at: now + 7 * 24 * HOUR });
      },
    });
    await renderWithProviders(<ResponsibleGaming />);
    // Nothing chosen: said, and the focus goes to the choices.
    fireEvent.click(await screen.findByTestId('exclusion-continue'));
    expect(await screen.findByText('Please choose how long.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('exclusion-break_24h'));

    const breaks = screen.getByRole('group', { name: 'Take a break' });
    expect(within(breaks).getAllByRole('radio')).toHaveLength(3);
    expect(within(screen.getByRole('group', { name: 'Self-exclusion' })).getAllByRole('radio')).toHaveLength(3);
    fireEvent.click(within(breaks).getByRole('radio', { name: '7 days' }));
    fireEvent.click(screen.getByTestId('exclusion-continue'));

    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    const warning = within(dialog).getByTestId('exclusion-warning').textContent ?? '';
    expect(warning).toContain('You are about to take a break for 7 days.');
    expect(warning).toContain('cannot be shortened or cancelled');
    const password = within(dialog).getByLabelText(/Login password/);
    expect(document.activeElement).toBe(password);

    fireEvent.click(within(dialog).getByTestId('exclusion-submit'));
    expect(await within(dialog).findByText('Please enter your login password.')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'wrong-one' } });
    fireEvent.click(within(dialog).getByTestId('exclusion-submit'));
    expect(await within(dialog).findByText('The password is incorrect.')).toBeTruthy();
    expect((password as HTMLInputElement).value).toBe('');
    expect(getSession()).not.toBeNull();

    fireEvent.change(password, { target: { value: 'right-one' } });
    fireEvent.click(within(dialog).getByTestId('exclusion-submit'));
    await waitFor(() => expect(getSession()).toBeNull());
    expect(await screen.findByText(/Your break has started\. You can log in again from/)).toBeTruthy();
    expect(bodiesOf(fetchMock, '/member/protection/exclusion/set').at(-1)).toEqual({ choice: 'break_7d', password: 'right-one' });
    // No logout call: the server already ended every session.
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/logout')).toBe(false);
  });

  it('warns that a permanent self-exclusion cannot be undone; Escape or Cancel leave everything as it was', async () => {
    api({});
    await renderWithProviders(<ResponsibleGaming />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Permanently' }));
    fireEvent.click(screen.getByTestId('exclusion-continue'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('exclusion-warning').textContent).toBe(
      'You are about to exclude yourself permanently. You will be logged out now on every device and will never be able to use this account again. This cannot be undone.',
    );
    fireEvent.click(within(dialog).getByTestId('exclusion-cancel'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(getSession()).not.toBeNull();
  });

  it('says so when a longer exclusion is already in force', async () => {
    api({ '/api/member/protection/exclusion/set': refuse(102, 'protection.exclusion_would_shorten') });
    await renderWithProviders(<ResponsibleGaming />);
    fireEvent.click(await screen.findByRole('radio', { name: '24 hours' }));
    fireEvent.click(screen.getByTestId('exclusion-continue'));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText(/Login password/), { target: { value: 'pw' } });
    fireEvent.click(within(dialog).getByTestId('exclusion-submit'));
    expect(
      await within(dialog).findByText('You already have a longer break or exclusion in force. It cannot be shortened.'),
    ).toBeTruthy();
    expect(getSession()).not.toBeNull();
  });

  it('shows its words in the member’s language', async () => {
    api({});
    await renderWithProviders(<ResponsibleGaming />, { language: 'ja_JP' });
    expect(await screen.findByRole('heading', { name: '入金限度額' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '自己排除' })).toBeTruthy();
  });
});

describe('choiceEnd', () => {
  it('counts breaks in days and self-exclusions in calendar months, a permanent one never', () => {
    const t0 = Date.parse('2026-08-31T10:00:00Z');
    expect(choiceEnd('break_24h', t0)).toBe(t0 + 24 * HOUR);
    expect(new Date(choiceEnd('exclusion_6m', t0) ?? 0).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(choiceEnd('exclusion_permanent', t0)).toBeNull();
  });
});

describe('ResponsibleGaming: wager, loss and session-time limits', () => {
  beforeEach(() => saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' }));
  afterEach(() => vi.unstubAllGlobals());
  const FREES_AT = Date.parse('2026-11-30T11:15:00Z');

  it('shows each kind with what its window used, a raise waiting, and when a reached limit frees up', async () => {
    api({
      '/api/member/protection/limits': limitsReply([
        DAY_LIMIT,
        { kind: 'wager', period: 'week', amount: '2000.00', used: '350.00', frees_at: FREES_AT, pending: null },
        {
          kind: 'loss',
          period: 'day',
          amount: '100.00',
          used: '100.00',
          frees_at: FREES_AT,
          pending: { amount: '300.00', at: PENDING_AT },
        },
        { kind: 'session', period: 'day', amount: '90', used: '25', frees_at: FREES_AT, pending: null },
      ]),
    });
    await renderWithProviders(<ResponsibleGaming />);
    await screen.findByTestId('limit-wager-week');
    const wager = screen.getByTestId('limits-wager');
    expect(within(wager).getByRole('heading', { name: 'Wager limits' })).toBeTruthy();
    expect(within(wager).getByTestId('limit-wager-week-amount').textContent).toContain('2,000');
    expect(within(wager).getByTestId('limit-wager-week-used').textContent).toContain('350');
    expect(within(wager).getByTestId('limit-wager-day-amount').textContent).toBe('No limit');
    // Not reached: no time to wait for.
    expect(within(wager).queryByTestId('limit-wager-week-reached')).toBeNull();

    const loss = screen.getByTestId('limits-loss');
    expect(within(loss).getByText('Net loss in this window')).toBeTruthy();
    const pending = within(loss).getByTestId('limit-loss-day-pending').textContent ?? '';
    expect(pending).toMatch(/^Rises to .*300.* on /);
    expect(pending.endsWith(` on ${when(PENDING_AT)}.`)).toBe(true);
    expect(within(loss).getByTestId('limit-loss-day-reached').textContent).toBe(
      `Limit reached: you can stake again from ${when(FREES_AT)}, when the oldest play counted leaves the window.`,
    );

    // The session-time limit: per day only, in minutes.
    const session = screen.getByTestId('limits-session');
    expect(within(session).getAllByRole('listitem')).toHaveLength(1);
    expect(within(session).getByTestId('limit-session-day-amount').textContent).toBe('90 min');
    expect(within(session).getByTestId('limit-session-day-used').textContent).toBe('25 min');
    expect(within(session).queryByTestId('limit-session-day-reached')).toBeNull();
  });

  it('sets wager and loss limits in the currency and a session-time limit in whole minutes, checked before sending', async () => {
    const fetchMock = api({
      '/api/member/protection/limits/set': (body) => {
        const { kind, period, amount } = body as { kind: string; period: string; amount: string };
        return limitsReply([{ kind, period, amount, used: kind === 'session' ? '0' : '0.00', frees_at: null, pending: null }]);
      },
    });
    await renderWithProviders(<ResponsibleGaming />);
    const lossMonth = await screen.findByTestId('limit-loss-month');
    fireEvent.change(within(lossMonth).getByLabelText('New limit (INR)'), { target: { value: '750' } });
    fireEvent.click(within(lossMonth).getByTestId('limit-loss-month-save'));
    expect(await screen.findByText('Your limit applies now.')).toBeTruthy();
    await waitFor(() => expect(within(lossMonth).getByTestId('limit-loss-month-amount').textContent).toContain('750'));

    const session = screen.getByTestId('limit-session-day');
    const minutes = within(session).getByLabelText('New limit (minutes, 15 to 1440)');
    for (const wrong of ['10', '90.5', '2000']) {
      fireEvent.change(minutes, { target: { value: wrong } });
      fireEvent.click(within(session).getByTestId('limit-session-day-save'));
      expect(await within(session).findByText('Please enter whole minutes from 15 to 1440.')).toBeTruthy();
      expect(document.activeElement).toBe(minutes);
    }
    fireEvent.change(minutes, { target: { value: '120' } });
    fireEvent.click(within(session).getByTestId('limit-session-day-save'));
    await waitFor(() => expect(within(session).getByTestId('limit-session-day-amount').textContent).toBe('120 min'));
    expect(bodiesOf(fetchMock, '/member/protection/limits/set')).toEqual([
      { kind: 'loss', period: 'month', amount: '750.00' },
      { kind: 'session', period: 'day', amount: '120' },
    ]);
  });
});
