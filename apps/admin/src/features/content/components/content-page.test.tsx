import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';

const BANNER = {
  id: 7,
  site_id: 1,
  title: 'Welcome bonus',
  image_media_id: 11,
  link_type: 1,
  link_url: '/discount',
  link_method: 0,
  game_link_parameter: null,
  use_type: 0,
  starts_at: '',
  ends_at: '',
  sort: 0,
  active: 1,
  variants: [],
};
const PAGE = {
  id: 8,
  site_id: 1,
  kind: 'info',
  title: { en_US: 'FAQ', zh_CN: '常见问题' },
  summary: {},
  body: { en_US: '<p>How do I deposit?</p>', zh_CN: '<p>如何存款？</p>' },
  cover_media_id: 0,
  published_at: '2026-11-01T00:00:00.000Z',
  sort: 0,
  active: 1,
  updated_at: '2026-11-01T00:00:00.000Z',
};
const LETTER = {
  id: 1,
  site_id: 1,
  title: { en_US: 'Your bonus is ready' },
  audience: { kind: 'everyone' },
  status: 'sent',
  source: 'operator',
  delivered: 40,
  read: 12,
  created_at: '2026-11-20T08:00:00.000Z',
  finished_at: '2026-11-20T08:01:00.000Z',
};
const SECOND = { ...BANNER, id: 8, title: 'Cricket', image_media_id: 12, sort: 1 };

type Sent = { path: string; body: Record<string, unknown> };

/** The desk's server as the page meets it: the calls sent are kept; `list` answers the banners of the moment. */
function fakeServer(list: () => unknown[], letters: unknown[] = []) {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    if (path === '/operator/content/media/upload') {
      sent.push({ path, body: { type: new Headers(init.headers).get('content-type') } });
      return reply({ media_id: 31, url: '/media/31', content_type: 'image/png', width: 4, height: 2, bytes: 90 });
    }
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    sent.push({ path, body });
    if (path === '/operator/content/list') return reply({ kind: body.kind, list: list() });
    if (path === '/operator/content/banner/save') return reply({ ...BANNER, ...body, id: 9 });
    if (path === '/operator/content/page/save') return reply({ ...PAGE, ...body });
    if (path === '/operator/content/bulletin/save') return reply({ ...body, id: 5 });
    if (path === '/operator/content/site_link/save') return reply({ template: '', icon_media_id: 0, sort: 0, ...body, id: 4 });
    if (path === '/operator/letters/list') {
      // Two a page, of the asked source, before the asked id.
      const matching = (letters as { id: number; source: string }[]).filter(
        (l) => l.source === body.source && (body.before_id === undefined || l.id < Number(body.before_id)),
      );
      const page = matching.slice(0, 2);
      return reply({ list: page, next_before_id: matching.length > 2 ? (page.at(-1)?.id ?? null) : null });
    }
    if (path === '/operator/letters/send') {
      const audience = body.audience as { member_account?: string };
      if (audience.member_account === 'nobody1') return reply({ missing: ['nobody1'] }, 101);
      return reply({ ...LETTER, id: 2, title: body.title, audience: body.audience });
    }
    if (path === '/operator/letters/cancel') return reply({ ...LETTER, status: 'cancelled' });
    if (path === '/operator/content/logo/save') return reply({ language_code: null, ...body, id: 3 });
    if (path === '/operator/content/visibility') return reply({ kind: body.kind, id: body.id, active: body.active });
    if (path === '/operator/content/order') return reply({ kind: body.kind, ids: body.ids });
    if (path === '/operator/content/delete') return reply({ kind: body.kind, id: body.id });
    return reply(null, 404, { status: 404 });
  }) as typeof fetch;
  vi.stubGlobal('fetch', fetchImpl);
  return { sent, fetchImpl };
}

// Whole forms, and the editor's chunk loaded on its own: give them room on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8_000 });

beforeEach(() => sessionStorage.clear());

