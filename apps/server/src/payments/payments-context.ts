import type { Db } from '../db/database.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import type { SiteOrigins } from '../sites/site-origins.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createSandboxAdapter } from './sandbox-adapter.ts';
import { sandboxSecret } from './sandbox-protocol.ts';

/** What the payment use-cases need besides their input. */
export type PaymentsContext = {
  db: Db;
  /** member.cash and member_deposit.success on the member's private channel. */
  realtime: Pick<Realtime, 'broadcast'>;
  /** Gateway adapters by name (deposit_methods.gateway). A method whose gateway is missing here is not offered. */
  gateways: Record<string, PaymentGateway>;
  /** The addresses given to gateways: from configuration, never from the request (docs/security.md). */
  origins: SiteOrigins;
  /** The built-in sandbox gateway's own side, when it runs in this process. */
  sandbox?: { secret: string };
};

export type PaymentsEnvironment = {
  SANDBOX_GATEWAY?: string;
  SANDBOX_GATEWAY_SECRET?: string;
};

/**
 * The payments context of the app. The sandbox gateway credits deposits that no one paid for, so it runs unless
 * turned off (SANDBOX_GATEWAY=0), and in production only when turned on explicitly (SANDBOX_GATEWAY=1). Its secret
 * is SANDBOX_GATEWAY_SECRET, or one derived from TOKEN_SECRET. Bad values stop the server at start.
 */
export function createPaymentsContext(options: {
  db: Db;
  realtime: Pick<Realtime, 'broadcast'>;
  tokenSecret: string;
  production: boolean;
  origins: SiteOrigins;
  env?: PaymentsEnvironment;
  /** Extra adapters (real gateways), by name. */
  gateways?: Record<string, PaymentGateway>;
}): PaymentsContext {
  const env = options.env ?? {};
  const flag = env.SANDBOX_GATEWAY ?? '';
  if (!['', '0', '1'].includes(flag)) throw new Error('SANDBOX_GATEWAY must be 0 or 1');
  const sandboxOn = flag === '1' || (flag === '' && !options.production);
  const gateways: Record<string, PaymentGateway> = { ...options.gateways };
  let sandbox: PaymentsContext['sandbox'];
  if (sandboxOn) {
    const secret = sandboxSecret(options.tokenSecret, env.SANDBOX_GATEWAY_SECRET);
    sandbox = { secret };
    const adapter = createSandboxAdapter({ secret });
    gateways[adapter.name] = adapter;
  }
  return { db: options.db, realtime: options.realtime, gateways, origins: options.origins, sandbox };
}
