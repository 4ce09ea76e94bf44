import { lotteryBetCall, lotteryGamesCall, lotteryMyBetsCall, lotteryResultsCall } from '@casino/contract/house/lottery-calls.ts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { createGameI18n } from '../../../lib/i18n.ts';
import type { LotteryDraw, LotteryGames, LotteryMyBet } from '../api/lottery-calls.ts';
import type { LotteryPageData } from '../api/lottery-page-data.ts';
import { formatCountdown, formatDrawTime } from '../hooks/countdown.ts';
import { checkSlip } from '../hooks/slip.ts';
import { drawTrend, hotAndCold } from '../hooks/trends.ts';
import { LotteryPage } from './lottery-page.tsx';
import { VerifyPanel } from './verify-panel.tsx';

const messages = import.meta.glob('../locales/*.json');

const NOW = Date.now();
/** A draw of the dice whose seed, public value and result the server computed (apps/server shared-draw.test.ts). */
const KNOWN_DRAW: LotteryDraw = {
  game: 'lottery-dice',
  draw_id: '202611281347',
  status: 'settled',
  closes_at: Date.UTC(2026, 10, 28, 13, 46, 30),
  draws_at: Date.UTC(2026, 10, 28, 13, 47, 0),
  drawn_at: Date.UTC(2026, 10, 28, 13, 47, 0),
  commitment: '394d2caa327a6a7492e9987057007cc9df1af08a646fab2fd59c0cdfcf743378',
  seed: `${'7f'.repeat(16)}${'0123456789abcdef'.repeat(2)}`,
  public_value: 'lottery-v1|lottery-dice|202611281347|2026-11-28T13:46:30.000Z',
  result: [4, 5, 5],
  late: false,
  void_reason: null,
};

function gamesAnswer(closesIn: number, balance = '100.00'): LotteryGames {
  return {
    server_time: NOW,
    game: 'lottery-dice',
    currency: 'INR',
    demo: false,
    balance,
    limits: { min_cost: '1.00', max_cost: '5000.00', max_payout: '250000.00', stake_step: '0.01' },
    max_slip_lines: 20,
    max_bets_per_call: 240,
    games: [
      {
        game: 'lottery-dice',
        schedule: { kind: 'every', minutes: 1 },
        close_seconds: 10,
        draws_taking_bets: 5,
        bet_types: [
          { bet_type: 'big', slots: [], cost_units: 1, picks: [{ pick: [], odds: ['2.00'], rtp: '97.2222' }] },
          {
            bet_type: 'sum',
            slots: [{ name: 'sum', min: 4, max: 17 }],
            cost_units: 1,
            picks: [
              { pick: [4], odds: ['70.00'], rtp: '97.2222' },
              { pick: [10], odds: ['7.80'], rtp: '97.5000' },
            ],
          },
        ],
        draws: [
          {
            draw_id: '202611281400',
            status: 'open',
            closes_at: NOW + closesIn,
            draws_at: NOW + closesIn + 10_000,
            commitment: 'ab',
          },
        ],
        last_result: KNOWN_DRAW,
      },
    ],
  };
}

type Answers = { games: LotteryGames | (() => never); bet?: () => unknown; myBets?: LotteryMyBet[] };

function fakeClient(answers: Answers) {
  const bets: unknown[] = [];
  const call = vi.fn(async (definition: { path: string }, body: Record<string, unknown>) => {
    if (definition.path === lotteryGamesCall.path) return typeof answers.games === 'function' ? answers.games() : answers.games;
    if (definition.path === lotteryResultsCall.path) return { draws: [KNOWN_DRAW] };
    if (definition.path === lotteryMyBetsCall.path) return { bets: answers.myBets ?? [] };
    if (definition.path === lotteryBetCall.path) {
      bets.push(body);
      return answers.bet?.();
    }
    throw new Error(`unexpected call ${definition.path}`);
  });
  return { call: call as unknown as HouseClient, bets };
}

const PAGE: LotteryPageData = {
  session: 's1',
  language: 'en_US',
  gameCode: 'lottery-dice',
  lobbyUrl: '/lobby',
  demo: false,
  currency: 'INR',
};

