import {
  operatorDashboardCall,
  operatorGameReportCall,
  operatorGameReportCsvCall,
  operatorPaymentReportCall,
  operatorPaymentReportCsvCall,
} from '@casino/contract/calls/operator-report-calls.ts';
import { type CallRegistrar, languageOf } from '../http/register-call.ts';
import type { OperatorsContext } from '../operators/operators-context.ts';
import { requirePermission } from '../operators/roles.ts';
import { readDashboard } from '../reports/dashboard.ts';
import { exportGameReportCsv, exportPaymentReportCsv } from '../reports/export-report-csv.ts';
import { gameReport } from '../reports/game-report.ts';
import { paymentReport } from '../reports/payment-report.ts';

/** The back office's dashboard and reports (decision 74), read from the report aggregates. */
export function registerOperatorReportRoutes(registerCallFor: CallRegistrar, ctx: OperatorsContext): void {
  const { db } = ctx;

  registerCallFor(operatorDashboardCall, async ({ operator, body }) => {
    requirePermission(operator, 'reports.read');
    return readDashboard(db, body);
  });

  registerCallFor(operatorGameReportCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'reports.read');
    return gameReport(db, body, languageOf(request));
  });

  registerCallFor(operatorPaymentReportCall, async ({ operator, body }) => {
    requirePermission(operator, 'reports.read');
    return paymentReport(db, body);
  });

  registerCallFor(operatorGameReportCsvCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'reports.read');
    return exportGameReportCsv(db, body, languageOf(request), { operator, ip: request.ip });
  });

  registerCallFor(operatorPaymentReportCsvCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'reports.read');
    return exportPaymentReportCsv(db, body, { operator, ip: request.ip });
  });
}
