/**
 * The adapter interface every payment gateway sits behind (ARCHITECTURE, Payments). The operator asks the gateway
 * for a payment and sends the member to its hosted page; the gateway later tells the operator the outcome with a
 * signed server-to-server callback, which is the only thing that credits a deposit.
 */

/** What the operator asks a gateway to collect. Amounts travel as decimal strings in major units. */
export type GatewayPaymentRequest = {
  order_number: string;
  amount: string;
  currency: string;
  /** Where the gateway posts its callback. */
  notify_url: string;
  /** Where the gateway sends the member back after paying. */
  return_url: string;
  /** The site's configured origin the member uses, for gateways served by this process (the sandbox). */
  origin: string;
  /** The member's page language, for a hosted page that speaks it. */
  language?: string;
};

export type GatewayPayment = {
  /** The hosted page to pay on. */
  pay_url: string;
  /** The gateway's own id of the payment. */
  reference: string;
};

/** A callback whose signature held. */
export type GatewayCallback = {
  payment_id: string;
  order_number: string;
  amount: string;
  currency: string;
  status: 'paid' | 'declined';
  /** When the gateway signed it. */
  timestamp: Date;
  /** Unique per callback message; a message seen before is not processed again. */
  nonce: string;
};

export interface PaymentGateway {
  /** Adapter name: deposit_methods.gateway, the callback path /api/payments/{name}/callback, account gateway:{name}. */
  readonly name: string;
  createPayment(order: GatewayPaymentRequest): Promise<GatewayPayment>;
  /** Checks the signature over the raw body and parses it; throws GatewayCallbackError otherwise. */
  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): GatewayCallback;
  /** Headers that sign the answer to a callback for that callback only, where the gateway's protocol has them. */
  signAnswer?(rawBody: string, answerBody: string): Record<string, string>;
}

/** A callback that is not to be believed: forged or unreadable. Nothing is done with it. */
export class GatewayCallbackError extends Error {
  constructor(readonly reason: 'bad_signature' | 'malformed') {
    super(reason);
  }
}
