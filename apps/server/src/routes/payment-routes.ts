import {
  depositCreateCall,
  depositMethodsCall,
  dwRecordCall,
  withdrawCreateCall,
  withdrawSettingsCall,
} from '@casino/contract/calls/payment-calls.ts';
import { API_PREFIX } from '@casino/contract/define-call.ts';
import type { FastifyInstance } from 'fastify';
import type { CallRegistrar } from '../http/register-call.ts';
import { createDeposit } from '../payments/create-deposit.ts';
import { createWithdrawal } from '../payments/create-withdrawal.ts';
import { handleGatewayCallback } from '../payments/handle-gateway-callback.ts';
import { listDepositMethods } from '../payments/list-deposit-methods.ts';
import { listDwRecords } from '../payments/list-dw-records.ts';
import type { PaymentsContext } from '../payments/payments-context.ts';
import { registerSandboxGateway } from '../payments/sandbox-gateway.ts';
import { getWithdrawSettings } from '../payments/withdraw-settings.ts';

/** Deposit and withdrawal calls of the member, the gateways' callbacks and, when it runs here, the sandbox gateway. */
export function registerPaymentRoutes(registerCallFor: CallRegistrar, http: FastifyInstance, ctx: PaymentsContext): void {
  registerCallFor(depositMethodsCall, async ({ member, lang }) => listDepositMethods(ctx, member, lang));
  registerCallFor(depositCreateCall, async ({ member, body, idempotencyKey, request, lang }) =>
    createDeposit(ctx, member, body, idempotencyKey, request.hostname, lang),
  );
  registerCallFor(withdrawSettingsCall, async ({ member }) => getWithdrawSettings(ctx, member));
  registerCallFor(withdrawCreateCall, async ({ member, body, idempotencyKey }) =>
    createWithdrawal(ctx, member, body, idempotencyKey),
  );
  registerCallFor(dwRecordCall, async ({ member, body, lang }) => listDwRecords(ctx, member, body, lang));

  // Gateways sign the exact bytes they send: the callback keeps its body as text, whatever its content type.
  void http.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { gateway: string } }>(`${API_PREFIX}/payments/:gateway/callback`, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const answer = await handleGatewayCallback(ctx, request.params.gateway, request.headers, raw);
      if (answer.httpStatus >= 400)
        request.log.warn({ gateway: request.params.gateway, reason: answer.body.message }, 'gateway callback refused');
      const body = JSON.stringify(answer.body);
      const gateway = Object.hasOwn(ctx.gateways, request.params.gateway) ? ctx.gateways[request.params.gateway] : undefined;
      return reply
        .code(answer.httpStatus)
        .headers({ 'content-type': 'application/json; charset=utf-8', ...gateway?.signAnswer?.(raw, body) })
        .send(body);
    });
  });

  if (ctx.sandbox) registerSandboxGateway(http, { db: ctx.db, secret: ctx.sandbox.secret, log: http.log });
}
