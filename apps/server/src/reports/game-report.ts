import type { GAME_REPORT_GROUPS, GAME_REPORT_SORTS } from '@casino/contract/calls/operator-report-calls.ts';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../ledger/executor.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { reportPeriod } from './report-period.ts';

export type GameReportFilter = {
  start_date: string;
  end_date: string;
  site_id?: number;
  currency?: string;
  provider_id?: number;
  game_type_id?: number;
  group_by: (typeof GAME_REPORT_GROUPS)[number];
  sort_by: (typeof GAME_REPORT_SORTS)[number];
  sort_dir: 'asc' | 'desc';
};

type Row = {
  day: string | null;
  site_id: number | null;
  site: string | null;
  provider_id: number | null;
  provider: string | null;
  game_type_id: number | null;
  game_type: string | null;
  game_code: string | null;
  game: string | null;
  currency_code: string;
  bets: string;
  turnover: string;
  payout: string;
  bonuses: string;
  rebates: string;
};

export type GameReportRow = ReturnType<typeof presentRow>;

/**
 * Bonuses and rebates belong to a member, not a game: NGR is given when the report is by day or site and no
 * provider or game type narrows it.
 */
function hasNgr(filter: GameReportFilter): boolean {
  return (
    (filter.group_by === 'day' || filter.group_by === 'site') &&
    filter.provider_id === undefined &&
    filter.game_type_id === undefined
  );
}

/** The key columns of a group: those it is by, the others null (the same five columns whatever the group). */
function keyColumns(group: GameReportFilter['group_by']): RawBuilder<unknown> {
  const day = group === 'day' ? sql`day` : sql`null::date`;
  const site = group === 'site' ? sql`site_id` : sql`null::integer`;
  const provider = group === 'provider' || group === 'game' ? sql`provider_id` : sql`null::integer`;
  const gameType = group === 'game_type' || group === 'game' ? sql`game_type_id` : sql`null::integer`;
  const game = group === 'game' ? sql`game_code` : sql`null::text`;
  return sql`${day} as day, ${site} as site_id, ${provider} as provider_id, ${gameType} as game_type_id, ${game} as game_code`;
}

/**
 * The report's groups with their figures, one row per group and currency (a CTE `grouped`): by day or site from the
 * sites' daily totals (with bonuses and rebates), otherwise from the games' daily rows.
 */
function groupedFigures(filter: GameReportFilter) {
  const { start, end } = reportPeriod(filter);
  const common = sql`day between ${start}::date and ${end}::date
    ${filter.site_id === undefined ? sql`` : sql`and site_id = ${filter.site_id}`}
    ${filter.currency === undefined ? sql`` : sql`and currency_code = ${filter.currency}`}`;
  const source = hasNgr(filter)
    ? sql`select ${keyColumns(filter.group_by)}, currency_code, bets, turnover, payout, bonuses, rebates
      from report_daily_totals where ${common}`
    : sql`select ${keyColumns(filter.group_by)}, currency_code, bets, turnover, payout, 0::bigint as bonuses,
        0::bigint as rebates
      from report_daily_play
      where ${common}
        ${filter.provider_id === undefined ? sql`` : sql`and provider_id = ${filter.provider_id}`}
        ${filter.game_type_id === undefined ? sql`` : sql`and game_type_id = ${filter.game_type_id}`}`;
  return sql`grouped as materialized (
    select day, site_id, provider_id, game_type_id, game_code, currency_code,
      sum(bets) as bets, sum(turnover) as turnover, sum(payout) as payout, sum(bonuses) as bonuses,
      sum(rebates) as rebates
    from (${source}) figures
    group by day, site_id, provider_id, game_type_id, game_code, currency_code
    having sum(bets) <> 0 or sum(turnover) <> 0 or sum(payout) <> 0 or sum(bonuses) <> 0 or sum(rebates) <> 0
  )`;
}

/** The order of the rows: the asked column, then the group's key and currency, so pages never overlap. */
function ordering(filter: GameReportFilter): RawBuilder<unknown> {
  const dir = filter.sort_dir === 'asc' ? sql`asc` : sql`desc`;
  const key = sql`g.day ${dir}, s.name ${dir}, p.name ${dir}, t.name ${dir}, game ${dir}, g.game_code ${dir}`;
  const tail = sql`g.currency_code asc, g.day asc, g.site_id asc, g.provider_id asc, g.game_type_id asc, g.game_code asc`;
  const figure = {
    key: null,
    bets: sql`g.bets`,
    turnover: sql`g.turnover`,
    payout: sql`g.payout`,
    ggr: sql`g.turnover - g.payout`,
    ngr: sql`g.turnover - g.payout - g.bonuses - g.rebates`,
  }[filter.sort_by];
  return figure === null ? sql`${key}, ${tail}` : sql`${figure} ${dir}, ${key}, ${tail}`;
}

