import {
  type GAME_REPORT_GROUPS,
  type GAME_REPORT_SORTS,
  operatorGameReportCall,
  operatorGameReportCsvCall,
  operatorPaymentReportCall,
  operatorPaymentReportCsvCall,
  type PAYMENT_REPORT_GROUPS,
  type PAYMENT_REPORT_SORTS,
} from '@casino/contract/calls/operator-report-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type GameReport = CallResponse<typeof operatorGameReportCall>;
export type GameReportRow = GameReport['rows'][number];
export type PaymentReport = CallResponse<typeof operatorPaymentReportCall>;
export type PaymentReportRow = PaymentReport['rows'][number];
export type GameGroup = (typeof GAME_REPORT_GROUPS)[number];
export type GameSort = (typeof GAME_REPORT_SORTS)[number];
export type PaymentGroup = (typeof PAYMENT_REPORT_GROUPS)[number];
export type PaymentSort = (typeof PAYMENT_REPORT_SORTS)[number];

/** What both reports are filtered by, as the form holds it ('' for no filter). */
export type ReportFilter = {
  start_date: string;
  end_date: string;
  site_id: string;
  currency: string;
  provider_id: string;
  game_type_id: string;
  direction: '' | 'deposit' | 'withdrawal';
};
export type Order<S> = { sort_by: S; sort_dir: 'asc' | 'desc' };

const optionalId = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);
const optionalText = (text: string) => (text.trim() ? text.trim().toUpperCase() : undefined);

function common(filter: ReportFilter) {
  return {
    start_date: filter.start_date,
    end_date: filter.end_date,
    site_id: optionalId(filter.site_id),
    currency: optionalText(filter.currency),
  };
}

function gameRequest(filter: ReportFilter, group: GameGroup, order: Order<GameSort>) {
  return {
    ...common(filter),
    provider_id: optionalId(filter.provider_id),
    game_type_id: optionalId(filter.game_type_id),
    group_by: group,
    ...order,
  };
}

function paymentRequest(filter: ReportFilter, group: PaymentGroup, order: Order<PaymentSort>) {
  return { ...common(filter), direction: filter.direction || undefined, group_by: group, ...order };
}

export const readGameReport = (
  call: AdminClient,
  filter: ReportFilter,
  group: GameGroup,
  order: Order<GameSort>,
  page: { page: number; page_size: number },
) => call(operatorGameReportCall, { ...gameRequest(filter, group, order), ...page });

export const readPaymentReport = (
  call: AdminClient,
  filter: ReportFilter,
  group: PaymentGroup,
  order: Order<PaymentSort>,
  page: { page: number; page_size: number },
) => call(operatorPaymentReportCall, { ...paymentRequest(filter, group, order), ...page });

export const exportGameReport = (call: AdminClient, filter: ReportFilter, group: GameGroup, order: Order<GameSort>) =>
  call(operatorGameReportCsvCall, gameRequest(filter, group, order));

export const exportPaymentReport = (call: AdminClient, filter: ReportFilter, group: PaymentGroup, order: Order<PaymentSort>) =>
  call(operatorPaymentReportCsvCall, paymentRequest(filter, group, order));
