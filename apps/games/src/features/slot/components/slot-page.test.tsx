import { houseSessionCall, spinCall } from '@casino/contract/house/slot-baccarat-calls.ts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { createGameI18n } from '../../../lib/i18n.ts';
import { setReducedMotion } from '../../../test/reduced-motion.ts';
import { NO_WIN_ROWS, SEVENS_ROWS, TEST_PAGE, TEST_SESSION, testRound, testSpin } from '../../../test/slot-fixtures.ts';
import type { SlotRoundResult } from '../api/slot-calls.ts';
import { SlotPage } from './slot-page.tsx';

const slotMessages = import.meta.glob('../locales/*.json');

type Answer = SlotRoundResult | HouseCallError;

/**
 * A house client that answers the session call with TEST_SESSION (after the failures in `sessionFailures`) and each
 * spin with the next of `rounds`.
 */
function fakeClient(rounds: Answer[], sessionFailures: HouseCallError[] = []) {
  const spins: string[] = [];
  const call = vi.fn(async (definition: { path: string }, body: Record<string, unknown>) => {
    if (definition.path === houseSessionCall.path) {
      const failure = sessionFailures.shift();
      if (failure) throw failure;
      return TEST_SESSION;
    }
    if (definition.path === spinCall.path) {
      spins.push(String(body.bet));
      const next = rounds.shift();
      if (!next) throw new HouseCallError('network');
      if (next instanceof HouseCallError) throw next;
      return next;
    }
    throw new Error(`unexpected call ${definition.path}`);
  });
  return { call: call as unknown as HouseClient, spins };
}

async function renderSlot(rounds: Answer[], language: 'en_US' | 'th_TH' = 'en_US') {
  const client = fakeClient(rounds);
  const i18n = await createGameI18n(language, slotMessages);
  render(
    <I18nextProvider i18n={i18n}>
      <SlotPage data={{ ...TEST_PAGE, language }} call={client.call} />
    </I18nextProvider>,
  );
  const spin = screen.getByTestId('house-spin');
  await waitFor(() => expect(spin).toHaveProperty('disabled', false));
  return { ...client, spin };
}

const announcement = () => screen.getByTestId('slot-announce').textContent;
const reelStates = () => [...document.querySelectorAll('[data-reel]')].map((reel) => reel.getAttribute('data-state'));
const pressed = (testId: string) => screen.getByTestId(testId).getAttribute('aria-pressed');

beforeEach(() => setReducedMotion(true));
afterEach(() => vi.useRealTimers());

