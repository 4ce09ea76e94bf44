import type { TournamentDetail, TournamentSummary } from '@casino/contract/calls/tournament-calls.ts';
import { publicChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventHandlers } from '../../../lib/realtime.ts';
import { saveSession } from '../../../lib/session.ts';
import { installFakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { formatTimeLeft, TournamentsPage } from './tournaments-page.tsx';

// The page's realtime client: what it follows and the handlers it gives, so a test can push an event.
const realtime = vi.hoisted(() => ({
  channels: [] as string[],
  handlers: {} as Record<string, (payload: unknown) => void>,
  disconnected: 0,
}));
vi.mock('../../../lib/realtime.ts', () => ({
  connectRealtime: () => ({
    disconnect: () => {
      realtime.disconnected += 1;
    },
  }),
  listenOnChannels: (_connection: unknown, channels: string[], handlers: EventHandlers) => {
    realtime.channels.push(...channels);
    Object.assign(realtime.handlers, handlers);
    return () => undefined;
  },
}));

// The site's play flow, so that a test sees what Play asks it to open.
const playing = vi.hoisted(() => ({ play: vi.fn(), state: 'idle' }));
vi.mock('../../play/hooks/use-play-game.ts', () => ({
  usePlayGame: () => ({ play: playing.play, state: playing.state }),
}));

const NOW = '2026-01-01T00:00:00.000Z';

const summary = (fields: Partial<TournamentSummary> = {}): TournamentSummary => ({
  id: 5,
  title: 'Slot sprint',
  currency: 'INR',
  starts_at: '2025-12-31T00:00:00.000Z',
  ends_at: '2026-01-02T01:02:03.000Z',
  status: 'running',
  ranking: 'total_stake',
  participation: 'opt_in',
  buy_in: '0.00',
  prizes: [
    { rank_from: 1, rank_to: 1, amount: '500.00' },
    { rank_from: 2, rank_to: 3, amount: '100.00' },
  ],
  prize_pool: '700.00',
  games: ['house-lucky-sevens'],
  participants: 2,
  joined: false,
  ...fields,
});

const detail = (fields: Partial<TournamentDetail> = {}, t: Partial<TournamentSummary> = {}): TournamentDetail => ({
  tournament: summary(t),
  leaderboard: [
    { rank: 1, account: 'pla***01', score: '50.00' },
    { rank: 2, account: 'pla***02', score: '30.00' },
  ],
  mine: null,
  server_time: NOW,
  ...fields,
});

const refusal = (code: number, message: string) => ({ body: { code, message, data: null } });

describe('TournamentsPage', () => {
  beforeEach(() => {
    saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
    realtime.channels = [];
    realtime.handlers = {};
    playing.play.mockReset();
    playing.state = 'idle';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the countdown, prize table and leaderboard, and joins an opt-in tournament', async () => {
    let joined = false;
    const joins: unknown[] = [];
    installFakeApi({
      '/api/arks/web/activity/tournaments': () => ok({ list: [summary({ joined })], server_time: NOW }),
      '/api/arks/web/activity/tournament': () =>
        ok(detail(joined ? { mine: { rank: 3, score: '0.00', rounds: 0, stake: '0.00' } } : {}, { joined })),
      '/api/arks/web/activity/tournament/join': (body) => {
        joins.push(body);
        joined = true;
        return ok({ id: 5, joined: true, main_cash: '100.00' });
      },
    });
    await renderWithProviders(<TournamentsPage />);
    expect((await screen.findByTestId('tournament-countdown')).textContent).toBe('Ends in 1d 01:02:03');
    const prizes = within(screen.getByTestId('tournament-prizes')).getAllByRole('row');
    expect(prizes.map((r) => r.textContent)).toEqual(['RankPrize', '1₹500.00', '2 to 3₹100.00']);
    const board = within(screen.getByTestId('tournament-leaderboard')).getAllByRole('row');
    expect(board[1]?.textContent).toBe('1pla***01₹50.00');
    expect(screen.getByText('Ranked by total stake · Players: 2')).toBeTruthy();

    fireEvent.click(screen.getByTestId('tournament-join'));
    expect((await screen.findByTestId('tournament-joined')).textContent).toBe('You are in: your bets count from now on.');
    expect(joins).toEqual([{ id: 5 }]);
    expect((await screen.findByTestId('tournament-mine')).textContent).toBe('Your rank: 3 (₹0.00)');
  });

  it('follows the tournament channel and shows each leaderboard pushed', async () => {
    installFakeApi({
      '/api/arks/web/activity/tournaments': ok({ list: [summary({ participation: 'automatic' })], server_time: NOW }),
      '/api/arks/web/activity/tournament': ok(detail({}, { participation: 'automatic' })),
    });
    await renderWithProviders(<TournamentsPage />);
    await screen.findByTestId('tournament-leaderboard');
    expect(screen.getByText('Every bet on the tournament games counts: no need to join.')).toBeTruthy();
    await waitFor(() => expect(realtime.channels).toContain(publicChannels.tournament(5)));
    realtime.handlers[realtimeEvents.tournamentLeaderboard]?.({
      id: 5,
      participants: 3,
      leaderboard: [
        { rank: 1, account: 'new***99', score: '80.00' },
        { rank: 2, account: 'pla***01', score: '50.00' },
        { rank: 3, account: 'pla***02', score: '30.00' },
      ],
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('tournament-leaderboard')).getAllByRole('row')[1]?.textContent).toBe('1new***99₹80.00'),
    );
    expect(screen.getByText('Ranked by total stake · Players: 3')).toBeTruthy();
    // Another tournament's board, or one that is not the contract's, changes nothing.
    realtime.handlers[realtimeEvents.tournamentLeaderboard]?.({ id: 6, participants: 1, leaderboard: [] });
    realtime.handlers[realtimeEvents.tournamentLeaderboard]?.({ id: 5, leaderboard: 'x' });
    expect(within(screen.getByTestId('tournament-leaderboard')).getAllByRole('row')).toHaveLength(4);
  });

  it('shows a buy-in refusal in the member language', async () => {
    installFakeApi({
      '/api/arks/web/activity/tournaments': ok({
        list: [summary({ participation: 'buy_in', buy_in: '25.00', ranking: 'biggest_multiplier' })],
        server_time: NOW,
      }),
      '/api/arks/web/activity/tournament': ok(
        detail(
          { leaderboard: [{ rank: 1, account: 'pla***01', score: '20.50' }] },
          { participation: 'buy_in', buy_in: '25.00', ranking: 'biggest_multiplier' },
        ),
      ),
      '/api/arks/web/activity/tournament/join': refusal(104, 'tournament.insufficient_funds'),
    });
    await renderWithProviders(<TournamentsPage />, { language: 'zh_CN' });
    const button = await screen.findByTestId('tournament-join');
    expect(button.textContent).toBe('支付 ₹25.00 参加');
    expect(within(screen.getByTestId('tournament-leaderboard')).getAllByRole('row')[1]?.textContent).toBe('1pla***01x20.50');
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('余额不足以支付报名费。');
  });

  it('opens a game that can be launched through the play flow, and lists the others without Play', async () => {
    const game_list = [
      { gp_id: 9, game_type: 2, game_code: 'house-lucky-sevens', game_name: 'Lucky Sevens', house: 'GPHS', playable: true },
      { gp_id: 9, game_type: 2, game_code: 'house-old-reels', game_name: 'Old Reels', house: 'GPHS', playable: false },
    ];
    const games = ['house-lucky-sevens', 'house-old-reels'];
    installFakeApi({
      '/api/arks/web/activity/tournaments': ok({ list: [summary({ games, game_list })], server_time: NOW }),
      '/api/arks/web/activity/tournament': ok(detail({}, { games, game_list })),
    });
    await renderWithProviders(<TournamentsPage />);
    const list = await screen.findByTestId('tournament-games');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lucky SevensPlay', 'Old Reels']);
    expect(within(list).getAllByTestId('tournament-play')).toHaveLength(1);
    fireEvent.click(within(list).getByRole('button', { name: 'Play Lucky Sevens' }));
    expect(playing.play).toHaveBeenCalledTimes(1);
    expect(playing.play).toHaveBeenCalledWith({ gpId: 9, gameType: 2, gameCode: 'house-lucky-sevens', house: 'GPHS' });
  });

  it('offers no Play once the tournament has ended, nor for games known only by their code', async () => {
    const game_list = [
      { gp_id: 9, game_type: 2, game_code: 'house-lucky-sevens', game_name: 'Lucky Sevens', house: 'GPHS', playable: true },
    ];
    installFakeApi({
      '/api/arks/web/activity/tournaments': ok({
        list: [summary({ game_list, status: 'ended' }), summary({ id: 6, title: 'Old style' })],
        server_time: NOW,
      }),
      '/api/arks/web/activity/tournament': (body) =>
        ok((body as { id: number }).id === 6 ? detail({}, { id: 6 }) : detail({}, { game_list, status: 'ended' })),
    });
    await renderWithProviders(<TournamentsPage />, { language: 'ja_JP' });
    expect((await screen.findByTestId('tournament-games')).textContent).toBe('Lucky Sevens');
    expect(screen.getByRole('heading', { name: 'トーナメント対象ゲーム' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Old style/ }));
    await waitFor(() => expect(screen.getByTestId('tournament-games').textContent).toBe('house-lucky-sevens'));
    expect(screen.queryByTestId('tournament-play')).toBeNull();
  });

  it('says when there is no tournament', async () => {
    installFakeApi({ '/api/arks/web/activity/tournaments': ok({ list: [], server_time: NOW }) });
    await renderWithProviders(<TournamentsPage />);
    expect((await screen.findByTestId('tournaments-empty')).textContent).toBe(
      'There are no tournaments right now. Check back soon.',
    );
  });

  it('formats the time left with days only when there are any', () => {
    expect(formatTimeLeft(59, (d) => `${d}d`)).toBe('00:00:59');
    expect(formatTimeLeft(90_061, (d) => `${d}d`)).toBe('1d 01:01:01');
  });
});
