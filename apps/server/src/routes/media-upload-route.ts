import { MEDIA_UPLOAD_MAX_BYTES, MEDIA_UPLOAD_PATH } from '@casino/contract/calls/content-calls.ts';
import { SECOND_FACTOR_ENROLMENT_REQUIRED } from '@casino/contract/calls/operator-second-factor-calls.ts';
import { API_PREFIX } from '@casino/contract/define-call.ts';
import type { FastifyInstance } from 'fastify';
import { requireContentRight } from '../content/content-permissions.ts';
import { uploadMedia } from '../content/upload-media.ts';
import type { Db } from '../db/database.ts';
import { failure, ok, Refusal } from '../http/reply.ts';
import { tokenFromHeader } from '../members/session-tokens.ts';
import { findOperatorSession } from '../operators/operator-sessions.ts';
import { Forbidden } from '../operators/roles.ts';

/** Room above the largest picture, so that an oversized one gets the desk's own answer (code 102, too_large). */
const BODY_LIMIT = MEDIA_UPLOAD_MAX_BYTES + 64 * 1024;
const PICTURE_TYPES = ['image/png', 'image/jpeg', 'application/octet-stream'];

/**
 * The desk's picture upload: the file's bytes as the body, under its own larger body limit, in a scope of its own so
 * that no other route takes binary bodies. Whatever the declared type, reencode-image.ts decides by the bytes.
 */
export async function registerMediaUploadRoute(http: FastifyInstance, db: Db): Promise<void> {
  await http.register(async (scope) => {
    scope.addContentTypeParser(PICTURE_TYPES, { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(`${API_PREFIX}${MEDIA_UPLOAD_PATH}`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const token = tokenFromHeader(request.headers.authorization);
      const operator = token ? await findOperatorSession(db, token) : undefined;
      if (!operator) return reply.code(401).send(failure(401, 'unauthenticated'));
      // A session that must first set up its second factor may do nothing else, as on the JSON calls (decision 71).
      if (operator.enrolOnly) return reply.code(403).send(failure(403, SECOND_FACTOR_ENROLMENT_REQUIRED));
      if (!Buffer.isBuffer(request.body)) {
        return reply.code(415).send(failure(415, 'unsupported_media_type', { accepted: PICTURE_TYPES }));
      }
      try {
        requireContentRight(operator, 'manage');
        return ok(await uploadMedia({ db }, operator, request.body, request.ip));
      } catch (error) {
        if (error instanceof Forbidden) return reply.code(403).send(failure(403, 'forbidden'));
        if (error instanceof Refusal) return reply.send(failure(error.code, error.messageKey, error.data));
        throw error;
      }
    });
  });
}
