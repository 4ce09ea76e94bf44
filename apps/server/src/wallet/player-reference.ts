/**
 * The ledger keeps an internal reference on each transaction: `gp:{gp_id}:round:{round_id}` for a game movement,
 * `gp:{gp_id}` for a provider-wallet transfer, the order number for a deposit or withdrawal (and a reversal copies
 * the reference of what it reverses). Players are shown what they can look up instead: the order number, the round
 * as the game shows it, and the provider. Anything else stays inside.
 */
export type PlayerReference = { order_number: string | null; round_id: string | null; gp_id: number | null };

const GAME_ROUND = /^gp:(\d+):round:(.+)$/s;
const PROVIDER = /^gp:(\d+)$/;
/** Order numbers are letters and digits (D2025..., W2025...); an internal key always holds a colon. */
const ORDER_NUMBER = /^[A-Za-z0-9_-]{1,64}$/;
const ORDER_KINDS = new Set(['deposit', 'withdrawal', 'withdrawal_release', 'reversal']);

export function playerReference(kind: string, reference: string): PlayerReference {
  const round = GAME_ROUND.exec(reference);
  if (round) return { order_number: null, round_id: round[2] ?? null, gp_id: Number(round[1]) };
  const provider = PROVIDER.exec(reference);
  if (provider) return { order_number: null, round_id: null, gp_id: Number(provider[1]) };
  if (ORDER_KINDS.has(kind) && ORDER_NUMBER.test(reference)) return { order_number: reference, round_id: null, gp_id: null };
  return { order_number: null, round_id: null, gp_id: null };
}
