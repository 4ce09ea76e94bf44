import type { DepositMethod } from '@casino/contract/calls/payment-calls.ts';
import { IDEMPOTENCY_KEY } from '@casino/contract/define-call.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { type FakeHandler, type FakeReply, installFakeApi, ok } from '../../../test/fake-api.ts';
import { bankTransferMethodFixture, gatewayMethodFixture } from '../../../test/fund-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { DepositPage } from './deposit-page.tsx';
import { FastPaymentPage } from './fast-payment-page.tsx';

const PAY_URL = 'https://pay.example.com/sandbox/pay?order=D1001';

function refuse(code: number, message = 'deposit.refused'): FakeReply {
  return { body: { code, message, data: null } };
}

function methodsReply(list: DepositMethod[] = [gatewayMethodFixture(), bankTransferMethodFixture()], need = 0) {
  return ok({ currency: 'INR', list, need_bank_account: need });
}

function depositApi(create: FakeHandler | FakeReply, methods: FakeHandler | FakeReply = methodsReply()) {
  return installFakeApi({ '/api/member/deposit/methods': methods, '/api/member/deposit/create': create });
}

/** Bodies and idempotency keys of the create calls, in order. */
function creates(fetchMock: ReturnType<typeof installFakeApi>) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/member/deposit/create')
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      key: new Headers(init?.headers).get('idempotency-key'),
    }));
}

function gatewayOrder(overrides: Record<string, unknown> = {}) {
  return ok({ order_number: 'D1001', status: 'pending', amount: '250.00', pay_url: PAY_URL, ...overrides });
}

function methodCard(kind: 'gateway' | 'bank_transfer'): HTMLElement {
  const card = screen.getAllByTestId('deposit-method').find((el) => el.getAttribute('data-kind') === kind);
  if (!card) throw new Error(`no ${kind} method`);
  return card;
}

function typeAmount(value: string) {
  fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByTestId('deposit-submit'));
}

