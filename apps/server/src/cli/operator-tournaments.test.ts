import { operatorTournamentCancelCall, operatorTournamentsListCall } from '@casino/contract/calls/tournament-calls.ts';
import type { CallDefinition } from '@casino/contract/define-call.ts';
import { describe, expect, it } from 'vitest';
import { planTournamentCommand } from './operator-tournaments.ts';

const tournament = {
  id: 4,
  site_id: 1,
  currency: 'INR',
  title: { en_US: 'Slot sprint' },
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: '2026-01-08T00:00:00.000Z',
  ranking: 'total_stake' as const,
  participation: 'buy_in' as const,
  buy_in: '25.00',
  status: 'running' as const,
  games: [{ gp_id: 3, game_code: 'house-lucky-sevens', game_type: null }],
  prizes: [{ rank_from: 1, rank_to: 3, amount: '100.00' }],
  participants: 12,
  paid: '0.00',
  created_at: '2026-01-01T00:00:00.000Z',
};

function fakeApi() {
  const calls: { path: string; body: unknown }[] = [];
  return {
    calls,
    api: {
      async call(call: CallDefinition, body: unknown) {
        calls.push({ path: call.path, body });
        if (call.path === operatorTournamentsListCall.path) return { list: [tournament] };
        return tournament;
      },
    },
  };
}
const fail = (message: string): never => {
  throw new Error(message);
};

describe('operator tournaments commands', () => {
  it('lists and cancels through the operator calls, one line per tournament', async () => {
    const { api, calls } = fakeApi();
    const list = await planTournamentCommand(['list'], { site: '1', limit: '5' }, fail)(api as never);
    expect(list).toBe(
      'tournament 4 site 1 INR running 2026-01-01T00:00:00.000Z - 2026-01-08T00:00:00.000Z total_stake buy_in: 12 taking part, prizes 1-3: 100.00, 0.00 paid - Slot sprint',
    );
    await planTournamentCommand(['cancel', '4'], {}, fail)(api as never);
    expect(calls).toEqual([
      { path: operatorTournamentsListCall.path, body: { site_id: 1, limit: 5 } },
      { path: operatorTournamentCancelCall.path, body: { id: 4 } },
    ]);
  });

  it('refuses wrong usage before anything is sent', () => {
    expect(() => planTournamentCommand(['cancel', 'x'], {}, fail)).toThrow('missing or wrong id');
    expect(() => planTournamentCommand(['list'], { limit: 'many' }, fail)).toThrow('--limit must be a whole number');
    expect(() => planTournamentCommand(['pay'], {}, fail)).toThrow('unknown command: tournaments pay');
  });
});
