import { reply } from '../../../test/render-admin.tsx';

/** A fake operator API of the agents page for its tests: answers as the server writes them, recording what was sent. */

export type Sent = { path: string; body: Record<string, unknown> };
type Handler = (body: Record<string, unknown>) => Response | Promise<Response>;

export const settlement = {
  site_id: 1,
  currency: 'INR',
  period: '2026-10-01',
  agents: 2,
  paid: '1250.00',
  created_at: '2026-11-01T00:05:00.000Z',
};

export const statement = (agentId: number, account: string, commission: string, version = 1) => ({
  agent_id: agentId,
  agent_account: account,
  period: '2026-10-01',
  currency: 'INR',
  members: 12,
  active_members: 5,
  first_deposits: 3,
  valid_bet: '90000.00',
  gross_revenue: '5000.00',
  bonuses: '0.00',
  rebates: '0.00',
  deposits: '20000.00',
  withdrawals: '8000.00',
  fees_charged: '0.00',
  net_revenue: '5000.00',
  carried_in: '0.00',
  commission_base: '5000.00',
  rate_percent: '25.00',
  commission,
  carried_out: '0.00',
  upline_share: '0.00',
  version,
  corrected_at: null,
});

const figures = (commission: string) => ({
  net_revenue: '5000.00',
  commission_base: '5000.00',
  rate_percent: '25',
  commission,
  carried_out: '0.00',
});

export const correction = (id: number, proposedBy: string, status: 'pending' | 'approved' | 'rejected' = 'pending') => ({
  id,
  site_id: 1,
  currency: 'INR',
  period: '2026-10-01',
  agent_id: 7,
  agent_account: `agent${id}`,
  from_version: 1,
  version: 2,
  status,
  mode: 'figures' as const,
  reason: `late result ${id}`,
  before: figures('1000.00'),
  after: figures('1100.00'),
  proposed_by: proposedBy,
  decided_by: status === 'pending' ? null : 'boss',
  decision_reason: status === 'rejected' ? 'not justified' : '',
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: status === 'pending' ? null : '2026-11-21T10:00:00.000Z',
});

export const plan = (currency: string) => ({
  site_id: 1,
  currency,
  tiers: [
    { min_active_members: 1, min_net_revenue: '0.00', rate_percent: '20' },
    { min_active_members: 5, min_net_revenue: '10000.00', rate_percent: '30' },
  ],
  active: { min_valid_bet: '100.00', min_deposits: '0.00' },
  payment_fee_percent: '1.5',
  platform_fee_percent: '0',
  carry_negative: 1 as const,
  upline_share_percent: ['5'],
  updated_at: '2026-11-01T00:00:00.000Z',
});

const operation = (deposits: string) => ({
  sign_ups: 1,
  first_deposits: 1,
  active_members: 2,
  deposits,
  withdrawals: '0.00',
  valid_bet: '300.00',
  gross_revenue: '50.00',
  bonuses: '0.00',
  rebates: '0.00',
  net_revenue: '50.00',
});

export const treeNode = (id: number, parentId: number | null, deposits = '500.00') => ({
  id,
  account: `agent${id}`,
  parent_id: parentId,
  agent_active: 1 as const,
  status: 1,
  members: 3,
  sub_agents: 1,
  figures: operation(deposits),
});

/** A fetch answering each path with its handler (others: an empty list), every call recorded in `sent`. */
export function fakeApi(sent: Sent[], handlers: Record<string, Handler>): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const body = JSON.parse(String(init.body || '{}')) as Record<string, unknown>;
    sent.push({ path, body });
    const handler = handlers[path];
    return handler ? handler(body) : reply({ list: [] });
  }) as typeof fetch;
}

export const bodiesOf = (sent: Sent[], path: string) => sent.filter((s) => s.path === path).map((s) => s.body);
