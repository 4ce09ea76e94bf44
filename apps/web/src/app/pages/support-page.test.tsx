import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { installSiteApi, siteApiHandlers } from '../../test/site-api.ts';

/** The detail of the fake site with some of its fields replaced. */
function siteDetail(overrides: Record<string, string>) {
  const handler = siteApiHandlers()['/api/arks/web/site/detail'] as { body: { data: { detail: object } } };
  return ok({ detail: { ...handler.body.data.detail, ...overrides } });
}

describe('/support', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows how to reach the site's support, with working email and phone links", async () => {
    installSiteApi();
    await renderApp('/support');
    const page = await screen.findByTestId('support-page');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Customer Service');
    expect(page.textContent).toContain('The Demo Casino team is here to help.');
    const email = await within(page).findByRole('link', { name: 'help@demo-casino.test' });
    expect(email.getAttribute('href')).toBe('mailto:help@demo-casino.test');
    expect(within(page).getByRole('link', { name: '+91 80 4000 1234' }).getAttribute('href')).toBe('tel:+918040001234');
    // The customer-service link is this page itself: no link to itself.
    expect(within(page).queryByTestId('support-chat')).toBeNull();
    expect(document.title).toBe('Customer Service - Demo Casino');
  });

  it("lists the operator's own support service when the link points elsewhere", async () => {
    installSiteApi({
      '/api/arks/web/site/detail': siteDetail({ customer_service_link: 'https://chat.operator.test/room', support_phone: '' }),
    });
    await renderApp('/support');
    const chat = await screen.findByRole('link', { name: 'Open the live chat' });
    expect(chat.getAttribute('href')).toBe('https://chat.operator.test/room');
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTestId('support-phone')).toBeNull();
  });

  it('says so when the operator has published no contact details', async () => {
    installSiteApi({
      '/api/arks/web/site/detail': siteDetail({ customer_service_link: '', support_email: '', support_phone: '' }),
    });
    await renderApp('/support');
    expect((await screen.findByTestId('support-none')).textContent).toBe(
      'Contact details have not been published yet. Please try again later.',
    );
  });

  it('is translated', async () => {
    installSiteApi();
    await renderApp('/support', { language: 'th_TH' });
    const page = await screen.findByTestId('support-page');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('ฝ่ายบริการลูกค้า');
    expect(await within(page).findByText('อีเมล')).toBeTruthy();
  });
});
