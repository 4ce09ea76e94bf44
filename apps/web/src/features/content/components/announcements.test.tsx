import type { BulletinHistoryItem } from '@casino/contract/calls/content-calls.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { ok } from '../../../test/fake-api.ts';
import { memberLayoutFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { installSiteApi } from '../../../test/site-api.ts';

function announcement(id: number, overrides: Partial<BulletinHistoryItem> = {}): BulletinHistoryItem {
  return {
    id,
    title: `Notice ${id}`,
    display_device: 0,
    display_content: 1,
    content: `<p>Body of notice ${id}</p>`,
    image: '',
    link_url: '',
    language: 'en_US',
    updated_at: '2026-11-01T00:00:00.000Z',
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: null,
    ...overrides,
  };
}

describe('member centre announcements', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the notices shown to members, opens one, and pages through them', async () => {
    saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
    const history = vi.fn((body: unknown) => {
      const { page } = body as { page: number };
      const list =
        page === 1
          ? Array.from({ length: 10 }, (_, i) => announcement(i + 1, i === 1 ? { ends_at: '2026-11-02T00:00:00.000Z' } : {}))
          : [announcement(11)];
      return ok({ list, total_count: 11 });
    });
    installSiteApi({
      '/api/member/profile/common/layout': ok(memberLayoutFixture({ member_currency: 'INR' })),
      '/api/arks/web/bulletin/history': history,
    });
    await renderApp('/user/InfoCenter/Announcement');
    const list = await screen.findByTestId('announcement-list');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Announcements');
    const items = within(list).getAllByTestId('announcement');
    expect(items).toHaveLength(10);
    expect(within(items[1] as HTMLElement).getByText('Ended')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Current')).toBeTruthy();
    expect(history.mock.calls[0]?.[0]).toMatchObject({ site_id: 1, display_device: 1, page: 1, count: 10 });

    const head = within(items[0] as HTMLElement).getByRole('button');
    expect(head.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(head);
    expect(head.getAttribute('aria-expanded')).toBe('true');
    expect(within(items[0] as HTMLElement).getByText('Body of notice 1')).toBeTruthy();

    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('announcement')).toHaveLength(1));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  }, 15_000);

  it('says when there are none', async () => {
    saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
    installSiteApi({
      '/api/member/profile/common/layout': ok(memberLayoutFixture({ member_currency: 'INR' })),
      '/api/arks/web/bulletin/history': ok({ list: [], total_count: 0 }),
    });
    await renderApp('/user/InfoCenter/Announcement');
    expect((await screen.findByTestId('announcements-empty')).textContent).toContain('There are no announcements yet.');
  });
});
