import { qrPath } from '@casino/browser/qr-code.tsx';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encode } from 'uqr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { installFakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { AgentPromotion, agentLink } from './agent-promotion.tsx';

describe('AgentPromotion', () => {
  beforeEach(() => saveSession({ token: 'tok', memberId: 7, account: 'agent01', currency: 'INR' }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the agent link and each domain with a QR code, a copy button and the sign-ups each brought', async () => {
    installFakeApi({
      '/api/member/agent/promotion': ok({
        agent_id: '7',
        link: { sign_ups: 12, sign_ups_30_days: 3 },
        domains: [{ host: 'lucky.example.com', currency: 'INR', sign_ups: 5, sign_ups_30_days: 0 }],
      }),
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderWithProviders(<AgentPromotion />);
    const link = await screen.findByTestId('promotion-link');
    const url = `${window.location.origin}/?id=7`;
    expect(within(link).getByTestId('promotion-link-url').textContent).toBe(url);
    expect(within(link).getByTestId('promotion-link-sign-ups').textContent).toBe('12');
    expect(within(link).getByTestId('promotion-link-sign-ups-30').textContent).toBe('3');
    expect(
      within(link)
        .getByRole('img', { name: `QR code of ${url}` })
        .getAttribute('data-value'),
    ).toBe(url);
    fireEvent.click(within(link).getByRole('button', { name: 'Copy Your agent link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));

    const domain = screen.getByTestId('promotion-domain');
    expect(within(domain).getByRole('heading').textContent).toBe('Your domain lucky.example.com');
    expect(within(domain).getByTestId('promotion-domain-url').textContent).toBe(
      `${window.location.protocol}//lucky.example.com/`,
    );
    expect(within(domain).getByText('Members who register on this domain become yours, in INR.')).toBeTruthy();
    expect(within(domain).getByTestId('promotion-domain-sign-ups').textContent).toBe('5');
  });

  it('says when the agent has no domain yet', async () => {
    installFakeApi({
      '/api/member/agent/promotion': ok({ agent_id: '7', link: { sign_ups: 0, sign_ups_30_days: 0 }, domains: [] }),
    });
    await renderWithProviders(<AgentPromotion />);
    await waitFor(() => expect(screen.getByText('You have no agent domain yet. Ask the operator for one.')).toBeTruthy());
    expect(screen.queryByTestId('promotion-domain')).toBeNull();
  });
});

describe('the QR code', () => {
  it('draws every dark module of the code, and nothing else, inside a quiet zone', () => {
    const value = agentLink('https://site.example', '42');
    const { path, modules } = qrPath(value);
    const code = encode(value, { ecc: 'M', border: 0 });
    expect(modules).toBe(code.size + 8);
    const drawn = new Set([...path.matchAll(/M(\d+) (\d+)/g)].map((m) => `${m[1]},${m[2]}`));
    const expected = new Set(code.data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`${x + 4},${y + 4}`] : []))));
    expect(drawn).toEqual(expected);
    expect(qrPath(agentLink('https://site.example', '43')).path).not.toBe(path);
  });
});
