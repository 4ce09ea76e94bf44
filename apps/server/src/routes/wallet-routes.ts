import {
  balanceAllBackCall,
  balanceGetBackCall,
  cashSurplusCheckCall,
  myCashCall,
  transactionListCall,
} from '@casino/contract/calls/wallet-calls.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { listTransactions } from '../wallet/list-transactions.ts';
import { getMyCash, hasCashSurplus } from '../wallet/my-cash.ts';
import { returnProviderBalances } from '../wallet/return-provider-balances.ts';
import type { WalletContext } from '../wallet/wallet-context.ts';

/** The member wallet: balances, balance returns from provider wallets, and the transaction record. */
export function registerWalletRoutes(registerCallFor: CallRegistrar, ctx: WalletContext): void {
  registerCallFor(myCashCall, ({ member }) => getMyCash(ctx.db, member));
  registerCallFor(balanceAllBackCall, ({ member }) => returnProviderBalances(ctx, member));
  registerCallFor(balanceGetBackCall, ({ member, body }) => returnProviderBalances(ctx, member, body.gp_id));
  registerCallFor(cashSurplusCheckCall, async ({ member }) => ({ active: (await hasCashSurplus(ctx.db, member)) ? 1 : 0 }));
  registerCallFor(transactionListCall, ({ member, body }) => listTransactions(ctx.db, member, body));
}
