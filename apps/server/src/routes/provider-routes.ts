import { API_PREFIX } from '@casino/contract/define-call.ts';
import type { FastifyInstance } from 'fastify';
import { handleWalletCall, type ProviderWalletContext } from '../providers/handle-wallet-call.ts';

/**
 * The seamless-wallet endpoint of game providers: POST /api/provider/{code}/wallet/{action}. Providers sign the
 * exact bytes they send, so the body is kept as text, whatever its content type.
 */
export function registerProviderRoutes(http: FastifyInstance, ctx: ProviderWalletContext): void {
  void http.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { code: string; action: string } }>(
      `${API_PREFIX}/provider/:code/wallet/:action`,
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const answer = await handleWalletCall(ctx, request.params.code, request.params.action, request.headers, raw);
        if (answer.httpStatus === 401) request.log.warn({ provider: request.params.code }, 'provider wallet call not signed');
        return reply.code(answer.httpStatus).headers(answer.headers).send(answer.body);
      },
    );
  });
}
