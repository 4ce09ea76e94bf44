import type { BonusOffer } from '@casino/contract/calls/bonus-calls.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { installFakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { DepositBonusChoice } from './deposit-bonus-choice.tsx';
import { PromotionBonus } from './promotion-bonus.tsx';

const offer = (fields: Partial<BonusOffer> = {}): BonusOffer => ({
  promotion_id: 9,
  title: 'Weekend match',
  kind: 'deposit_match',
  currency: 'INR',
  percent: '50',
  cap: '1000.00',
  min_deposit: '100.00',
  amount: '0.00',
  wagering_multiple: 10,
  wagering_base: 'bonus_deposit',
  weights: {},
  valid_days: 7,
  claimed: 0,
  ...fields,
});

describe('bonus offers', () => {
  beforeEach(() => saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' }));
  afterEach(() => vi.unstubAllGlobals());

  it('the promotion page states the terms and takes the bonus', async () => {
    const fetchMock = installFakeApi({
      '/api/arks/web/bonus/offers': ok({ list: [offer({ kind: 'fixed', amount: '88.00' })] }),
      '/api/arks/web/bonus/apply': ok({ id: 1, amount: '88.00', currency: 'INR' }),
    });
    await renderWithProviders(<PromotionBonus promotionId={9} />);
    expect((await screen.findByTestId('bonus-offer-terms')).textContent).toBe(
      'Bonus ₹88.00. Wager 10 times bonus plus deposit within 7 days to turn it into cash.',
    );
    fireEvent.click(screen.getByTestId('bonus-apply'));
    await waitFor(() => {
      const sent = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/arks/web/bonus/apply');
      expect(JSON.parse(String(sent[0]?.[1]?.body))).toEqual({ promotion_id: 9 });
    });
  });

  it('says so when the member has had it', async () => {
    installFakeApi({ '/api/arks/web/bonus/offers': ok({ list: [offer({ claimed: 1 })] }) });
    await renderWithProviders(<PromotionBonus promotionId={9} />);
    expect(await screen.findByTestId('bonus-claimed')).toBeTruthy();
    expect(screen.queryByTestId('bonus-apply')).toBeNull();
  });

  it('the deposit page offers the running deposit matches, no bonus first', async () => {
    installFakeApi({
      '/api/arks/web/bonus/offers': ok({ list: [offer(), offer({ promotion_id: 3, kind: 'fixed', title: 'Gift' })] }),
    });
    const chosen = vi.fn();
    await renderWithProviders(<DepositBonusChoice value={null} onChange={chosen} />);
    const select = (await screen.findByTestId('deposit-bonus-select')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['No bonus', 'Weekend match']);
    fireEvent.change(select, { target: { value: '9' } });
    expect(chosen).toHaveBeenCalledWith(9);
  });
});
