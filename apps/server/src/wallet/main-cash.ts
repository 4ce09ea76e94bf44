import { CURRENCIES, isCurrencyCode } from '@casino/contract/currencies.ts';
import { formatMinorUnits, parseMinorUnits } from '@casino/contract/money.ts';
import { privateChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import type { Executor } from '../ledger/executor.ts';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import type { Realtime } from '../realtime/echo-server.ts';

export function exponentOf(currency: string): number {
  if (!isCurrencyCode(currency)) throw new Error(`unknown currency ${currency}`);
  return CURRENCIES[currency].exponent;
}

/** Minor units as the wire's decimal string in the currency's own precision. */
export function formatAmount(minor: bigint, currency: string): string {
  return formatMinorUnits(minor, exponentOf(currency));
}

/** A decimal string from the wire in minor units, or undefined when it has more decimals than the currency. */
export function parseAmount(decimal: string, currency: string): bigint | undefined {
  try {
    return parseMinorUnits(decimal, exponentOf(currency));
  } catch {
    return undefined;
  }
}

/** The member's main wallet balance in minor units. */
export function readMainCash(executor: Executor, memberId: number, currency: string): Promise<bigint> {
  return readBalance(executor, ledgerAccounts.memberMain(memberId, currency));
}

/** Tells the member's open pages the new main balance (SPEC section 7, member.cash). */
export function announceCash(realtime: Pick<Realtime, 'broadcast'>, memberId: number, cash: bigint, currency: string): void {
  realtime.broadcast(privateChannels.member(memberId), realtimeEvents.memberCash, { cash: formatAmount(cash, currency) });
}
