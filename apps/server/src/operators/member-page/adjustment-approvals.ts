import { AdjustCode } from '@casino/contract/calls/operator-calls.ts';
import {
  MemberPageCode,
  type operatorAdjustDecideCall,
  type operatorAdjustPendingCall,
  type operatorAdjustProposeCall,
  type operatorAdjustThresholdSetCall,
  type operatorAdjustThresholdsCall,
} from '@casino/contract/calls/operator-member-calls.ts';
import { isCurrencyCode } from '@casino/contract/currencies.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { FieldError, Refusal } from '../../http/reply.ts';
import type { Executor } from '../../ledger/executor.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { runIdempotent } from '../../ledger/idempotent-request.ts';
import { accountKey, ledgerAccounts } from '../../ledger/ledger-accounts.ts';
import { InsufficientFunds, postTransaction } from '../../ledger/post-transaction.ts';
import type { Realtime } from '../../realtime/echo-server.ts';
import { findSite } from '../../sites/find-site.ts';
import { announceCash, formatAmount, parseAmount } from '../../wallet/main-cash.ts';
import { ADJUSTMENTS_ACCOUNT } from '../adjust-member-balance.ts';
import { writeAudit } from '../audit-log.ts';
import type { OperatorSession } from '../operator-sessions.ts';
import { findMemberOrRefuse } from './find-member.ts';

type Input<C extends { request: z.ZodType }> = z.output<C['request']>;
type Pending = CallResponse<typeof operatorAdjustDecideCall>;
type MoneyContext = { db: Db; realtime: Pick<Realtime, 'broadcast'> };

const PAGE = 50;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The site's two-person threshold for a currency, in minor units, or undefined when none is set. An adjustment whose
 * absolute amount is above it must be proposed and approved by a second operator.
 */
export async function approvalThreshold(executor: Executor, siteId: number, currency: string): Promise<bigint | undefined> {
  const row = await executor
    .selectFrom('adjustment_approval_thresholds')
    .select('amount')
    .where('site_id', '=', siteId)
    .where('currency_code', '=', currency)
    .executeTakeFirst();
  return row === undefined ? undefined : BigInt(row.amount);
}

export async function listThresholds(
  db: Db,
  input: Input<typeof operatorAdjustThresholdsCall>,
): Promise<CallResponse<typeof operatorAdjustThresholdsCall>> {
  const rows = await db
    .selectFrom('adjustment_approval_thresholds')
    .selectAll()
    .$if(input.site_id !== undefined, (q) => q.where('site_id', '=', input.site_id as number))
    .orderBy('site_id')
    .orderBy('currency_code')
    .execute();
  return {
    list: rows.map((r) => ({
      site_id: r.site_id,
      currency: r.currency_code,
      amount: formatAmount(BigInt(r.amount), r.currency_code),
      updated_at: new Date(r.updated_at).toISOString(),
    })),
  };
}

/** Sets (or changes) a site's threshold for a currency, with its audit row. */
export async function setThreshold(
  db: Db,
  operator: OperatorSession,
  input: Input<typeof operatorAdjustThresholdSetCall>,
  ip: string,
): Promise<CallResponse<typeof operatorAdjustThresholdSetCall>> {
  await findSite(db, input.site_id);
  const currency = input.currency.toUpperCase();
  if (!isCurrencyCode(currency)) throw new FieldError({ currency: ['unknown_currency'] });
  const amount = /^\d{1,15}(\.\d{1,4})?$/.test(input.amount) ? parseAmount(input.amount, currency) : undefined;
  if (amount === undefined || amount < 0n) throw new FieldError({ amount: ['amount_format'] });
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('adjustment_approval_thresholds')
      .values({ site_id: input.site_id, currency_code: currency, amount, updated_by: operator.operatorId })
      .onConflict((oc) =>
        oc.columns(['site_id', 'currency_code']).doUpdateSet({ amount, updated_by: operator.operatorId, updated_at: sql`now()` }),
      )
      .returning(['updated_at'])
      .executeTakeFirstOrThrow();
    const answer = {
      site_id: input.site_id,
      currency,
      amount: formatAmount(amount, currency),
      updated_at: new Date(row.updated_at).toISOString(),
    };
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'member.adjust_threshold',
      target: `site:${input.site_id}:${currency}`,
      details: answer,
      ip,
    });
    return answer;
  });
}

/** The proposals with their member's account and the operators' names, by the filter given. */
async function readPending(
  executor: Executor,
  filter: { id?: number; status?: string; memberId?: number; beforeId?: number },
): Promise<Pending[]> {
  const rows = await executor
    .selectFrom('pending_adjustments as p')
    .innerJoin('members as m', 'm.id', 'p.member_id')
    .innerJoin('operators as proposer', 'proposer.id', 'p.proposed_by')
    .leftJoin('operators as decider', 'decider.id', 'p.decided_by')
    .select([
      'p.id',
      'p.member_id',
      'm.account',
      'p.site_id',
      'p.currency_code',
      'p.amount',
      'p.reason',
      'proposer.username as proposed_by',
      'p.status',
      'decider.username as decided_by',
      'p.decision_reason',
      'p.ledger_transaction_id',
      'p.created_at',
      'p.decided_at',
    ])
    .$if(filter.id !== undefined, (q) => q.where('p.id', '=', filter.id as number))
    .$if(filter.status !== undefined, (q) => q.where('p.status', '=', filter.status as 'pending'))
    .$if(filter.memberId !== undefined, (q) => q.where('p.member_id', '=', filter.memberId as number))
    .$if(filter.beforeId !== undefined, (q) => q.where('p.id', '<', filter.beforeId as number))
    .orderBy('p.id', 'desc')
    .limit(PAGE)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    member_id: r.member_id,
    member_account: r.account,
    site_id: r.site_id,
    currency: r.currency_code,
    amount: formatAmount(BigInt(r.amount), r.currency_code),
    reason: r.reason,
    proposed_by: r.proposed_by,
    status: r.status,
    decided_by: r.decided_by,
    decision_reason: r.decision_reason,
    transaction_id: r.ledger_transaction_id === null ? null : String(r.ledger_transaction_id),
    created_at: new Date(r.created_at).toISOString(),
    decided_at: iso(r.decided_at),
  }));
}