describe('DepositPage', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
    assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the methods with their kind and limits, the first one chosen, with quick amounts', async () => {
    depositApi(gatewayOrder());
    await renderWithProviders(<DepositPage />);
    const cards = await screen.findAllByTestId('deposit-method');
    expect(cards.map((card) => card.getAttribute('data-kind'))).toEqual(['gateway', 'bank_transfer']);
    expect(within(cards[0]!).getByText('Sandbox Pay')).toBeTruthy();
    expect(within(cards[0]!).getByText('Online payment')).toBeTruthy();
    expect(within(cards[0]!).getByText('Limit: ₹100.00 – ₹50,000.00')).toBeTruthy();
    expect(within(cards[1]!).getByText('Bank transfer', { selector: '.deposit-method__kind' })).toBeTruthy();
    expect(within(cards[1]!).getByText('Limit: ₹500.00 – ₹2,00,000.00')).toBeTruthy();
    expect((within(cards[0]!).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('From ₹100.00 to ₹50,000.00')).toBeTruthy();
    // No payer fields for a gateway.
    expect(screen.queryByTestId('deposit-payer-name')).toBeNull();

    const chips = screen.getAllByTestId('deposit-quick-amount');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      '₹100.00',
      '₹200.00',
      '₹500.00',
      '₹1,000.00',
      '₹2,000.00',
      '₹5,000.00',
    ]);
    fireEvent.click(chips[2]!);
    expect((screen.getByTestId('deposit-amount') as HTMLInputElement).value).toBe('500.00');
    expect(chips[2]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('checks the amount against the chosen method before sending anything', async () => {
    const fetchMock = depositApi(gatewayOrder());
    await renderWithProviders(<DepositPage />);
    await screen.findAllByTestId('deposit-method');

    submit();
    expect(await screen.findByText('Please enter an amount.')).toBeTruthy();
    expect(screen.getByTestId('deposit-amount').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('deposit-amount'));

    const cases: [string, string][] = [
      ['12abc', 'Please enter an amount in digits, such as 100 or 100.50.'],
      ['100.005', 'Please use at most 2 decimal places.'],
      ['99.99', 'The smallest amount is ₹100.00.'],
      ['50000.01', 'The largest amount is ₹50,000.00.'],
      ['0', 'The amount must be more than zero.'],
    ];
    for (const [value, message] of cases) {
      typeAmount(value);
      submit();
      expect(await screen.findByText(message), value).toBeTruthy();
    }

    // The limits follow the chosen method: 200 is fine for the gateway but below the bank transfer's minimum.
    fireEvent.click(within(methodCard('bank_transfer')).getByRole('radio'));
    typeAmount('200');
    submit();
    expect(await screen.findByText('The smallest amount is ₹500.00.')).toBeTruthy();
    expect(screen.getByText('Please enter the name on the paying account.')).toBeTruthy();
    expect(creates(fetchMock)).toHaveLength(0);
  });

  it('refuses decimals in a currency without minor units', async () => {
    depositApi(
      gatewayOrder(),
      ok({
        currency: 'VND',
        list: [gatewayMethodFixture({ min_amount: '50000', max_amount: '100000000' })],
        need_bank_account: 0,
      }),
    );
    await renderWithProviders(<DepositPage />);
    await screen.findAllByTestId('deposit-method');
    typeAmount('60000.5');
    submit();
    expect(await screen.findByText('Please enter a whole amount without decimals.')).toBeTruthy();
  });

  it('opens a gateway order once, with an idempotency key, shows its number and goes to the payment page', async () => {
    const fetchMock = depositApi(gatewayOrder());
    await renderWithProviders(<DepositPage />);
    await screen.findAllByTestId('deposit-method');
    typeAmount(' 250 ');
    submit();
    submit();

    expect((await screen.findByTestId('deposit-order-number')).textContent).toBe('D1001');
    const sent = creates(fetchMock);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ method_id: 1, amount: '250.00', payer_name: '', payer_reference: '' });
    expect(sent[0]?.key).toMatch(IDEMPOTENCY_KEY);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(PAY_URL);
    expect(screen.getByText('Your order is ready. Taking you to the payment page…')).toBeTruthy();
    expect(screen.getByTestId('deposit-pay-link').getAttribute('href')).toBe(PAY_URL);
  });

  it('never sends the browser to a payment address that is not http(s)', async () => {
    depositApi(gatewayOrder({ pay_url: 'javascript:alert(1)' }));
    await renderWithProviders(<DepositPage />);
    await screen.findAllByTestId('deposit-method');
    typeAmount('250');
    submit();
    expect((await screen.findByTestId('deposit-order-number')).textContent).toBe('D1001');
    expect(assign).not.toHaveBeenCalled();
    expect(
      screen.getByText('The payment page could not be opened. Please contact customer service with your order number.'),
    ).toBeTruthy();
  });

  it('sends the same key again when a submission is retried after a network error, and a new key for a new deposit', async () => {
    let attempt = 0;
    const fetchMock = depositApi(() => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      if (attempt === 2) return gatewayOrder();
      return gatewayOrder({ order_number: 'D1002', amount: '300.00' });
    });
    await renderWithProviders(<DepositPage />);
    await screen.findAllByTestId('deposit-method');
    typeAmount('250');
    submit();
    expect(await screen.findByText(/We couldn't reach the server/)).toBeTruthy();
    expect(screen.getByText(/the same request is sent, so it cannot be made twice/)).toBeTruthy();
    expect((screen.getByTestId('deposit-submit') as HTMLButtonElement).disabled).toBe(false);

    submit();
    expect((await screen.findByTestId('deposit-order-number')).textContent).toBe('D1001');
    const [first, retry] = creates(fetchMock);
    expect(retry?.key).toBe(first?.key);
    expect(retry?.body).toEqual(first?.body);

    fireEvent.click(screen.getByTestId('deposit-again'));
    typeAmount('300');
    submit();
    expect((await screen.findByTestId('deposit-order-number')).textContent).toBe('D1002');
    const third = creates(fetchMock)[2];
    expect(third?.key).toMatch(IDEMPOTENCY_KEY);
    expect(third?.key).not.toBe(first?.key);
  });

  it('uses a new key once the server has answered, even for the same amount', async () => {
    let attempt = 0;
    const fetchMock = depositApi(() => (++attempt === 1 ? refuse(105) : gatewayOrder()));
    await renderWithProviders(<DepositPage />);
    await screen.findAllByTestId('deposit-method');
    typeAmount('250');
    submit();
    expect(await screen.findByText(/too many deposits waiting/)).toBeTruthy();
    submit();
    await screen.findByTestId('deposit-order-number');
    const [first, second] = creates(fetchMock);
    expect(second?.body).toEqual(first?.body);
    expect(second?.key).not.toBe(first?.key);
  });

  it('shows the account to transfer to with copy buttons and the pending order for a bank transfer', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const fetchMock = depositApi(ok({ order_number: 'D2002', status: 'pending', amount: '1500.00', pay_url: null }));
    await renderWithProviders(<DepositPage />);
    fireEvent.click(within(await screen.findByTestId('deposit-form')).getAllByRole('radio')[1]!);
    expect(methodCard('bank_transfer').getAttribute('data-selected')).toBe('1');
    typeAmount('1500');
    fireEvent.change(screen.getByTestId('deposit-payer-name'), { target: { value: ' Asha Rao ' } });
    fireEvent.change(screen.getByTestId('deposit-payer-reference'), { target: { value: 'UTR 998877' } });
    submit();

    const details = await screen.findByTestId('deposit-bank-details');
    expect(creates(fetchMock)[0]?.body).toEqual({
      method_id: 2,
      amount: '1500.00',
      payer_name: 'Asha Rao',
      payer_reference: 'UTR 998877',
    });
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByTestId('deposit-order-number').textContent).toBe('D2002');
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(within(details).getByText('Demo Bank')).toBeTruthy();
    expect(within(details).getByText('Demo Casino Ltd')).toBeTruthy();
    expect(within(details).getByText('001234567890')).toBeTruthy();
    expect(within(details).getByText('Central')).toBeTruthy();
    expect(within(details).getByText(/Transfer exactly ₹1,500.00/)).toBeTruthy();

    fireEvent.click(within(details).getByRole('button', { name: 'Copy Account number' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('001234567890'));
    expect(await screen.findByText('Account number copied.')).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Copy Amount to transfer' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('1500.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy Order number' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('D2002'));
  });

  it('keeps a created order on screen when the methods fail to load again', async () => {
    let reads = 0;
    depositApi(ok({ order_number: 'D2002', status: 'pending', amount: '1500.00', pay_url: null }), () =>
      ++reads === 1 ? methodsReply() : refuse(500, 'internal_error'),
    );
    const { queryClient } = await renderWithProviders(<DepositPage />);
    fireEvent.click(within(await screen.findByTestId('deposit-form')).getAllByRole('radio')[1]!);
    typeAmount('1500');
    fireEvent.change(screen.getByTestId('deposit-payer-name'), { target: { value: 'Asha Rao' } });
    submit();
    await screen.findByTestId('deposit-bank-details');
    await queryClient.invalidateQueries({ queryKey: ['member'] });
    expect(reads).toBe(2);
    expect(screen.getByTestId('deposit-bank-details')).toBeTruthy();
    expect(screen.getByTestId('deposit-order-number').textContent).toBe('D2002');
  });

  it('asks a member who must bind a bank account to do so, instead of the form', async () => {
    depositApi(gatewayOrder(), methodsReply(undefined, 1));
    const { router } = await renderWithProviders(<DepositPage />);
    const prompt = await screen.findByTestId('deposit-bind-prompt');
    expect(prompt.getAttribute('role')).toBe('dialog');
    expect(within(prompt).getByText('Bind a bank account first')).toBeTruthy();
    expect(screen.queryByTestId('deposit-form')).toBeNull();

    fireEvent.click(within(prompt).getByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('deposit-bind-prompt')).toBeNull();
    const notice = screen.getByTestId('deposit-bind-notice');
    fireEvent.click(within(notice).getByRole('link', { name: 'Bind a bank account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/BindAccount'));
  });

  it.each([
    [101, 'This payment method is no longer available. Please choose another one.'],
    [102, 'The smallest amount is ₹100.00.'],
    [103, 'The largest amount is ₹50,000.00.'],
    [105, 'You already have too many deposits waiting. Please finish them or wait before making another.'],
    [
      107,
      'This deposit would take you past a deposit limit you set for yourself. You can deposit again when your limit allows it.',
    ],
  ])('shows refusal %i', async (code, text) => {
    depositApi(refuse(code));
    await renderWithProviders(<DepositPage />);
    await screen.findAllByTestId('deposit-method');
    typeAmount('250');
    submit();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByTestId('deposit-order-number')).toBeNull();
    expect((screen.getByTestId('deposit-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('turns refusal 104 into the bind prompt', async () => {
    let needBank = 0;
    depositApi(
      () => {
        needBank = 1;
        return refuse(104);
      },
      () => methodsReply(undefined, needBank),
    );
    await renderWithProviders(<DepositPage />);
    await screen.findAllByTestId('deposit-method');
    typeAmount('250');
    submit();
    expect(await screen.findByTestId('deposit-bind-prompt')).toBeTruthy();
    expect(screen.queryByTestId('deposit-form')).toBeNull();
  });

  it('says when no method is open, and offers a retry when the methods cannot be loaded', async () => {
    let fail = true;
    depositApi(gatewayOrder(), () => (fail ? refuse(500, 'internal_error') : methodsReply([])));
    await renderWithProviders(<DepositPage />);
    expect(await screen.findByText('The deposit methods could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No deposit method is open for your currency/)).toBeTruthy();
  });
});

describe('FastPaymentPage', () => {
  beforeEach(() => saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' }));
  afterEach(() => vi.unstubAllGlobals());

  it('is the deposit flow in the compact layout, with its own title', async () => {
    depositApi(gatewayOrder());
    await renderWithProviders(<FastPaymentPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fast Deposit');
    expect(document.title).toBe('Fast Deposit - Demo Casino');
    const panel = screen.getByTestId('deposit-page');
    expect(panel.getAttribute('data-compact')).toBe('1');
    expect(await within(panel).findAllByTestId('deposit-method')).toHaveLength(2);
    expect(within(panel).getByTestId('deposit-form').className).toContain('deposit-form--compact');
  });
});