describe('the banners page', () => {
  it('makes a banner from an uploaded picture with an English and a Chinese title, marking the languages still missing', async () => {
    let banners: unknown[] = [];
    const { sent, fetchImpl } = fakeServer(() => banners);
    await renderAdminAt('/content/banners', fetchImpl, 'admin', 'en_US');
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    const form = screen.getByRole('form', { name: 'Banner' });
    const english = within(form).getByRole('tab', { name: /English/ });
    const chinese = within(form).getByRole('tab', { name: /Simplified Chinese/ });
    expect(english.getAttribute('data-missing')).toBe('true');
    expect(chinese.textContent).toContain('missing translation');
    // Without a picture nothing is sent.
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/Upload the English picture first/)).toBeTruthy();

    fireEvent.input(within(form).getByLabelText('Title'), { target: { value: 'Diwali cashback' } });
    expect(english.getAttribute('data-missing')).toBe('false');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'diwali.png', { type: 'image/png' });
    fireEvent.change(within(form).getByLabelText(/Upload a picture/), { target: { files: [file] } });
    expect((await within(form).findByTestId('picture-preview')).getAttribute('src')).toBe('/media/31');

    fireEvent.click(chinese);
    expect(chinese.getAttribute('aria-selected')).toBe('true');
    fireEvent.input(within(form).getByLabelText('Title'), { target: { value: '排灯节返现' } });
    expect(chinese.getAttribute('data-missing')).toBe('false');
    expect(within(form).getByRole('tab', { name: /Thai/ }).getAttribute('data-missing')).toBe('true');

    banners = [{ ...BANNER, id: 9, title: 'Diwali cashback', image_media_id: 31 }];
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByTestId('content-table-banner');
    const saved = sent.find((s) => s.path === '/operator/content/banner/save');
    expect(saved?.body).toMatchObject({
      site_id: 1,
      title: 'Diwali cashback',
      image_media_id: 31,
      active: 1,
      variants: [{ language_code: 'zh_CN', title: '排灯节返现', image_media_id: 31 }],
    });
    expect(sent.find((s) => s.path === '/operator/content/media/upload')?.body.type).toBe('image/png');
    expect(screen.getByRole('cell', { name: /Diwali cashback/ })).toBeTruthy();
  });

  it('hides, moves and, after a confirmation, deletes a banner', async () => {
    const { sent, fetchImpl } = fakeServer(() => [BANNER, SECOND]);
    await renderAdminAt('/content/banners', fetchImpl, 'admin', 'en_US');
    await screen.findByTestId('content-table-banner');
    fireEvent.click(screen.getByLabelText('Shown on the site: item 7'));
    await waitFor(() => expect(sent.some((s) => s.path === '/operator/content/visibility')).toBe(true));
    expect(sent.find((s) => s.path === '/operator/content/visibility')?.body).toEqual({
      site_id: 1,
      kind: 'banner',
      id: 7,
      active: 0,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Move item 7 down' }));
    await waitFor(() => expect(sent.find((s) => s.path === '/operator/content/order')?.body.ids).toEqual([8, 7]));

    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[1] as HTMLElement);
    expect(sent.some((s) => s.path === '/operator/content/delete')).toBe(false);
    const confirm = screen.getByRole('group', { name: 'Delete item 8?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() =>
      expect(sent.find((s) => s.path === '/operator/content/delete')?.body).toEqual({ site_id: 1, kind: 'banner', id: 8 }),
    );
  });

  it('lets support read the banners without any control that changes them', async () => {
    const { sent, fetchImpl } = fakeServer(() => [BANNER]);
    await renderAdminAt('/content/banners', fetchImpl, 'support', 'en_US');
    await screen.findByTestId('content-table-banner');
    expect(screen.getByRole('link', { name: 'Content' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect((screen.getByLabelText('Shown on the site: item 7') as HTMLInputElement).disabled).toBe(true);
    expect(sent.every((s) => s.path === '/operator/content/list')).toBe(true);
    screen.getByText('Your role may read the content but not change it.');
  });

  it('shows finance no content menu', async () => {
    const { fetchImpl } = fakeServer(() => []);
    await renderAdminAt('/audit', fetchImpl, 'finance', 'en_US');
    expect(screen.queryByRole('link', { name: 'Content' })).toBeNull();
  });
});

describe('the marquee page', () => {
  it('saves the texts of the languages filled in, in Chinese', async () => {
    const { sent, fetchImpl } = fakeServer(() => []);
    await renderAdminAt('/content/marquee', fetchImpl, 'admin', 'zh_CN');
    fireEvent.click(await screen.findByRole('button', { name: '新增' }));
    const form = screen.getByRole('form', { name: '跑马灯公告' });
    fireEvent.input(within(form).getByLabelText('文字'), { target: { value: '  Weekend reload 50%  ' } });
    fireEvent.click(within(form).getByRole('tab', { name: /简体中文/ }));
    fireEvent.input(within(form).getByLabelText('文字'), { target: { value: '周末充值 50%' } });
    fireEvent.click(within(form).getByLabelText('访客'));
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent.some((s) => s.path === '/operator/content/marquee/save')).toBe(true));
    expect(sent.find((s) => s.path === '/operator/content/marquee/save')?.body).toEqual({
      site_id: 1,
      content: { en_US: 'Weekend reload 50%', zh_CN: '周末充值 50%' },
      display_before_login: 0,
      display_after_login: 1,
      sort: 0,
      active: 1,
    });
  });
});

describe('the pages page', () => {
  it('edits a page body in the rich-text editor, loaded on its own, and sends the HTML it wrote', async () => {
    const { sent, fetchImpl } = fakeServer(() => [PAGE]);
    await renderAdminAt('/content/pages', fetchImpl, 'admin', 'en_US');
    await screen.findByTestId('content-table-page');
    expect(screen.getByRole('cell', { name: 'Information page: FAQ' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Page' });
    // The editor is a chunk of its own: give its first load time on a busy machine.
    const body = await within(form).findByRole('textbox', { name: 'Body' }, { timeout: 5_000 });
    await waitFor(() => expect(body.textContent).toBe('How do I deposit?'));
    expect(
      within(form)
        .getByRole('tab', { name: /Simplified Chinese/ })
        .getAttribute('data-missing'),
    ).toBe('false');
    expect(
      within(form)
        .getByRole('tab', { name: /Japanese/ })
        .getAttribute('data-missing'),
    ).toBe('true');

    fireEvent.click(within(form).getByRole('button', { name: 'Heading' }));
    await waitFor(() => expect(body.querySelector('h2')?.textContent).toBe('How do I deposit?'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((s) => s.path === '/operator/content/page/save')).toBe(true));
    expect(sent.find((s) => s.path === '/operator/content/page/save')?.body).toMatchObject({
      id: 8,
      kind: 'info',
      title: { en_US: 'FAQ', zh_CN: '常见问题' },
      body: { en_US: '<h2>How do I deposit?</h2>', zh_CN: '<p>如何存款？</p>' },
    });
  });
});

describe('the pop-up discounts page', () => {
  it('sends the places, screens and audiences chosen', async () => {
    const { sent, fetchImpl } = fakeServer(() => []);
    await renderAdminAt('/content/bulletins', fetchImpl, 'admin', 'en_US');
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const form = screen.getByRole('form', { name: 'Pop-up discount' });
    fireEvent.input(within(form).getByLabelText('Title'), { target: { value: 'Free spins Friday' } });
    await within(form).findByRole('textbox', { name: 'Text' }, { timeout: 5_000 });
    fireEvent.change(within(form).getByLabelText('Screens'), { target: { value: '2' } });
    fireEvent.click(within(form).getByLabelText("Members' deposit page"));
    fireEvent.click(within(form).getByLabelText('Visitors'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((s) => s.path === '/operator/content/bulletin/save')).toBe(true));
    expect(sent.find((s) => s.path === '/operator/content/bulletin/save')?.body).toMatchObject({
      title: { en_US: 'Free spins Friday' },
      content: {},
      display_device: 2,
      display_locations: [1, 2, 3],
      audiences: ['never_deposited', 'deposited', 'bonus_taken'],
    });
  });
});

describe('the site links and logos pages', () => {
  it('saves a footer link with its title per language', async () => {
    const { sent, fetchImpl } = fakeServer(() => []);
    await renderAdminAt('/content/links', fetchImpl, 'admin', 'en_US');
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const form = screen.getByRole('form', { name: 'Site link' });
    fireEvent.input(within(form).getByLabelText('Title'), { target: { value: 'Responsible gaming' } });
    fireEvent.input(within(form).getByLabelText('Link (site path or https address)'), { target: { value: '/faq/3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((s) => s.path === '/operator/content/site_link/save')).toBe(true));
    expect(sent.find((s) => s.path === '/operator/content/site_link/save')?.body).toMatchObject({
      placement: 'footer',
      title: { en_US: 'Responsible gaming' },
      url: '/faq/3',
    });
  });

  it('asks for a logo picture before saving, then saves it for one language', async () => {
    const { sent, fetchImpl } = fakeServer(() => []);
    await renderAdminAt('/content/logos', fetchImpl, 'admin', 'en_US');
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const form = screen.getByRole('form', { name: 'Logo' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Upload a picture first.')).toBeTruthy();
    expect(sent.some((s) => s.path === '/operator/content/logo/save')).toBe(false);
    fireEvent.change(within(form).getByLabelText('Place'), { target: { value: 'footer' } });
    fireEvent.change(within(form).getByLabelText('Language'), { target: { value: 'hi_IN' } });
    const file = new File([new Uint8Array([255, 216, 255])], 'logo.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(form).getByLabelText(/Upload a picture/), { target: { files: [file] } });
    await within(form).findByTestId('picture-preview');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((s) => s.path === '/operator/content/logo/save')).toBe(true));
    expect(sent.find((s) => s.path === '/operator/content/logo/save')?.body).toEqual({
      site_id: 1,
      type: 'footer',
      language_code: 'hi_IN',
      media_id: 31,
    });
  });
});

describe('the letters page', () => {
  it("shows operators' letters a page at a time, and the VIP level rises apart", async () => {
    const rise = { ...LETTER, id: 9, title: { en_US: 'Welcome to VIP 2' }, audience: { kind: 'members' }, source: 'vip_level' };
    const letters = [
      rise,
      { ...LETTER, id: 7, title: { en_US: 'Seven' } },
      { ...LETTER, id: 5, title: { en_US: 'Five' } },
      LETTER,
    ];
    const { sent, fetchImpl } = fakeServer(() => [], letters);
    await renderAdminAt('/content/letters', fetchImpl, 'support', 'en_US');
    await screen.findByText('Seven');
    expect(screen.getAllByTestId('letter-row')).toHaveLength(2);
    expect(screen.queryByText('Welcome to VIP 2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('Your bonus is ready');
    expect(screen.getAllByTestId('letter-row')).toHaveLength(3);
    expect(sent.filter((s) => s.path === '/operator/letters/list').at(-1)?.body).toMatchObject({ before_id: 5 });
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Sent by' }), { target: { value: 'vip_level' } });
    await screen.findByText('Welcome to VIP 2');
    expect(screen.getAllByTestId('letter-row')).toHaveLength(1);
  });

  it('lets support write to one member and stop a letter after a confirmation', async () => {
    const { sent, fetchImpl } = fakeServer(() => [], [LETTER]);
    await renderAdminAt('/content/letters', fetchImpl, 'support', 'en_US');
    const row = await screen.findByTestId('letter-row');
    expect(row.textContent).toContain('12 / 40');
    fireEvent.click(within(row).getByRole('button', { name: 'Stop' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Yes, stop it' }));
    await waitFor(() => expect(sent.find((s) => s.path === '/operator/letters/cancel')?.body).toEqual({ id: 1 }));

    fireEvent.click(screen.getByRole('button', { name: 'Write a letter' }));
    const form = screen.getByRole('form', { name: 'Letter' });
    fireEvent.input(within(form).getByLabelText('Title'), { target: { value: 'Welcome back' } });
    await within(form).findByRole('textbox', { name: 'Letter' }, { timeout: 5_000 });
    // An account the site does not know is named in the refusal.
    fireEvent.input(within(form).getByLabelText('Member account'), { target: { value: 'nobody1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('Not found: nobody1');
    fireEvent.input(within(form).getByLabelText('Member account'), { target: { value: ' ravi88 ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent.filter((s) => s.path === '/operator/letters/send')).toHaveLength(2));
    expect(sent.filter((s) => s.path === '/operator/letters/send').at(-1)?.body).toEqual({
      site_id: 1,
      title: { en_US: 'Welcome back' },
      body: {},
      audience: { kind: 'member', member_account: 'ravi88' },
    });
  });
});