export async function listPendingAdjustments(
  db: Db,
  input: Input<typeof operatorAdjustPendingCall>,
): Promise<CallResponse<typeof operatorAdjustPendingCall>> {
  return { list: await readPending(db, { status: input.status, memberId: input.member_id, beforeId: input.before_id }) };
}

/** Proposes an adjustment: one pending row and its audit row, once per idempotency key. Nothing moves yet. */
export async function proposeAdjustment(
  db: Db,
  operator: OperatorSession,
  input: Input<typeof operatorAdjustProposeCall>,
  request: { idempotencyKey: string; ip: string },
): Promise<Pending> {
  const member = await findMemberOrRefuse(db, input.member_id);
  const amount = parseAmount(input.amount, member.currency_code);
  if (amount === undefined) throw new FieldError({ amount: ['amount_precision'] });
  return runIdempotent(db, `adjust-propose:${operator.operatorId}`, request.idempotencyKey, input, async (trx) => {
    const row = await trx
      .insertInto('pending_adjustments')
      .values({
        member_id: member.id,
        site_id: member.site_id,
        currency_code: member.currency_code,
        amount,
        reason: input.reason,
        proposed_by: operator.operatorId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'member.adjust_propose',
      target: `member:${member.id}`,
      details: {
        adjustment_id: row.id,
        amount: formatAmount(amount, member.currency_code),
        currency: member.currency_code,
        reason: input.reason,
      },
      ip: request.ip,
    });
    const [pending] = await readPending(trx, { id: row.id });
    return pending as Pending;
  });
}

/**
 * A second operator's decision on a proposal. The row is claimed (pending -> decided) with a conditional update in
 * the transaction that posts the money, so of two approvals at once one moves the money and the other finds it
 * decided; the ledger key of the proposal makes a second movement impossible in any case. Approving an approved
 * proposal again answers as the first time; the proposer can never decide their own.
 */
export async function decideAdjustment(
  ctx: MoneyContext,
  operator: OperatorSession,
  input: Input<typeof operatorAdjustDecideCall>,
  ip: string,
): Promise<Pending> {
  const { db } = ctx;
  const approving = input.decision === 'approve';
  let moved: { memberId: number; cash: bigint; currency: string } | undefined;
  const decided = await inTransaction(db, async (trx) => {
    moved = undefined;
    const proposal = await trx
      .selectFrom('pending_adjustments')
      .selectAll()
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!proposal || proposal.proposed_by === operator.operatorId) {
      throw new Refusal(MemberPageCode.notDecidable, 'operator.adjustment_not_decidable');
    }
    const wanted = approving ? 'approved' : 'rejected';
    if (proposal.status !== 'pending') {
      if (proposal.status === wanted) return proposal.id;
      throw new Refusal(MemberPageCode.notDecidable, 'operator.adjustment_not_decidable');
    }
    const currency = proposal.currency_code;
    const amount = BigInt(proposal.amount);
    let transactionId: bigint | null = null;
    if (approving) {
      const main = ledgerAccounts.memberMain(proposal.member_id, currency);
      try {
        const posted = await postTransaction(db, trx, {
          key: `adjust-approval:${proposal.id}`,
          kind: 'adjustment',
          postings: [
            { account: main, amount },
            { account: ledgerAccounts.system(ADJUSTMENTS_ACCOUNT, currency), amount: -amount },
          ],
        });
        transactionId = posted.id;
        moved = { memberId: proposal.member_id, cash: posted.balances.get(accountKey(main)) ?? 0n, currency };
      } catch (error) {
        if (error instanceof InsufficientFunds)
          throw new Refusal(MemberPageCode.insufficientFunds, 'operator.insufficient_funds');
        throw error;
      }
    }
    await trx
      .updateTable('pending_adjustments')
      .set({
        status: wanted,
        decided_by: operator.operatorId,
        decided_at: new Date(),
        decision_reason: input.reason,
        ledger_transaction_id: transactionId,
      })
      .where('id', '=', proposal.id)
      .where('status', '=', 'pending')
      .execute();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: approving ? 'member.adjust_approve' : 'member.adjust_reject',
      target: `member:${proposal.member_id}`,
      details: {
        adjustment_id: proposal.id,
        amount: formatAmount(amount, currency),
        currency,
        reason: input.reason,
        ...(transactionId === null ? {} : { transaction_id: transactionId.toString() }),
      },
      ip,
    });
    return proposal.id;
  });
  if (moved) announceCash(ctx.realtime, moved.memberId, moved.cash, moved.currency);
  const [answer] = await readPending(db, { id: decided });
  return answer as Pending;
}

/** Refuses a direct adjustment above the site's threshold: it must be proposed instead. */
export async function refuseAboveThreshold(executor: Executor, siteId: number, currency: string, amount: bigint): Promise<void> {
  const threshold = await approvalThreshold(executor, siteId, currency);
  if (threshold !== undefined && (amount > threshold || -amount > threshold)) {
    throw new Refusal(AdjustCode.needsApproval, 'operator.adjust_needs_approval', {
      threshold: formatAmount(threshold, currency),
      currency,
    });
  }
}
