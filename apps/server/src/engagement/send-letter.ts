import { EngagementOperatorCode, type LetterAudience, type OperatorLetter } from '@casino/contract/calls/engagement-calls.ts';
import { sql } from 'kysely';
import { importOutsidePictures } from '../content/import-outside-pictures.ts';
import { FieldError, Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { findSite } from '../sites/find-site.ts';
import { requireOfferedCurrency } from '../sites/offered-currency.ts';
import type { EngagementContext } from './engagement-context.ts';
import { sanitiseLetterHtml } from './letter-html.ts';
import { findOperatorLetters } from './operator-letters.ts';

/** The audience as the delivery job reads it: member ids rather than accounts, the agent by id. */
export type StoredAudience =
  | { kind: 'members'; member_ids: number[] }
  | { kind: 'segment'; currency?: string; vip_level?: number; agent_id?: number }
  | { kind: 'everyone' };

export type SendLetterInput = {
  site_id: number;
  title: Partial<Record<string, string>>;
  body: Partial<Record<string, string>>;
  audience: LetterAudience;
};

async function memberIdsOf(ctx: EngagementContext, siteId: number, accounts: string[]): Promise<number[]> {
  const wanted = [...new Set(accounts.map((a) => a.trim().toLowerCase()))];
  const rows = await ctx.db
    .selectFrom('members')
    .select(['id', sql<string>`lower(account)`.as('account')])
    .where('site_id', '=', siteId)
    .where(sql<string>`lower(account)`, 'in', wanted)
    .execute();
  const found = new Set(rows.map((r) => r.account));
  const missing = wanted.filter((a) => !found.has(a));
  if (missing.length > 0) throw new Refusal(EngagementOperatorCode.memberNotFound, 'operator.member_not_found', { missing });
  return rows.map((r) => r.id);
}

async function storedAudience(ctx: EngagementContext, siteId: number, audience: LetterAudience): Promise<StoredAudience> {
  switch (audience.kind) {
    case 'member':
      return { kind: 'members', member_ids: await memberIdsOf(ctx, siteId, [audience.member_account]) };
    case 'members':
      return { kind: 'members', member_ids: await memberIdsOf(ctx, siteId, audience.member_accounts) };
    case 'everyone':
      return { kind: 'everyone' };
    case 'segment': {
      const segment: StoredAudience = { kind: 'segment' };
      if (audience.currency !== undefined) {
        await requireOfferedCurrency(ctx.db, siteId, audience.currency, EngagementOperatorCode.currencyNotOffered);
        segment.currency = audience.currency;
      }
      if (audience.vip_level !== undefined) segment.vip_level = audience.vip_level;
      if (audience.agent_account !== undefined) {
        const [agentId] = await memberIdsOf(ctx, siteId, [audience.agent_account]);
        segment.agent_id = agentId;
      }
      return segment;
    }
  }
}

/**
 * Queues a letter: its title and sanitised body per language and its audience are stored with the audit row in one
 * transaction; the delivery worker fills the boxes in the background (letter-delivery.ts), so a send to every
 * member answers at once.
 */
export async function sendLetter(
  ctx: EngagementContext,
  operator: OperatorSession,
  input: SendLetterInput,
  ip: string,
): Promise<OperatorLetter> {
  await findSite(ctx.db, input.site_id);
  // Letters are stored as served: an outside picture is stored in the media store now, as the content desk does.
  const pictures = ctx.pictures
    ? await importOutsidePictures(
        { db: ctx.db, pictures: ctx.pictures },
        operator,
        ip,
        Object.values(input.body).map((html) => html ?? ''),
      )
    : {};
  const body = Object.fromEntries(
    Object.entries(input.body).map(([lang, html]) => [lang, sanitiseLetterHtml(html ?? '', pictures)]),
  );
  const emptied = Object.entries(body).filter(([, html]) => html.trim() === '');
  if (emptied.length > 0)
    throw new FieldError(Object.fromEntries(emptied.map(([lang]) => [`body.${lang}`, ['empty_after_sanitising']])));
  const audience = await storedAudience(ctx, input.site_id, input.audience);
  const id = await inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .insertInto('letters')
      .values({
        site_id: input.site_id,
        title: JSON.stringify(input.title),
        body: JSON.stringify(body),
        audience: JSON.stringify(audience),
        created_by: operator.operatorId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'letter.send',
      target: `letter:${row.id}`,
      details: { site_id: input.site_id, title: input.title, audience: input.audience },
      ip,
    });
    return row.id;
  });
  ctx.wake?.();
  const [letter] = await findOperatorLetters(ctx.db, { id: Number(id), limit: 1 });
  if (!letter) throw new Error(`letter ${id} vanished`);
  return letter;
}
