import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';

/** Outcome of handing a message to an SMS gateway. */
export type SmsResult = 'sent' | 'no_balance' | 'refused';

/** The adapter every SMS gateway sits behind. */
export type SmsSender = { send(phone: string, message: string, code: string): Promise<SmsResult> };

/**
 * The built-in sender: no gateway, the message goes to the log and to sms_outbox, where the operator (and the
 * test hooks) can read the last code per phone.
 */
export function createOutboxSmsSender(db: Db, logger: FastifyBaseLogger): SmsSender {
  return {
    async send(phone, message, code) {
      await db.insertInto('sms_outbox').values({ phone, message, code }).execute();
      logger.info({ phone }, 'sms sent to outbox');
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
