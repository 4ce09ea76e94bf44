import { describe, expect, it } from 'vitest';
import { playerReference } from './player-reference.ts';

describe('playerReference', () => {
  it('gives the round and provider of a game movement', () => {
    expect(playerReference('bet', 'gp:3:round:HRABC123')).toEqual({ order_number: null, round_id: 'HRABC123', gp_id: 3 });
    expect(playerReference('reversal', 'gp:3:round:r:with:colons')).toEqual({
      order_number: null,
      round_id: 'r:with:colons',
      gp_id: 3,
    });
  });

  it('gives the provider of a wallet transfer', () => {
    expect(playerReference('transfer_out', 'gp:12')).toEqual({ order_number: null, round_id: null, gp_id: 12 });
  });

  it('gives the order number of deposits, withdrawals, releases and their reversals', () => {
    for (const kind of ['deposit', 'withdrawal', 'withdrawal_release', 'reversal']) {
      expect(playerReference(kind, 'W20250101000000000001').order_number).toBe('W20250101000000000001');
    }
  });

  it('shows nothing else', () => {
    expect(playerReference('adjustment', '')).toEqual({ order_number: null, round_id: null, gp_id: null });
    expect(playerReference('adjustment', 'D20250101000000000001').order_number).toBeNull();
    expect(playerReference('deposit', 'gateway:sandbox:abc')).toEqual({ order_number: null, round_id: null, gp_id: null });
    expect(playerReference('deposit', '')).toEqual({ order_number: null, round_id: null, gp_id: null });
  });
});
