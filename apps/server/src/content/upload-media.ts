import { inTransaction } from '../ledger/executor.ts';
import { reencodeImage } from '../media/reencode-image.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import type { ContentDeskContext } from './content-change.ts';
import { mediaUrl } from './localised-text.ts';

/**
 * Stores an operator's picture, re-encoded (reencode-image.ts), and audits it; content items then name its id. A
 * picture fetched from an address that operator HTML named (import-outside-pictures.ts) is audited with that address.
 */
export async function uploadMedia(
  ctx: Pick<ContentDeskContext, 'db'>,
  operator: OperatorSession,
  bytes: Buffer,
  ip: string,
  sourceUrl?: string,
) {
  const image = reencodeImage(bytes);
  const media = await inTransaction(ctx.db, async (tx) => {
    const row = await tx
      .insertInto('media')
      .values({ content_type: image.contentType, body: image.body })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(tx, {
      operatorId: operator.operatorId,
      action: 'content.upload',
      target: `media:${row.id}`,
      details: {
        content_type: image.contentType,
        width: image.width,
        height: image.height,
        bytes: image.body.length,
        ...(sourceUrl ? { source_url: sourceUrl } : {}),
      },
      ip,
    });
    return row;
  });
  return {
    media_id: media.id,
    url: mediaUrl(media.id),
    content_type: image.contentType,
    width: image.width,
    height: image.height,
    bytes: image.body.length,
  };
}
