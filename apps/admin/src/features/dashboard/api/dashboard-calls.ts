import { operatorDashboardCall } from '@casino/contract/calls/operator-report-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type Dashboard = CallResponse<typeof operatorDashboardCall>;
export type DashboardSummary = Dashboard['summaries'][number];
export type DashboardDay = Dashboard['days'][number];

export const readDashboard = (call: AdminClient) => call(operatorDashboardCall, {});
