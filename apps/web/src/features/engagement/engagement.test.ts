import { realtimeEvents } from '@casino/contract/realtime.ts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { engagementKeys } from './api/engagement-keys.ts';
import { badgeText } from './components/letter-badge.tsx';
import { formatRemaining, secondsUntil } from './components/red-envelope-time.ts';
import { calendarWeeks, leadingBlanks, signInStep } from './components/sign-in-modal.tsx';
import { letterEventHandlers } from './engagement-events.ts';

const status = {
  open: 1 as const,
  today: '2026-11-25',
  currency: 'INR',
  signed_today: 0 as const,
  streak: 0,
  rewards: ['1.00'],
  today_reward: '1.00',
  min_turnover: '0.00',
  turnover_today: '0.00',
  days: [],
  starts_on: '2026-11-01',
  ends_on: '2026-11-30',
};

describe('engagement helpers', () => {
  it('cap the unread badge at 99', () => {
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('show the red-envelope countdown with hours when needed', () => {
    expect(formatRemaining(59)).toBe('00:59');
    expect(formatRemaining(3_661)).toBe('1:01:01');
    // Days in the player's language, then the clock.
    expect(formatRemaining(3 * 86_400 + 4 * 3600 + 5 * 60 + 6)).toBe('3d 04:05:06');
    expect(formatRemaining(86_400, 'zh-CN')).toBe('1天 00:00:00');
    expect(formatRemaining(2 * 86_400 + 59, 'vi-VN')).toBe('2 ngày 00:00:59');
    expect(secondsUntil('2026-01-01T00:00:10Z', Date.parse('2026-01-01T00:00:00.500Z'))).toBe(10);
    expect(secondsUntil('2025-01-01T00:00:00Z')).toBe(0);
  });

  it('choose the sign-in step of SPEC section 4 from the calendar state', () => {
    expect(signInStep({ ...status, open: 0 })).toBe('is_signin_noopen');
    expect(signInStep(status)).toBe('click_signin');
    expect(signInStep({ ...status, signed_today: 1 })).toBe('click_signin_true');
    expect(signInStep({ ...status, min_turnover: '50.00', turnover_today: '49.99' })).toBe('click_signin_pass');
    expect(signInStep({ ...status, min_turnover: '50.00', turnover_today: '50.00' })).toBe('click_signin');
  });

  it('lay a month out in weeks starting on Monday', () => {
    // 1 November 2026 is a Sunday: six blanks before it.
    expect(leadingBlanks('2026-11-01')).toBe(6);
    const days = Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}` }));
    const weeks = calendarWeeks(days);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]?.date).toBe('2026-11-01');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });
});

describe('letter events', () => {
  it('make the letter lists stale on letter.sent, letter.read and letter.delete', async () => {
    vi.resetModules();
    const session = await import('../../lib/session.ts');
    vi.spyOn(session, 'getSession').mockReturnValue({ memberId: 7, token: 't', account: 'a', currency: 'INR' } as never);
    const { letterEventHandlers: handlersOf } = await import('./engagement-events.ts');
    const queryClient = new QueryClient();
    const key = [...engagementKeys.letters(7), 1];
    for (const event of [realtimeEvents.letterSent, realtimeEvents.letterRead, realtimeEvents.letterDelete]) {
      queryClient.setQueryData(key, { list: [], total_count: 0, unread_count: 0 });
      handlersOf({ queryClient, t: ((k: string) => k) as never })[event]?.({ ids: [1] });
      expect(queryClient.getQueryState(key)?.isInvalidated, event).toBe(true);
    }
    expect(typeof letterEventHandlers).toBe('function');
  });
});
