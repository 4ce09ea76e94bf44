import { describe, expect, it } from 'vitest';
import { mergeEventHandlers } from './realtime-handlers.ts';

describe('mergeEventHandlers', () => {
  it('runs every handler of an event, in order, and keeps the others', () => {
    const calls: string[] = [];
    const merged = mergeEventHandlers(
      { 'member.cash': (p) => calls.push(`a:${JSON.stringify(p)}`), login: () => calls.push('login') },
      { 'member.cash': () => calls.push('b'), all_transfer_back: () => calls.push('back') },
    );
    merged['member.cash']?.({ cash: '1.00' });
    merged.all_transfer_back?.({});
    merged.login?.({});
    expect(calls).toEqual(['a:{"cash":"1.00"}', 'b', 'back', 'login']);
  });
});
