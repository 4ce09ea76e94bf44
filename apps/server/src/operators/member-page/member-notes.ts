import type { operatorMemberNoteAddCall } from '@casino/contract/calls/operator-member-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { writeAudit } from '../audit-log.ts';
import type { OperatorSession } from '../operator-sessions.ts';
import { findMemberOrRefuse } from './find-member.ts';

/** Adds an operator's note to a member, and its audit row, in one transaction. Notes are never changed. */
export async function addMemberNote(
  db: Db,
  operator: OperatorSession,
  input: z.output<(typeof operatorMemberNoteAddCall)['request']>,
  ip: string,
): Promise<CallResponse<typeof operatorMemberNoteAddCall>> {
  const body = input.body.trim();
  return db.transaction().execute(async (trx) => {
    const member = await findMemberOrRefuse(trx, input.member_id);
    const note = await trx
      .insertInto('member_notes')
      .values({ member_id: member.id, operator_id: operator.operatorId, body })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'member.note',
      target: `member:${member.id}`,
      details: { note_id: note.id, body },
      ip,
    });
    return { id: note.id, author: operator.username, body, created_at: new Date(note.created_at).toISOString() };
  });
}
