import { randomUUID } from 'node:crypto';
import { BalanceBackCode, type BalanceBackResult } from '@casino/contract/calls/wallet-calls.ts';
import { privateChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import { sql } from 'kysely';
import { Refusal } from '../http/reply.ts';
import { ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { InsufficientFunds, postTransaction } from '../ledger/post-transaction.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { ProviderTransferFailed } from '../providers/provider-transfers.ts';
import { announceCash, formatAmount, readMainCash } from './main-cash.ts';
import { readProviderBalances } from './my-cash.ts';
import type { WalletContext } from './wallet-context.ts';

/** How long a balance return may hold the member's wallet before another may start anyway. */
const WALLET_LEASE_SECONDS = 60;

/** Takes the member's wallet lease (false when a balance return or a transfer into a provider holds it). */
export async function takeWalletLease(ctx: Pick<WalletContext, 'db'>, memberId: number): Promise<boolean> {
  const taken = await ctx.db
    .updateTable('members')
    .set({ wallet_busy_until: sql`now() + make_interval(secs => ${WALLET_LEASE_SECONDS})` })
    .where('id', '=', memberId)
    .where((eb) => eb.or([eb('wallet_busy_until', 'is', null), eb('wallet_busy_until', '<', sql<Date>`now()`)]))
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function releaseWalletLease(ctx: Pick<WalletContext, 'db'>, memberId: number): Promise<void> {
  await ctx.db.updateTable('members').set({ wallet_busy_until: null }).where('id', '=', memberId).execute();
}

/** Whether the member's wallet lease is held now (a balance return is running). */
export async function walletLeaseHeld(ctx: Pick<WalletContext, 'db'>, memberId: number): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .where('wallet_busy_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Moves provider wallets back into the main wallet: one provider (gpId) or all of them (one-key return). Each
 * provider is asked through its adapter, then the ledger moves the money under the same transfer id. A provider
 * that fails is reported and left as it was, so the call is safe to repeat; code 105 when some came back and some
 * did not, 102 or 103 when the only one asked failed.
 */
export async function returnProviderBalances(
  ctx: WalletContext,
  member: MemberSession,
  gpId?: number,
): Promise<BalanceBackResult> {
  if (!(await takeWalletLease(ctx, member.memberId))) throw new Refusal(BalanceBackCode.busy, 'one_key_err_code_101');

  const returned: BalanceBackResult['returned'] = [];
  const failed: BalanceBackResult['failed'] = [];
  try {
    // Read under the lease: a return that ran just before this one has already moved what it read.
    const wallets = (await readProviderBalances(ctx.db, member)).filter((w) => gpId === undefined || w.gpId === gpId);
    if (gpId !== undefined && wallets.length === 0) throw new Refusal(BalanceBackCode.noWallet, 'one_key_err_code_104');
    for (const wallet of wallets.filter((w) => w.balance > 0n)) {
      const transferId = `back:${member.memberId}:${wallet.gpId}:${randomUUID()}`;
      try {
        await ctx.transfersOf(wallet.gpId).transferOut({
          memberId: member.memberId,
          gpId: wallet.gpId,
          currency: member.currency,
          amount: wallet.balance,
          transferId,
        });
        await postTransaction(ctx.db, ctx.db, {
          key: transferId,
          kind: 'transfer_out',
          reference: `gp:${wallet.gpId}`,
          postings: [
            { account: ledgerAccounts.memberProvider(member.memberId, wallet.gpId, member.currency), amount: -wallet.balance },
            { account: ledgerAccounts.memberMain(member.memberId, member.currency), amount: wallet.balance },
          ],
        });
        returned.push({ gp_id: wallet.gpId, amount: formatAmount(wallet.balance, member.currency) });
      } catch (error) {
        if (error instanceof ProviderTransferFailed) failed.push({ gp_id: wallet.gpId, code: error.code });
        // The wallet changed under us (a game settled meanwhile): nothing moved, the next try reads it afresh.
        else if (error instanceof InsufficientFunds) failed.push({ gp_id: wallet.gpId, code: BalanceBackCode.providerFailed });
        else throw error;
      }
    }
  } finally {
    await releaseWalletLease(ctx, member.memberId);
  }

  const main = await readMainCash(ctx.db, member.memberId, member.currency);
  const result = { main_cash: formatAmount(main, member.currency), returned, failed };
  if (returned.length > 0) announceCash(ctx.realtime, member.memberId, main, member.currency);
  if (gpId === undefined) ctx.realtime.broadcast(privateChannels.member(member.memberId), realtimeEvents.allTransferBack, result);
  if (failed.length > 0) {
    const code =
      returned.length > 0 || failed.length > 1 ? BalanceBackCode.partial : (failed[0]?.code ?? BalanceBackCode.partial);
    throw new Refusal(code, `one_key_err_code_${code}`, result);
  }
  return result;
}
