import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { calendarDate, rowId } from '../input-bounds.ts';

/*
 * The back office's dashboard and reports (docs/decisions/0074-back-office-reports.md), read from daily aggregates
 * kept as money moves, by site day (America/Caracas). Amounts are decimal strings in the currency's precision; every
 * row is of one currency, since amounts of two currencies never add up. Permission reports.read: admin, finance.
 */

/** Refusals of the report calls. */
export const ReportCode = {
  /** The period ends before it starts, or is longer than REPORT_MAX_DAYS. */
  badPeriod: 101,
  /** The CSV export would hold more than REPORT_CSV_MAX_ROWS rows: narrow the filter. */
  tooManyRows: 102,
} as const;

/** The longest period a report reads at once (a little over a year). */
export const REPORT_MAX_DAYS = 400;
/** The most rows one CSV export holds. */
export const REPORT_CSV_MAX_ROWS = 100_000;
export const REPORT_PAGE_SIZES = [20, 50, 100, 200] as const;

/** What the game report adds its rows up by (besides the currency, always). */
export const GAME_REPORT_GROUPS = ['day', 'site', 'provider', 'game_type', 'game'] as const;
export const GAME_REPORT_SORTS = ['key', 'bets', 'turnover', 'payout', 'ggr', 'ngr'] as const;
export const PAYMENT_REPORT_GROUPS = ['method', 'day'] as const;
export const PAYMENT_REPORT_SORTS = ['key', 'orders', 'amount'] as const;

const period = {
  start_date: calendarDate(),
  end_date: calendarDate(),
  site_id: rowId.optional(),
  currency: z.string().trim().min(1).max(8).optional(),
};
const paging = {
  sort_dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
};

const gameFilter = () =>
  z.object({
    ...period,
    provider_id: rowId.optional(),
    game_type_id: rowId.optional(),
    group_by: z.enum(GAME_REPORT_GROUPS).default('day'),
    sort_by: z.enum(GAME_REPORT_SORTS).default('key'),
  });

const paymentFilter = () =>
  z.object({
    ...period,
    direction: z.enum(['deposit', 'withdrawal']).optional(),
    group_by: z.enum(PAYMENT_REPORT_GROUPS).default('method'),
    sort_by: z.enum(PAYMENT_REPORT_SORTS).default('key'),
  });

export const gameReportRow = z.lazy(() =>
  z.object({
    /** The group's day, site, provider, game type or game, by group_by; null where the report is not by it. */
    day: z.string().nullable(),
    site_id: z.number().int().nullable(),
    site: z.string().nullable(),
    provider_id: z.number().int().nullable(),
    provider: z.string().nullable(),
    game_type_id: z.number().int().nullable(),
    game_type: z.string().nullable(),
    game_code: z.string().nullable(),
    game: z.string().nullable(),
    currency: z.string(),
    /** Bets less rolled-back bets. */
    bets: z.number().int(),
    turnover: z.string(),
    payout: z.string(),
    /** Turnover less payout. */
    ggr: z.string(),
    /** Bonuses and rebates paid, and GGR less them: only by day or site (they belong to no game). */
    bonuses: z.string().nullable(),
    rebates: z.string().nullable(),
    ngr: z.string().nullable(),
  }),
);

export const gameReportTotal = z.lazy(() =>
  z.object({
    currency: z.string(),
    bets: z.number().int(),
    turnover: z.string(),
    payout: z.string(),
    ggr: z.string(),
    bonuses: z.string().nullable(),
    rebates: z.string().nullable(),
    ngr: z.string().nullable(),
  }),
);

export const operatorGameReportCall = defineCall({
  path: '/operator/reports/games',
  access: 'operator',
  summary:
    'GGR and NGR between two site days (both included) by day, site, provider, game type or game, per currency; filtered, sorted and paged, with the totals of every row',
  request: () => gameFilter().extend(paging),
  response: () => z.object({ rows: z.array(gameReportRow), total_rows: z.number().int(), totals: z.array(gameReportTotal) }),
});

export const paymentReportRow = z.lazy(() =>
  z.object({
    /** The day, when grouped by day. */
    day: z.string().nullable(),
    currency: z.string(),
    direction: z.enum(['deposit', 'withdrawal']),
    /** The deposit method, or the bank a withdrawal was paid to. */
    method: z.string(),
    orders: z.number().int(),
    amount: z.string(),
  }),
);

export const paymentReportTotal = z.lazy(() =>
  z.object({ currency: z.string(), direction: z.enum(['deposit', 'withdrawal']), orders: z.number().int(), amount: z.string() }),
);

export const operatorPaymentReportCall = defineCall({
  path: '/operator/reports/payments',
  access: 'operator',
  summary:
    'Paid deposits by method and paid withdrawals by bank between two site days, per currency (and day); filtered, sorted and paged, with totals',
  request: () => paymentFilter().extend(paging),
  response: () =>
    z.object({ rows: z.array(paymentReportRow), total_rows: z.number().int(), totals: z.array(paymentReportTotal) }),
});

const csvFile = () => z.object({ filename: z.string(), csv: z.string(), rows: z.number().int() });

export const operatorGameReportCsvCall = defineCall({
  path: '/operator/reports/games/csv',
  access: 'operator',
  summary: 'The game report of the same filter and order as CSV (a header line, every row, no paging); audited',
  request: () => gameFilter().extend({ sort_dir: paging.sort_dir }),
  response: csvFile,
});

export const operatorPaymentReportCsvCall = defineCall({
  path: '/operator/reports/payments/csv',
  access: 'operator',
  summary: 'The deposits and withdrawals report of the same filter and order as CSV (a header line, every row); audited',
  request: () => paymentFilter().extend({ sort_dir: paging.sort_dir }),
  response: csvFile,
});

export const dashboardFigures = z.lazy(() =>
  z.object({
    deposits: z.string(),
    withdrawals: z.string(),
    bets: z.number().int(),
    turnover: z.string(),
    ggr: z.string(),
    /** GGR less bonuses and rebates paid. */
    ngr: z.string(),
    sign_ups: z.number().int(),
    first_deposits: z.number().int(),
    /** Distinct members who bet in the period. */
    active_members: z.number().int(),
  }),
);

export const operatorDashboardCall = defineCall({
  path: '/operator/reports/dashboard',
  access: 'operator',
  summary:
    "Today's and the last 30 site days' figures per site and currency, the days for charts, and the counts of what waits for an operator",
  request: () => z.object({ site_id: rowId.optional(), currency: z.string().trim().min(1).max(8).optional() }),
  response: () =>
    z.object({
      /** Today's site day, and the first of the 30 days (today included). */
      today: z.string(),
      start_date: z.string(),
      summaries: z.array(
        z.object({
          site_id: z.number().int(),
          site: z.string(),
          currency: z.string(),
          today: dashboardFigures,
          last_30_days: dashboardFigures,
        }),
      ),
      days: z.array(
        z.object({
          day: z.string(),
          site_id: z.number().int(),
          currency: z.string(),
          deposits: z.string(),
          withdrawals: z.string(),
          turnover: z.string(),
          ggr: z.string(),
          ngr: z.string(),
        }),
      ),
      waiting: z.object({
        pending_withdrawals: z.number().int(),
        manual_deposits: z.number().int(),
        agent_applications: z.number().int(),
      }),
    }),
});
