import { randomBytes } from 'node:crypto';
import { GatewayCallbackError, type GatewayPayment, type GatewayPaymentRequest, type PaymentGateway } from './payment-gateway.ts';
import {
  PAY_TOKEN_TTL_MS,
  SANDBOX_BASE_PATH,
  SANDBOX_GATEWAY,
  SANDBOX_SIGNATURE_HEADER,
  sandboxCallbackBody,
  sealPayToken,
  signAnswer,
  signatureHolds,
} from './sandbox-protocol.ts';

/**
 * The operator's adapter of the built-in sandbox gateway. Opening a payment needs no call to the gateway: the sandbox
 * takes a sealed checkout session in its page URL (like a signed checkout session), so that asking for a payment never
 * waits on another party while the order's database transaction is open.
 */
export function createSandboxAdapter(options: { secret: string; baseUrl?: string }): PaymentGateway {
  return {
    name: SANDBOX_GATEWAY,
    async createPayment(order: GatewayPaymentRequest): Promise<GatewayPayment> {
      const paymentId = `sbx_${randomBytes(12).toString('hex')}`;
      const token = sealPayToken(options.secret, {
        payment_id: paymentId,
        order_number: order.order_number,
        amount: order.amount,
        currency: order.currency,
        notify_url: order.notify_url,
        return_url: order.return_url,
        expires_at: Date.now() + PAY_TOKEN_TTL_MS,
      });
      const base = options.baseUrl ?? `${order.origin}${SANDBOX_BASE_PATH}`;
      const lang = order.language ? `&lang=${encodeURIComponent(order.language)}` : '';
      return { pay_url: `${base}/pay/${paymentId}?session=${token}${lang}`, reference: paymentId };
    },
    verifyCallback(headers, rawBody) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!signatureHolds(options.secret, rawBody, signature)) throw new GatewayCallbackError('bad_signature');
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new GatewayCallbackError('malformed');
      }
      const parsed = sandboxCallbackBody.safeParse(json);
      if (!parsed.success) throw new GatewayCallbackError('malformed');
      const body = parsed.data;
      return { ...body, timestamp: new Date(body.timestamp * 1000) };
    },
    signAnswer(rawBody, answerBody) {
      return { [SANDBOX_SIGNATURE_HEADER]: signAnswer(options.secret, rawBody, answerBody) };
    },
  };
}
