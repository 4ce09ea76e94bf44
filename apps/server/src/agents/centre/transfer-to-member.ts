import { AgentCode } from '@casino/contract/calls/agent-calls.ts';
import { verifyWithdrawPassword, type WithdrawPasswordContext } from '../../accounts/withdraw-password-guard.ts';
import { assertWageringDone } from '../../bonuses/withdrawal-guard.ts';
import { Refusal } from '../../http/reply.ts';
import { runIdempotent } from '../../ledger/idempotent-request.ts';
import { accountKey, ledgerAccounts } from '../../ledger/ledger-accounts.ts';
import { InsufficientFunds, postTransaction } from '../../ledger/post-transaction.ts';
import { announceCash, formatAmount, parseAmount, readMainCash } from '../../wallet/main-cash.ts';

/**
 * An agent moves money from its main wallet to a member directly under it (the agent centre's Transfer). The agent's
 * withdraw password is checked first, under the counter every call checking it shares (113 wrong, 114 none set, 108
 * locked); then once per idempotency key, in one database transaction: the member must be directly under the agent, in
 * its currency (112), the agent's wagering done (109, as for a withdrawal: bonus money in play stays in play) and its
 * main wallet must cover the amount (115). Both wallets are told their new cash.
 */
export async function transferToMember(
  ctx: WithdrawPasswordContext,
  agent: { id: number; siteId: number; currency: string },
  input: { member_id: number; amount: string; withdraw_password: string },
  idempotencyKey: string,
) {
  const amount = parseAmount(input.amount, agent.currency);
  if (amount === undefined || amount <= 0n) throw new Refusal(AgentCode.badAmount, 'agent.bad_amount');
  const secret = await ctx.db
    .selectFrom('members')
    .select('withdraw_password_hash')
    .where('id', '=', agent.id)
    .executeTakeFirstOrThrow();
  if (!secret.withdraw_password_hash) throw new Refusal(AgentCode.noWithdrawPassword, 'agent.no_withdraw_password');
  const hash = { id: agent.id, withdrawPasswordHash: secret.withdraw_password_hash };
  if (!(await verifyWithdrawPassword(ctx, hash, input.withdraw_password, 'agent.transfer'))) {
    throw new Refusal(AgentCode.wrongWithdrawPassword, 'agent.wrong_withdraw_password');
  }

  const scope = `member:${agent.id}:/member/agent/transfer`;
  // The password is not kept under the key.
  const request = { member_id: input.member_id, amount: input.amount };
  const answer = await runIdempotent(ctx.db, scope, idempotencyKey, request, async (trx) => {
    const target = await trx
      .selectFrom('members')
      .select(['id', 'account', 'currency_code'])
      .where('id', '=', input.member_id)
      .where('agent_id', '=', agent.id)
      .where('site_id', '=', agent.siteId)
      .executeTakeFirst();
    if (!target || target.currency_code !== agent.currency) throw new Refusal(AgentCode.notInDownline, 'agent.not_in_downline');
    await assertWageringDone(ctx.db, trx, { memberId: agent.id, currency: agent.currency });
    const from = ledgerAccounts.memberMain(agent.id, agent.currency);
    const to = ledgerAccounts.memberMain(target.id, agent.currency);
    try {
      const posted = await postTransaction(ctx.db, trx, {
        key: `agent-transfer:${agent.id}:${idempotencyKey}`,
        kind: 'agent_transfer',
        reference: `agent:${agent.id}:member:${target.id}`,
        postings: [
          { account: from, amount: -amount },
          { account: to, amount },
        ],
      });
      return {
        member_account: target.account,
        amount: formatAmount(amount, agent.currency),
        main_cash: formatAmount(posted.balances.get(accountKey(from)) ?? 0n, agent.currency),
        memberId: target.id,
      };
    } catch (error) {
      if (error instanceof InsufficientFunds) throw new Refusal(AgentCode.insufficientBalance, 'agent.insufficient_balance');
      throw error;
    }
  });
  for (const id of [agent.id, answer.memberId]) {
    announceCash(ctx.realtime, id, await readMainCash(ctx.db, id, agent.currency), agent.currency);
  }
  const { memberId: _memberId, ...reply } = answer;
  return reply;
}
