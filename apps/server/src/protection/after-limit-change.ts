import {
  type LimitKind,
  type LimitPeriod,
  PLAY_LIMIT_KINDS,
  SESSION_LIMIT_MINUTES,
} from '@casino/contract/calls/protection-calls.ts';
import type { Executor } from '../ledger/executor.ts';
import { parseAmount } from '../wallet/main-cash.ts';
import { countPlayLimits } from './play-limits.ts';
import { applySessionLimit } from './session-limit.ts';

/**
 * The amount a member asks for a limit, stored as the table holds it (docs/decisions/0082): minor units of the
 * currency, or for a session limit whole minutes from 15 to 1440 and only per day. Undefined: not an amount it can
 * hold (code 101); null: remove.
 */
export function parseLimitAmount(
  body: { kind: LimitKind; period: LimitPeriod; amount: string | null },
  currency: string,
): bigint | null | undefined {
  if (body.kind === 'session' && body.period !== 'day') return undefined;
  if (body.amount === null) return null;
  if (body.kind !== 'session') return parseAmount(body.amount, currency);
  if (!/^\d{1,4}$/.test(body.amount)) return undefined;
  const minutes = Number(body.amount);
  return minutes >= SESSION_LIMIT_MINUTES.min && minutes <= SESSION_LIMIT_MINUTES.max ? BigInt(minutes) : undefined;
}

/**
 * What a change of a limit sets going, in its transaction under the member's row lock: the wallet's marker of wager
 * and loss limits (members.play_limits), or the live sign-ins' hard end under a session-time limit.
 */
export async function afterLimitChange(db: Executor, memberId: number, kind: LimitKind, now: number): Promise<void> {
  if ((PLAY_LIMIT_KINDS as readonly string[]).includes(kind)) await countPlayLimits(db, memberId);
  if (kind === 'session') await applySessionLimit(db, memberId, now);
}
