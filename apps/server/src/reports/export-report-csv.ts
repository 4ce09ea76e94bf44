import { REPORT_CSV_MAX_ROWS, ReportCode } from '@casino/contract/calls/operator-report-calls.ts';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { allGameReportRows, type GameReportFilter, type GameReportRow } from './game-report.ts';
import { allPaymentReportRows, type PaymentReportFilter, type PaymentReportRow } from './payment-report.ts';
import { type CsvColumn, toCsv } from './report-csv.ts';

type Export = { operator: OperatorSession; ip: string };

/** The columns of the game report's group, then its figures (NGR's only where the report has them). */
function gameColumns(group: GameReportFilter['group_by'], withNgr: boolean): CsvColumn<GameReportRow>[] {
  const key: Record<GameReportFilter['group_by'], CsvColumn<GameReportRow>[]> = {
    day: [{ header: 'day', cell: (r) => r.day }],
    site: [
      { header: 'site_id', cell: (r) => r.site_id },
      { header: 'site', cell: (r) => r.site, text: true },
    ],
    provider: [{ header: 'provider', cell: (r) => r.provider, text: true }],
    game_type: [{ header: 'game_type', cell: (r) => r.game_type, text: true }],
    game: [
      { header: 'provider', cell: (r) => r.provider, text: true },
      { header: 'game_type', cell: (r) => r.game_type, text: true },
      { header: 'game_code', cell: (r) => r.game_code, text: true },
      { header: 'game', cell: (r) => r.game, text: true },
    ],
  };
  const figures: CsvColumn<GameReportRow>[] = [
    { header: 'currency', cell: (r) => r.currency },
    { header: 'bets', cell: (r) => r.bets },
    { header: 'turnover', cell: (r) => r.turnover },
    { header: 'payout', cell: (r) => r.payout },
    { header: 'ggr', cell: (r) => r.ggr },
  ];
  const ngr: CsvColumn<GameReportRow>[] = withNgr
    ? [
        { header: 'bonuses', cell: (r) => r.bonuses },
        { header: 'rebates', cell: (r) => r.rebates },
        { header: 'ngr', cell: (r) => r.ngr },
      ]
    : [];
  return [...key[group], ...figures, ...ngr];
}

const paymentColumns = (byDay: boolean): CsvColumn<PaymentReportRow>[] => [
  ...(byDay ? [{ header: 'day', cell: (r: PaymentReportRow) => r.day }] : []),
  { header: 'currency', cell: (r) => r.currency },
  { header: 'direction', cell: (r) => r.direction },
  { header: 'method', cell: (r) => r.method, text: true },
  { header: 'orders', cell: (r) => r.orders },
  { header: 'amount', cell: (r) => r.amount },
];

function refuseTooMany(total: number): void {
  if (total > REPORT_CSV_MAX_ROWS) throw new Refusal(ReportCode.tooManyRows, 'report.too_many_rows');
}

/** The game report as CSV: the same rows and order as its pages, all of them; the export is audited. */
export async function exportGameReportCsv(db: Db, filter: GameReportFilter, language: string, by: Export) {
  const { rows, total, withNgr } = await allGameReportRows(db, filter, language, REPORT_CSV_MAX_ROWS + 1);
  refuseTooMany(total);
  await writeAudit(db, {
    operatorId: by.operator.operatorId,
    action: 'report.export',
    target: 'games',
    details: { ...filter, rows: rows.length },
    ip: by.ip,
  });
  return {
    filename: `ggr-by-${filter.group_by}-${filter.start_date}-${filter.end_date}.csv`,
    csv: toCsv(gameColumns(filter.group_by, withNgr), rows),
    rows: rows.length,
  };
}

/** The deposits and withdrawals report as CSV, likewise. */
export async function exportPaymentReportCsv(db: Db, filter: PaymentReportFilter, by: Export) {
  const { rows, total } = await allPaymentReportRows(db, filter, REPORT_CSV_MAX_ROWS + 1);
  refuseTooMany(total);
  await writeAudit(db, {
    operatorId: by.operator.operatorId,
    action: 'report.export',
    target: 'payments',
    details: { ...filter, rows: rows.length },
    ip: by.ip,
  });
  return {
    filename: `payments-by-${filter.group_by}-${filter.start_date}-${filter.end_date}.csv`,
    csv: toCsv(paymentColumns(filter.group_by === 'day'), rows),
    rows: rows.length,
  };
}