async function readRows(
  executor: Executor,
  filter: GameReportFilter,
  language: string,
  window: { limit: number; offset: number },
): Promise<{ rows: Row[]; total: number; totals: Row[] }> {
  // The totals of every row ride along with the page (computed once, over the same groups), so one statement
  // answers both.
  const { rows } = await sql<Row & { total_rows: string; totals: Row[] | string }>`
    with ${groupedFigures(filter)}
    select g.day::text as day, g.site_id, s.name as site, g.provider_id, p.name as provider, g.game_type_id,
      t.name as game_type, g.game_code,
      case when g.game_code is null then null
        else coalesce(gm.names ->> ${language}, gm.names ->> 'en_US', nullif(g.game_code, '')) end as game,
      g.currency_code, g.bets::text as bets, g.turnover::text as turnover, g.payout::text as payout,
      g.bonuses::text as bonuses, g.rebates::text as rebates, count(*) over () as total_rows,
      (select coalesce(json_agg(x order by x.currency_code), '[]') from (
        select currency_code, sum(bets)::text as bets, sum(turnover)::text as turnover, sum(payout)::text as payout,
          sum(bonuses)::text as bonuses, sum(rebates)::text as rebates
        from grouped group by currency_code) x) as totals
    from grouped g
    left join sites s on s.id = g.site_id
    left join game_providers p on p.id = g.provider_id
    left join game_types t on t.id = g.game_type_id
    left join games gm on gm.provider_id = g.provider_id and gm.game_code = g.game_code
    order by ${ordering(filter)}
    limit ${window.limit} offset ${window.offset}`.execute(executor);
  const first = rows[0];
  if (!first) return { rows: [], total: 0, totals: window.offset > 0 ? await readTotals(executor, filter) : [] };
  const totals = typeof first.totals === 'string' ? (JSON.parse(first.totals) as Row[]) : first.totals;
  return { rows, total: Number(first.total_rows), totals };
}

function presentRow(row: Row, withNgr: boolean) {
  const currency = row.currency_code;
  const money = (minor: bigint) => formatAmount(minor, currency);
  const ggr = BigInt(row.turnover) - BigInt(row.payout);
  const bonuses = BigInt(row.bonuses);
  const rebates = BigInt(row.rebates);
  return {
    day: row.day,
    site_id: row.site_id,
    site: row.site,
    provider_id: row.provider_id,
    provider: row.provider,
    game_type_id: row.game_type_id,
    game_type: row.game_type,
    game_code: row.game_code,
    game: row.game,
    currency,
    bets: Number(row.bets),
    turnover: money(BigInt(row.turnover)),
    payout: money(BigInt(row.payout)),
    ggr: money(ggr),
    bonuses: withNgr ? money(bonuses) : null,
    rebates: withNgr ? money(rebates) : null,
    ngr: withNgr ? money(ggr - bonuses - rebates) : null,
  };
}

/** The totals per currency of every row of the report, read alone (for a page past the last row). */
async function readTotals(executor: Executor, filter: GameReportFilter): Promise<Row[]> {
  const { rows } = await sql<Row>`
    with ${groupedFigures(filter)}
    select currency_code, sum(bets)::text as bets, sum(turnover)::text as turnover, sum(payout)::text as payout,
      sum(bonuses)::text as bonuses, sum(rebates)::text as rebates
    from grouped group by currency_code order by currency_code`.execute(executor);
  return rows;
}

function presentTotal(row: Row, withNgr: boolean) {
  const { currency, bets, turnover, payout, ggr, bonuses, rebates, ngr } = presentRow(row, withNgr);
  return { currency, bets, turnover, payout, ggr, bonuses, rebates, ngr };
}

/** GGR/NGR by day, site, provider, game type or game: one page of rows and the totals of all of them. */
export async function gameReport(
  executor: Executor,
  filter: GameReportFilter & { page: number; page_size: number },
  language: string,
) {
  const withNgr = hasNgr(filter);
  const { rows, total, totals } = await readRows(executor, filter, language, {
    limit: filter.page_size,
    offset: (filter.page - 1) * filter.page_size,
  });
  return {
    rows: rows.map((row) => presentRow(row, withNgr)),
    total_rows: total,
    totals: totals.map((row) => presentTotal(row, withNgr)),
  };
}

/** Every row of the report in its order (for the CSV export), at most `limit`. */
export async function allGameReportRows(executor: Executor, filter: GameReportFilter, language: string, limit: number) {
  const { rows, total } = await readRows(executor, filter, language, { limit, offset: 0 });
  return { rows: rows.map((row) => presentRow(row, hasNgr(filter))), total, withNgr: hasNgr(filter) };
}
