import { API_PREFIX } from '@casino/contract/define-call.ts';
import type { FastifyInstance } from 'fastify';
import { peekCaptchaAnswer } from '../accounts/captcha.ts';
import { lastOutboxCode } from '../accounts/sms-sender.ts';
import { registerAgentTestHooks } from '../agents/agent-test-hooks.ts';
import type { Db } from '../db/database.ts';
import { failure, ok } from '../http/reply.ts';
import { registerHouseTestHooks } from './house-table-routes.ts';

/** Read-outs for automated tests (TEST_HOOKS=1, never in production): a captcha's answer, a phone's last SMS code. */
export function registerTestHookRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { token: string } }>(`${API_PREFIX}/__test/captcha/:token`, async (request, reply) => {
    const answer = await peekCaptchaAnswer(db, request.params.token);
    return answer ? ok({ answer }) : reply.code(404).send(failure(404, 'not_found'));
  });
  app.get<{ Params: { phone: string } }>(`${API_PREFIX}/__test/sms/:phone`, async (request, reply) => {
    const code = await lastOutboxCode(db, request.params.phone);
    return code ? ok({ code }) : reply.code(404).send(failure(404, 'not_found'));
  });
  registerHouseTestHooks(app);
  registerAgentTestHooks(app, db);
}
