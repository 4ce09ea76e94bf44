import {
  API_PREFIX,
  type CallDefinition,
  type CallRequest,
  type CallResponse,
  IDEMPOTENCY_HEADER,
} from '@casino/contract/define-call.ts';

/**
 * A refusal of the operator API: its code (a number of the call's own, or an HTTP status), message key, and the data
 * it carries (a 400's refused fields, the accounts a 101 did not find).
 */
export class AdminCallError extends Error {
  constructor(
    readonly code: number,
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** A money-moving call carries its key: the same key on a retry gets the first answer, never a second movement. */
export type CallOptions = { idempotencyKey?: string };

export type AdminClient = <C extends CallDefinition>(
  call: C,
  body: CallRequest<C>,
  options?: CallOptions,
) => Promise<CallResponse<C>>;

/**
 * The back office's one API client: a contract call sent with the operator's token, its answer checked against the
 * call's schema. A refused call throws AdminCallError; an ended session (401) is also told to `onSignedOut`.
 */
export function createAdminClient(
  token: () => string | null,
  onSignedOut: () => void,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): AdminClient {
  return async (call, body, options = {}) => {
    const bearer = token();
    const response = await fetchImpl(`${API_PREFIX}${call.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(options.idempotencyKey ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : {}),
      },
      body: JSON.stringify(body ?? {}),
    });
    const reply = (await response.json().catch(() => null)) as { code?: number; message?: string; data?: unknown } | null;
    if (response.status === 401) onSignedOut();
    if (reply?.code !== 1000) {
      throw new AdminCallError(reply?.code ?? response.status, response.status, reply?.message ?? 'network', reply?.data ?? null);
    }
    return call.response.parse(reply.data) as CallResponse<typeof call>;
  };
}
