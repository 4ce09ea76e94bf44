import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGameI18n } from '../../../lib/i18n.ts';
import { goLobby } from '../../../lib/lobby.ts';
import { MEMBER_TOKEN_KEY } from '../api/member-token.ts';
import type { RealityCheckFigures } from '../hooks/use-reality-check.ts';
import { RealityCheck } from './reality-check.tsx';
import { RealityCheckDialog } from './reality-check-dialog.tsx';

vi.mock('../../../lib/lobby.ts', () => ({ goLobby: vi.fn() }));

const figures: RealityCheckFigures = {
  signed_in_at: Date.now() - 75 * 60_000,
  minutes_played: 75,
  net_result: '-1250.50',
  currency: 'INR',
  interval_minutes: 60,
};

async function renderIn(language: 'en_US' | 'zh_CN', ui: React.ReactNode) {
  const i18n = await createGameI18n(language);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

describe('RealityCheckDialog', () => {
  it('is a labelled modal dialog with the time played and the net result, focus on Continue, and both choices', async () => {
    const onContinue = vi.fn();
    const onLogOut = vi.fn();
    await renderIn(
      'en_US',
      <RealityCheckDialog figures={figures} language="en_US" onContinue={onContinue} onLogOut={onLogOut} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reality check' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(screen.getByTestId('reality-check-played').textContent).toBe('1 h 15 min');
    const net = screen.getByTestId('reality-check-net');
    expect(net.textContent).toContain('1,250.50');
    expect(net.textContent).toMatch(/-|−/);
    expect(net.classList.contains('loss')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));

    // Escape is no answer: the member chooses.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog.open).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it('is closed without figures, speaks the page language, and shows minutes alone under an hour', async () => {
    const { rerender } = await renderIn(
      'zh_CN',
      <RealityCheckDialog figures={null} language="zh_CN" onContinue={() => undefined} onLogOut={() => undefined} />,
    );
    expect((screen.getByTestId('reality-check') as HTMLDialogElement).open).toBe(false);
    const i18n = await createGameI18n('zh_CN');
    rerender(
      <I18nextProvider i18n={i18n}>
        <RealityCheckDialog
          figures={{ ...figures, minutes_played: 42, net_result: '300.00' }}
          language="zh_CN"
          onContinue={() => undefined}
          onLogOut={() => undefined}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('dialog', { name: '游戏时间提醒' })).toBeTruthy();
    expect(screen.getByTestId('reality-check-played').textContent).toBe('42 分钟');
    expect(screen.getByTestId('reality-check-net').classList.contains('loss')).toBe(false);
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
  });
});

describe('RealityCheck on a game page', () => {
  const calls: { path: string; authorization: string | null }[] = [];
  beforeEach(() => {
    calls.length = 0;
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const headers = new Headers(init.headers);
        calls.push({ path: url, authorization: headers.get('authorization') });
        const data = url.endsWith('/reality-check') ? figures : null;
        return new Response(JSON.stringify({ code: 1000, message: 'ok', data }), { status: 200 });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reminds a signed-in member whose interval has passed; "Log out" ends the sign-in and leaves for the lobby', async () => {
    localStorage.setItem(MEMBER_TOKEN_KEY, 'member-token');
    await renderIn('en_US', <RealityCheck demo={false} lobbyUrl="/lobby" language="en_US" />);
    const dialog = (await screen.findByRole('dialog', { name: 'Reality check' })) as HTMLDialogElement;
    await waitFor(() => expect(dialog.open).toBe(true));
    expect(calls[0]).toEqual({ path: '/api/member/protection/reality-check', authorization: 'Bearer member-token' });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    });
    await waitFor(() => expect(goLobby).toHaveBeenCalledWith('/lobby'));
    expect(calls[1]).toEqual({ path: '/api/logout', authorization: 'Bearer member-token' });
    expect(localStorage.getItem(MEMBER_TOKEN_KEY)).toBeNull();
  });

  it('loads nothing and asks nothing in demo play or without a signed-in member', async () => {
    localStorage.setItem(MEMBER_TOKEN_KEY, 'member-token');
    const demo = await renderIn('en_US', <RealityCheck demo lobbyUrl="/lobby" language="en_US" />);
    demo.unmount();
    localStorage.clear();
    await renderIn('en_US', <RealityCheck demo={false} lobbyUrl="/lobby" language="en_US" />);
    await act(async () => undefined);
    expect(calls).toEqual([]);
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });
});
