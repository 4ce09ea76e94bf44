import '@casino/browser/zod-jitless.ts';
import {
  HOUSE_API_PREFIX,
  type HouseCallDefinition,
  type HouseCallRequest,
  type HouseCallResponse,
} from '@casino/contract/house/house-call.ts';

/** Why a house call failed: the server's refusal code, or `network` when no usable answer came back. */
export class HouseCallError extends Error {
  override readonly name = 'HouseCallError';
  constructor(
    readonly code: string,
    /** The balance a refusal tells (insufficient funds, the wallet's refusals). */
    readonly balance?: string,
    /** Everything else the refusal says (a bet's payout cap, the price now), as its refusal schema read it. */
    readonly detail: Readonly<Record<string, unknown>> = {},
  ) {
    super(code);
  }
}

export type HouseClient = <C extends HouseCallDefinition>(
  call: C,
  body: Omit<HouseCallRequest<C>, 'session'>,
) => Promise<HouseCallResponse<C>>;

/**
 * The games' one client of the house API (decision 47): a POST under /house/api with the game session, the answer
 * parsed with the call's response schema, a refusal with its refusal schema. An answer that fits neither, or none at
 * all, is a `network` failure: the page says the connection failed rather than show what it cannot read.
 */
export function createHouseClient(session: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): HouseClient {
  return async (call, body) => {
    let response: Response;
    try {
      response = await fetchImpl(`${HOUSE_API_PREFIX}${call.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, session }),
      });
    } catch {
      throw new HouseCallError('network');
    }
    let data: unknown = null;
    try {
      data = await response.json();
    } catch {
      // No JSON: read below as a network failure.
    }
    if (!response.ok) {
      const refusal = call.refusal.safeParse(data);
      if (refusal.success) {
        const told = (refusal.data as { balance?: unknown }).balance;
        throw new HouseCallError(refusal.data.error, typeof told === 'string' ? told : undefined, refusal.data);
      }
      throw new HouseCallError('network');
    }
    const answer = call.response.safeParse(data);
    if (!answer.success) throw new HouseCallError('network');
    return answer.data as HouseCallResponse<typeof call>;
  };
}
