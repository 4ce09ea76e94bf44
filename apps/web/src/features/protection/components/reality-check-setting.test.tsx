import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { installFakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { RealityCheckSetting } from './reality-check-setting.tsx';

const figures = (interval: number) => ({
  signed_in_at: Date.now() - 30 * 60_000,
  minutes_played: 30,
  net_result: '-5.00',
  currency: 'INR',
  interval_minutes: interval,
});

describe('RealityCheckSetting', () => {
  beforeEach(() => saveSession({ token: 'tok', memberId: 7, account: 'member01', currency: 'INR' }));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the member's interval, offers the choices and saves the one chosen", async () => {
    const sent: unknown[] = [];
    installFakeApi({
      '/api/member/protection/reality-check': ok(figures(60)),
      '/api/member/protection/reality-check/set': (body) => {
        sent.push(body);
        return ok(figures((body as { interval_minutes: number }).interval_minutes));
      },
    });
    await renderWithProviders(<RealityCheckSetting />);
    expect(screen.getByRole('heading', { name: 'Reality check' })).toBeTruthy();
    const select = (await screen.findByLabelText('Remind me every')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('60'));
    expect([...select.options].map((option) => option.textContent)).toEqual([
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '60 minutes',
      '90 minutes',
      '120 minutes',
    ]);

    fireEvent.change(select, { target: { value: '30' } });
    await screen.findByText('Saved. The next reminder follows the new interval.');
    expect(sent).toEqual([{ interval_minutes: 30 }]);
    expect(select.value).toBe('30');
  });

  it('says so when saving fails, and keeps the interval in force', async () => {
    installFakeApi({
      '/api/member/protection/reality-check': ok(figures(90)),
      '/api/member/protection/reality-check/set': { status: 500, body: { code: 500, message: 'error', data: null } },
    });
    await renderWithProviders(<RealityCheckSetting />, { language: 'th_TH' });
    const select = (await screen.findByLabelText('แจ้งเตือนทุก')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('90'));
    fireEvent.change(select, { target: { value: '15' } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    expect(select.value).toBe('90');
  });
});
