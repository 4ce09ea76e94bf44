import { REPORT_MAX_DAYS, ReportCode } from '@casino/contract/calls/operator-report-calls.ts';
import { Refusal } from '../http/reply.ts';

/** Two site days, both included, as the report tables key them; refused when backwards or too long. */
export function reportPeriod(query: { start_date: string; end_date: string }): { start: string; end: string } {
  const days = (Date.parse(`${query.end_date}T00:00:00Z`) - Date.parse(`${query.start_date}T00:00:00Z`)) / 86_400_000 + 1;
  if (!(days >= 1 && days <= REPORT_MAX_DAYS)) throw new Refusal(ReportCode.badPeriod, 'report.bad_period');
  return { start: query.start_date, end: query.end_date };
}
