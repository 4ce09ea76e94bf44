import { z } from 'zod';
import { defineCall } from '../define-call.ts';

/**
 * The reality check (issue 37, docs/decisions/0080): every so many minutes of play the game page tells the member
 * how long they have played and what they have won or lost since they signed in, and offers to go on or to log out.
 */
export const REALITY_CHECK_INTERVALS = [15, 30, 45, 60, 90, 120] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];
/** The interval of a member who never chose one. */
export const DEFAULT_REALITY_CHECK_INTERVAL: RealityCheckInterval = 60;

const intervalMinutes = z.literal(REALITY_CHECK_INTERVALS, { message: 'interval_minutes' });

export const realityCheck = z.lazy(() =>
  z.object({
    /** When the current sign-in began (ms): the first session of its chain of renewed tokens. */
    signed_in_at: z.number(),
    /** Whole minutes since then. */
    minutes_played: z.number().int(),
    /** Wins less stakes since then on the main wallet, in the member's currency (negative: a loss). */
    net_result: z.string(),
    currency: z.string(),
    interval_minutes: z.number().int(),
  }),
);

export const realityCheckCall = defineCall({
  path: '/member/protection/reality-check',
  access: 'member',
  summary:
    "The member's reality check for the current sign-in: when it began, minutes played, wins less stakes since then, and the reminder interval",
  request: () => z.object({}),
  response: () => realityCheck,
});

export const realityCheckSetCall = defineCall({
  path: '/member/protection/reality-check/set',
  access: 'member',
  summary: 'Sets how often (15, 30, 45, 60, 90 or 120 minutes) the game pages remind the member of their play',
  request: () => z.object({ interval_minutes: intervalMinutes }),
  response: () => realityCheck,
});
