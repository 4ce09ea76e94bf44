import type { RateLimiter } from '../accounts/rate-limiter.ts';
import type { Db } from '../db/database.ts';
import type { PaymentsContext } from '../payments/payments-context.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import type { SecondFactorContext } from './second-factor/second-factor-context.ts';

/** What the operator use-cases need besides their input. */
export type OperatorsContext = {
  db: Db;
  /** The app's rate limiter (Redis when configured), shared with the member calls. */
  limiter: RateLimiter;
  /** For member.cash after a balance adjustment, and to drop the sockets of a member's ended sessions. */
  realtime: Pick<Realtime, 'broadcast' | 'endSessions'>;
  /** The deposit and withdrawal use-cases run in this context. */
  payments: PaymentsContext;
  /** Sealing of authenticator secrets, and whether admin and finance must use one (docs/decisions/0071). */
  secondFactor: Omit<SecondFactorContext, 'db'>;
};
