import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';

/** Outcome of handing a message to an SMS gateway. */
export type SmsResult = 'sent' | 'no_balance' | 'refused';

/** The adapter every SMS gateway sits behind. */
export type SmsSender = { send(phone: string, message: string, code: string): Promise<SmsResult> };

/**
 * The built-in sender: no gateway, the message goes to sms_outbox, where the operator (and the test hooks) can read
 * the last code per phone, and to the log. Outside production (`logCodes`) the log line carries the code in its
 * text, so that someone trying the site can finish a sign-up while the server holds the database; in production
 * the log names the phone only.
 */
export function createOutboxSmsSender(db: Db, logger: FastifyBaseLogger, options: { logCodes: boolean }): SmsSender {
  return {
    async send(phone, message, code) {
      await db.insertInto('sms_outbox').values({ phone, message, code }).execute();
      // The code sits in the message text: the log redaction removes fields named like secrets, not this text.
      if (options.logCodes) logger.info({ phone }, `sms sent to outbox (development only: code ${code})`);
      else logger.info({ phone }, 'sms sent to outbox');
      return 'sent';
    },
  };
}

export async function lastOutboxCode(db: Db, phone: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('sms_outbox')
    .select('code')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.code;
}
