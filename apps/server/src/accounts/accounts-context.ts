import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { SmsSender } from './sms-sender.ts';

/** What the account use-cases need besides their input. */
export type AccountsContext = {
  db: Db;
  limiter: RateLimiter;
  sms: SmsSender;
  realtime: Pick<Realtime, 'broadcast' | 'endSessions'>;
  sessionTtlMs: number;
  /** DEMO_MODE: the site shows no captcha at login, so none is asked for. */
  demoMode: boolean;
  /** Keys the encrypted launch values of /get_info_data. */
  tokenSecret: string;
  countryOf(request: FastifyRequest): string | null;
};