describe('the slot page', () => {
  it('opens on the session: name, balance, jackpot, RTP, the third bet, drawn symbols, sound and turbo off', async () => {
    await renderSlot([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lucky Sevens');
    expect(document.title).toBe('Lucky Sevens');
    expect(screen.getByTestId('house-demo').textContent).toBe('Demo – play money');
    expect(screen.getByTestId('house-balance').textContent).toBe('2,000.00');
    expect(screen.getByTestId('house-jackpot').textContent).toBe('50,000.00');
    expect(screen.getByTestId('house-rtp').textContent).toBe('96.57%');
    expect(screen.getByTestId('house-bet').textContent).toBe('2.50');
    expect(document.querySelectorAll('.cell svg')).toHaveLength(15);
    expect(pressed('slot-sound')).toBe('false');
    expect(pressed('slot-turbo')).toBe('false');
  });

  it('plays a winning spin: the stake leaves at once, the reels show the window, the line is marked and announced', async () => {
    const win = testSpin(SEVENS_ROWS, [{ line: 0, symbol: 'seven', count: 3, pay: 250 }]);
    const { spin, spins } = await renderSlot([testRound([win], '2.50', '2000.00', 'HR7')]);
    fireEvent.click(spin);
    await waitFor(() => expect(announcement()).toBe('Win 2.50 on 1 lines · Balance 2,000.00'));
    expect(spins).toEqual(['2.50']);
    expect([...document.querySelectorAll('[data-reel="1"] .cell')].map((cell) => cell.getAttribute('data-symbol'))).toEqual([
      'bell',
      'seven',
      'bell',
    ]);
    expect([...document.querySelectorAll('.cell.win')].map((cell) => cell.getAttribute('data-cell'))).toEqual([
      '0-1',
      '1-1',
      '2-1',
    ]);
    expect(document.querySelectorAll('#lines polyline')).toHaveLength(1);
    expect(screen.getByTestId('house-win').textContent).toBe('2.50');
    expect(document.getElementById('note')?.textContent).toBe('Round HR7');
    expect(spin).toHaveProperty('disabled', false);
  });

  it('says a losing spin, and with reduced motion never shows a spinning reel', async () => {
    const { spin } = await renderSlot([testRound([testSpin(NO_WIN_ROWS)], '2.50', '1997.50')]);
    const seen = new Set<string | null>();
    const observer = new MutationObserver(() => {
      for (const state of reelStates()) seen.add(state);
    });
    observer.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-state'] });
    fireEvent.click(spin);
    await waitFor(() => expect(announcement()).toBe('No win this round · Balance 1,997.50'));
    observer.disconnect();
    expect(seen.has('spinning')).toBe(false);
    expect(reelStates()).toEqual(['stopped', 'stopped', 'stopped', 'stopped', 'stopped']);
    expect(screen.getByTestId('house-balance').textContent).toBe('1,997.50');
  });

  it('stops the reels one by one when motion is allowed', async () => {
    setReducedMotion(false);
    const { spin } = await renderSlot([testRound([testSpin(NO_WIN_ROWS)], '2.50', '1997.50')]);
    fireEvent.click(screen.getByTestId('slot-turbo'));
    expect(pressed('slot-turbo')).toBe('true');
    fireEvent.click(spin);
    await waitFor(() => expect(reelStates()).toEqual(['spinning', 'spinning', 'spinning', 'spinning', 'spinning']));
    await waitFor(() => expect(reelStates()).toEqual(['stopped', 'spinning', 'spinning', 'spinning', 'spinning']));
    // The reels stop on real timers: a loaded machine may take longer than waitFor's second to stop the other four.
    await waitFor(() => expect(announcement()).toContain('No win this round'), { timeout: 5_000 });
    expect(reelStates()).toEqual(['stopped', 'stopped', 'stopped', 'stopped', 'stopped']);
  });

  it('spins with Space or Enter, changes the bet with the arrows, and opens the paytable with I', async () => {
    const { spins } = await renderSlot([
      testRound([testSpin(NO_WIN_ROWS)], '5.00', '1995.00'),
      testRound([testSpin(NO_WIN_ROWS)], '0.50', '1994.50'),
    ]);
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    expect(screen.getByTestId('house-bet').textContent).toBe('5.00');
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    expect(screen.getByTestId('house-bet').textContent).toBe('5.00');
    fireEvent.keyDown(document.body, { key: ' ' });
    await waitFor(() => expect(announcement()).toContain('Balance 1,995.00'));
    for (const key of ['ArrowDown', '-', 'ArrowLeft', 'ArrowLeft']) fireEvent.keyDown(document.body, { key });
    expect(screen.getByTestId('house-bet').textContent).toBe('0.50');
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await waitFor(() => expect(announcement()).toContain('Balance 1,994.50'));
    expect(spins).toEqual(['5.00', '0.50']);

    fireEvent.keyDown(document.body, { key: 'i' });
    const panel = document.getElementById('panel') as HTMLDialogElement;
    expect(panel.open).toBe(true);
    const table = within(screen.getByTestId('slot-paytable'));
    expect(table.getByText(/96\.57% = 95\.57% paytable \+ 1\.00% progressive jackpot/)).toBeTruthy();
    expect(table.getByText(/8, 12 or 20 free spins with every win ×2/)).toBeTruthy();
    // Keys do not play behind an open dialog.
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(spins).toHaveLength(2);
  });

  it('celebrates free spins, plays them in free-spin mode (in turbo) and announces them with the round', async () => {
    const trigger = testSpin(NO_WIN_ROWS, [], { scatters: 3, freeSpinsAwarded: 1 });
    const free = testSpin(SEVENS_ROWS, [{ line: 0, symbol: 'seven', count: 3, pay: 500 }], { freeSpin: 1, multiplier: 2 });
    setReducedMotion(false);
    const { spin } = await renderSlot([testRound([trigger, free], '2.50', '2002.50')]);
    fireEvent.click(screen.getByTestId('slot-turbo'));
    fireEvent.click(spin);
    const celebration = await screen.findByTestId('slot-celebrate');
    await waitFor(() => expect(celebration.hidden).toBe(false));
    expect(celebration.dataset.kind).toBe('free');
    expect(celebration.textContent).toBe('1 free spinsFree spins');
    // A click ends the celebration sooner; the free spin then plays on the cabinet's free-spin look.
    fireEvent.click(celebration);
    await waitFor(() => expect(document.querySelector('.slot-page.free-mode')).not.toBeNull());
    await waitFor(() => expect(announcement()).toBe('Win 5.00 on 1 lines · 1 free spins · Balance 2,002.50'));
    expect(document.querySelector('.slot-page.free-mode')).toBeNull();
    expect(celebration.hidden).toBe(true);
    expect(screen.getByTestId('house-free-spins').textContent).toBe('0');
  });

  it('turns the sound on and off only when asked', async () => {
    await renderSlot([]);
    fireEvent.click(screen.getByTestId('slot-sound'));
    expect(pressed('slot-sound')).toBe('true');
    fireEvent.click(screen.getByTestId('slot-sound'));
    expect(pressed('slot-sound')).toBe('false');
  });

  it('runs autoplay for the spins chosen, counting down, then stops by itself', async () => {
    const rounds = Array.from({ length: 5 }, (_, i) => testRound([testSpin(NO_WIN_ROWS)], '2.50', `${1997.5 - i * 2.5}`));
    const { spins } = await renderSlot(rounds);
    fireEvent.click(screen.getByTestId('slot-autoplay'));
    const dialog = screen.getByTestId('slot-auto-panel') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    fireEvent.change(screen.getByTestId('slot-auto-spins'), { target: { value: '5' } });
    await act(async () => {
      fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    });
    expect(dialog.open).toBe(false);
    await waitFor(() => expect(announcement()).toBe('Autoplay stopped'));
    expect(spins).toHaveLength(5);
    expect(pressed('slot-autoplay')).toBe('false');
    expect(screen.getByTestId('house-spin')).toHaveProperty('disabled', false);
  });

  it('shows a refusal in words and the balance it tells', async () => {
    const { spin } = await renderSlot([new HouseCallError('insufficient_funds', '1.20')]);
    fireEvent.click(spin);
    const alert = await screen.findByText('Not enough balance for this bet.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('house-balance').textContent).toBe('1.20');
    expect(spin).toHaveProperty('disabled', false);
  });

  it('says so when the stake would cross a wager or loss limit the member set', async () => {
    const { spin } = await renderSlot([new HouseCallError('limit_reached', '2000.00')]);
    fireEvent.click(spin);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This bet would take you past a wager or loss limit you set. Your limits are under Responsible gaming in your account.',
    );
    expect(spin).toHaveProperty('disabled', false);
  });

  it('says when the connection is lost, and lets the player try again', async () => {
    const { spin } = await renderSlot([new HouseCallError('network')]);
    fireEvent.click(spin);
    expect((await screen.findByRole('alert')).textContent).toBe('Connection problem. Please try again.');
    expect(screen.getByTestId('house-balance').textContent).toBe('2,000.00');
    expect(spin).toHaveProperty('disabled', false);
  });

  it('says the connection is lost when the game cannot open, and opens it once the browser is back online', async () => {
    const client = fakeClient([], [new HouseCallError('network')]);
    const i18n = await createGameI18n('en_US', slotMessages);
    render(
      <I18nextProvider i18n={i18n}>
        <SlotPage data={TEST_PAGE} call={client.call} />
      </I18nextProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Connection problem. Please try again.');
    expect(screen.getByTestId('house-spin')).toHaveProperty('disabled', true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByTestId('house-spin')).toHaveProperty('disabled', false));
    expect(screen.getByTestId('house-error').hidden).toBe(true);
    expect(screen.getByTestId('house-balance').textContent).toBe('2,000.00');
  });

  it('ends the game in a notice that only leads back to the lobby when the platform ended the session', async () => {
    const { spin } = await renderSlot([new HouseCallError('session_ended')]);
    fireEvent.click(spin);
    const notice = await screen.findByTestId('house-session-ended');
    await waitFor(() => expect((notice as HTMLDialogElement).open).toBe(true));
    expect(notice.textContent).toContain('Your session has ended');
    expect(document.activeElement?.textContent).toBe('Lobby');
    expect(spin).toHaveProperty('disabled', true);
  });

  it('speaks the language of the launch', async () => {
    await renderSlot([], 'th_TH');
    expect(screen.getByTestId('house-spin').textContent).toBe('หมุน');
    expect(screen.getByTestId('slot-autoplay').textContent).toContain('หมุนอัตโนมัติ');
  });
});