async function renderPage(answers: Answers, language: LotteryPageData['language'] = 'en_US') {
  const i18n = await createGameI18n(language, messages);
  const client = fakeClient(answers);
  render(
    <I18nextProvider i18n={i18n}>
      <LotteryPage data={{ ...PAGE, language }} call={client.call} />
    </I18nextProvider>,
  );
  await screen.findByTestId('lottery-countdown').catch(() => screen.findByTestId('lottery-closed'));
  return client;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the lottery page', () => {
  it('shows the bet board with odds, puts picks on the slip and places it on the open draw', async () => {
    const client = await renderPage({
      games: gamesAnswer(45_000),
      bet: () => ({
        balance: '98.00',
        cost: '2.00',
        bets: [
          {
            bet_id: 'b1',
            draw_id: '202611281400',
            bet_type: 'big',
            pick: [],
            stake: '2.00',
            cost: '2.00',
            odds: ['2.00'],
            plan_id: null,
          },
        ],
      }),
    });
    const big = await screen.findByTestId('lottery-spot-big');
    expect(big.textContent).toContain('2.00');
    expect(screen.getByTestId('lottery-spot-sum-10').textContent).toContain('7.80');
    expect(screen.getByTestId('lottery-countdown').textContent).toMatch(/^0:4[45]$/);
    fireEvent.click(big);
    expect(big.getAttribute('aria-pressed')).toBe('true');
    const stake = screen.getByTestId('lottery-stake') as HTMLInputElement;
    fireEvent.change(stake, { target: { value: '2' } });
    expect(screen.getByTestId('lottery-total').textContent).toBe('2.00');
    fireEvent.click(screen.getByTestId('lottery-place'));
    await waitFor(() => expect(screen.getByTestId('house-balance').textContent).toContain('98.00'));
    expect(client.bets).toEqual([{ bets: [{ draw_id: '202611281400', bet_type: 'big', pick: [], stake: '2' }] }]);
    expect(screen.getByTestId('lottery-placed').textContent).toContain('1');
  });

  it('refuses a stake below the minimum and a slip above the balance before sending it', async () => {
    const client = await renderPage({ games: gamesAnswer(45_000, '5.00') });
    fireEvent.click(await screen.findByTestId('lottery-spot-big'));
    fireEvent.change(screen.getByTestId('lottery-stake'), { target: { value: '0.50' } });
    expect(screen.getByTestId('lottery-slip-problem').textContent).toBe('Each bet must cost at least 1.00.');
    expect((screen.getByTestId('lottery-place') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('lottery-stake'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('lottery-follow'), { target: { value: '3' } });
    expect(screen.getByTestId('lottery-total').textContent).toBe('6.00');
    expect(screen.getByTestId('lottery-slip-problem').textContent).toBe('Not enough balance for this slip.');
    expect((screen.getByTestId('lottery-place') as HTMLButtonElement).disabled).toBe(true);
    expect(client.bets).toEqual([]);
  });

  it('shows betting closed once the draw has closed on the server clock', async () => {
    await renderPage({ games: gamesAnswer(-1_000) });
    expect((await screen.findByTestId('lottery-closed')).textContent).toContain('Betting is closed');
    expect((screen.getByTestId('lottery-spot-big') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the draw whose betting has just closed until it is drawn, beside the next draw taking bets', async () => {
    const games = gamesAnswer(50_000);
    const dice = games.games[0]!;
    dice.draws = [
      { draw_id: '202611281359', status: 'open', closes_at: NOW - 1_000, draws_at: NOW + 9_000, commitment: 'cd' },
      ...dice.draws,
    ];
    await renderPage({ games });
    expect((await screen.findByTestId('lottery-closing')).textContent).toMatch(
      /^Draw 202611281359: betting closed, drawn in 0:(09|10)$/,
    );
    expect(screen.getByTestId('lottery-clock').textContent).toContain('Draw 202611281400');
    expect((screen.getByTestId('lottery-spot-big') as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's refusal in the player's language", async () => {
    await renderPage(
      {
        games: gamesAnswer(45_000),
        bet: () => {
          throw new HouseCallError('betting_closed');
        },
      },
      'vi_VN',
    );
    fireEvent.click(await screen.findByTestId('lottery-spot-big'));
    fireEvent.click(screen.getByTestId('lottery-place'));
    const refusal = await screen.findByTestId('lottery-refusal');
    await waitFor(() => expect(refusal.textContent).toBe('Kỳ này đã đóng cược. Hãy đặt phiếu cho kỳ tiếp theo.'));
    expect(refusal.getAttribute('role')).toBe('alert');
  });

  it('shows the rules with the exact RTP of every pick', async () => {
    await renderPage({ games: gamesAnswer(45_000) });
    fireEvent.click(await screen.findByTestId('house-info'));
    const rules = await screen.findByTestId('lottery-rules');
    expect(within(rules).getByText('Betting closes 10 seconds before each draw.')).toBeTruthy();
    const sums = within(rules).getAllByTestId('lottery-rtp-sum');
    expect(sums).toHaveLength(2);
    expect(sums[0]!.textContent).toContain('70.00');
    expect(sums[0]!.textContent).toContain('97.2222%');
    expect(sums[1]!.textContent).toContain('7.80');
    expect(sums[1]!.textContent).toContain('97.5000%');
    expect(within(rules).getByTestId('lottery-rtp-big').textContent).toContain('97.2222%');
  });

  it('shows the connection notice when the games cannot be read, and the session-ended notice', async () => {
    const i18n = await createGameI18n('en_US', messages);
    const failing = fakeClient({
      games: () => {
        throw new HouseCallError('network');
      },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <LotteryPage data={PAGE} call={failing.call} />
      </I18nextProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('house-error').textContent).toBe('Connection problem. Please try again.'));
    expect(screen.getByTestId('house-error').hidden).toBe(false);
    cleanup();
    const ended = fakeClient({
      games: () => {
        throw new HouseCallError('session_ended');
      },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <LotteryPage data={PAGE} call={ended.call} />
      </I18nextProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('house-session-ended').hasAttribute('open')).toBe(true));
  });

  it('lists the open and settled bets and the results with their trend', async () => {
    const bet = (status: LotteryMyBet['status'], payout: string | null): LotteryMyBet => ({
      bet_id: `b-${status}`,
      game: 'lottery-dice',
      draw_id: '202611281347',
      draws_at: NOW + 10_000,
      bet_type: 'big',
      pick: [],
      stake: '2.00',
      cost: '2.00',
      odds: ['2.00'],
      status,
      payout,
      refund_reason: null,
      plan: null,
      placed_at: NOW,
    });
    await renderPage({ games: gamesAnswer(45_000), myBets: [bet('pending', null), bet('won', '4.00')] });
    const mine = await screen.findByTestId('lottery-my-bets');
    await waitFor(() => expect(within(mine).getAllByTestId('lottery-my-bet')).toHaveLength(2));
    expect(within(mine).getByText('Won')).toBeTruthy();
    expect(screen.getByTestId('lottery-trends').textContent).toContain('Big × 1');
  });
});

/** A socket the test drives: it records what the page sends and hands the page the server's messages. */
function fakeSocket() {
  const listeners = new Map<string, ((message?: unknown) => void)[]>();
  const sent: [string, unknown][] = [];
  const socket = {
    connected: false,
    on(event: string, listener: (message?: unknown) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return socket;
    },
    emit(event: string, message: unknown) {
      sent.push([event, message]);
      return socket;
    },
    connect: () => socket,
    disconnect: vi.fn(),
  };
  const hear = (event: string, message?: unknown) => {
    if (event === 'connect') socket.connected = true;
    if (event === 'disconnect') socket.connected = false;
    for (const listener of listeners.get(event) ?? []) listener(message);
  };
  return { socket, sent, hear };
}

describe('the lottery page with the realtime socket', () => {
  it("joins its game's room and shows a pushed result at once, reading nothing for a game it did not join", async () => {
    const games = gamesAnswer(50_000);
    const dice = games.games[0]!;
    dice.draws = [
      { draw_id: '202611281359', status: 'open', closes_at: NOW - 1_000, draws_at: NOW + 9_000, commitment: 'cd' },
      ...dice.draws,
    ];
    const fresh: LotteryDraw = { ...KNOWN_DRAW, draw_id: '202611281359', result: [6, 6, 1], seed: 'ee'.repeat(32) };
    let drawn = false;
    const call = vi.fn(async (definition: { path: string }) => {
      if (definition.path === lotteryGamesCall.path) return games;
      if (definition.path === lotteryResultsCall.path) return { draws: drawn ? [fresh, KNOWN_DRAW] : [KNOWN_DRAW] };
      if (definition.path === lotteryMyBetsCall.path) return { bets: [] };
      throw new Error(`unexpected call ${definition.path}`);
    });
    const { socket, sent, hear } = fakeSocket();
    const i18n = await createGameI18n('en_US', messages);
    render(
      <I18nextProvider i18n={i18n}>
        <LotteryPage data={PAGE} call={call as unknown as HouseClient} connect={() => socket} />
      </I18nextProvider>,
    );
    await screen.findByTestId('lottery-closing');
    hear('connect');
    expect(sent).toEqual([['lottery:join', { game: 'lottery-dice' }]]);
    const reads = () => call.mock.calls.filter(([d]) => d.path === lotteryResultsCall.path).length;
    const before = reads();

    // Another game's news and a message that is not the contract's: nothing read.
    hear('lottery.draw', { game: 'lottery-race', draw_id: '202611280100', status: 'drawn' });
    hear('lottery.draw', { game: 'lottery-dice', status: 'drawn' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reads()).toBe(before);

    // The draw is drawn and settled: both pushed, read once, and the result replaces the "betting closed" line.
    drawn = true;
    hear('lottery.draw', { game: 'lottery-dice', draw_id: '202611281359', status: 'drawn' });
    hear('lottery.draw', { game: 'lottery-dice', draw_id: '202611281359', status: 'settled' });
    await waitFor(() => expect(screen.getByTestId('lottery-latest').textContent).toContain('Draw 202611281359'), {
      timeout: 1_000,
    });
    expect(screen.queryByTestId('lottery-closing')).toBeNull();
    expect(reads()).toBe(before + 1);

    // Dropped and back: joined again and everything read again, without waiting for a push.
    hear('disconnect');
    hear('connect');
    expect(sent.filter(([event]) => event === 'lottery:join')).toHaveLength(2);
    await waitFor(() => expect(reads()).toBe(before + 2));
    cleanup();
    expect(socket.disconnect).toHaveBeenCalled();
  });
});

describe('the verify panel', () => {
  async function renderPanel(draw: LotteryDraw) {
    const i18n = await createGameI18n('en_US', messages);
    render(
      <I18nextProvider i18n={i18n}>
        <VerifyPanel draw={draw} />
      </I18nextProvider>,
    );
  }

  it('recomputes a known draw with Web Crypto and agrees with the server', async () => {
    await renderPanel(KNOWN_DRAW);
    await waitFor(() =>
      expect(screen.getByTestId('lottery-verify-status').textContent).toBe(
        'Verified: the seed matches the commitment and gives this result.',
      ),
    );
    expect(screen.getAllByRole('img').map((die) => die.getAttribute('aria-label'))).toEqual(['4', '5', '5']);
  });

  it('says so when the published result is not what the seed gives', async () => {
    await renderPanel({ ...KNOWN_DRAW, result: [4, 5, 6] });
    await waitFor(() =>
      expect(screen.getByTestId('lottery-verify-status').textContent).toBe('The seed gives a different result.'),
    );
  });
});

describe('the slip, countdown and trends', () => {
  const limits = { minCost: '1.00', maxCost: '5000.00', step: '0.01' };
  it('checks each line and the total', () => {
    const lines = [
      { id: 1, betType: 'lo', pick: [27], stake: '1' },
      { id: 2, betType: 'de', pick: [27], stake: '200' },
    ];
    const units = (b: string) => (b === 'lo' ? 27 : 1);
    expect(checkSlip(lines, units, limits, { draws: 1, balance: '500.00', maxBets: 240 })).toEqual({
      total: '227.00',
      lines: [null, null],
      problem: null,
    });
    expect(checkSlip(lines, units, limits, { draws: 3, balance: '500.00', maxBets: 240 }).problem).toBe('insufficient_funds');
    expect(checkSlip([{ ...lines[0]!, stake: '200' }], units, limits, { draws: 1, balance: null, maxBets: 240 }).lines).toEqual([
      'stake_above_maximum',
    ]);
    expect(checkSlip([{ ...lines[0]!, stake: '1.005' }], units, limits, { draws: 1, balance: null, maxBets: 240 }).problem).toBe(
      'stake_invalid',
    );
  });

  it('counts down and reads big/small and hot numbers', () => {
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(-5)).toBe('0:00');
    // Draw times on the site's clock (Caracas, UTC-4), 24-hour, the date only when the draw is on another day there.
    const draw = Date.UTC(2026, 10, 28, 13, 47, 0);
    expect(formatDrawTime(draw, 'en_US', Date.UTC(2026, 10, 28, 13, 0, 0))).toBe('09:47');
    expect(formatDrawTime(draw, 'en_US', Date.UTC(2026, 10, 29, 12, 0, 0))).toBe('11/28/2026, 09:47');
    expect(formatDrawTime(Date.UTC(2026, 10, 29, 2, 0, 0), 'th_TH', draw)).toBe('22:00');
    expect(drawTrend('lottery-dice', [4, 5, 5])).toEqual({ total: 14, big: true, odd: false, triple: false });
    expect(drawTrend('lottery-dice', [3, 3, 3]).triple).toBe(true);
    expect(
      hotAndCold(
        'lottery-dice',
        [
          [1, 1, 2],
          [1, 6, 6],
        ],
        2,
      ),
    ).toEqual({
      hot: [
        { n: 1, count: 3 },
        { n: 6, count: 2 },
      ],
      cold: [
        { n: 3, count: 0 },
        { n: 4, count: 0 },
      ],
    });
  });
});
