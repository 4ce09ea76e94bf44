import { coinUnit } from '../house/house-config.ts';
import { findHouseSession, formatMoney, type HouseContext, HouseError, sessionBalance } from '../house/house-play.ts';
import { cockfightModel } from './cockfight-model.ts';
import { eventOutcome, outcomeKey, storedOutcomes } from './draw-outcome.ts';
import { marketsOf } from './event-markets.ts';
import { footballModel } from './football-model.ts';
import { VIRTUAL_LIMIT_COINS, virtualStakes } from './place-bet.ts';
import { shownOdds } from './prices.ts';
import { drawableAt, endOf, kickoffOf, lastKickedOff, openEvents } from './schedule.ts';
import { type LeagueName, leagueOf } from './virtual-config.ts';
import type { VirtualsContext } from './virtual-context.ts';

/** How many finished events the results strip shows. */
const RESULTS = 6;
/** How many of the session's bets the page lists (open ones and history). */
const BETS = 30;

function sidesOf(league: LeagueName, eventNo: number) {
  if (league === 'football') {
    const { home, away } = footballModel(eventNo).fixture;
    return {
      home: { code: home.code, name: home.name, colours: home.kit },
      away: { code: away.code, name: away.name, colours: away.kit },
    };
  }
  const { meron, wala } = cockfightModel(eventNo).fight;
  return {
    meron: { code: meron.code, name: meron.name, colours: meron.colours },
    wala: { code: wala.code, name: wala.name, colours: wala.colours },
  };
}

const marketView = (league: LeagueName, eventNo: number) =>
  marketsOf(league, eventNo).map((m) => ({
    id: m.id,
    margin: m.marginBp / 100,
    selections: m.selections.map((s) => ({ id: s.id, odds: shownOdds(s.price) })),
  }));

/** The RTP of every market: 1 / (1 + margin), exactly (before payouts are rounded down to the minor unit). */
export const marketRtp = (marginBp: number) => Math.round((10_000 / (10_000 + marginBp)) * 1_000_000) / 10_000;

/**
 * What the page shows: the clock, the event being played (its outcome once it kicked off), the coming events with
 * their prices, the last results and the session's bets. Outcomes of past events are drawn here if no node drew
 * them yet (first writer wins), so every viewer sees the same ones.
 */
export async function virtualState(ctx: VirtualsContext, house: HouseContext, token: unknown, withBalance: boolean) {
  const session = await findHouseSession(ctx.db, token);
  const league = leagueOf(session.game_code);
  if (!league) throw new HouseError('unknown_game');
  const timing = ctx.timing[league];
  const now = ctx.clock();
  const currency = session.currency_code;
  const current = lastKickedOff(timing, now);
  // The event just kicked off shows its outcome once it may be drawn (a moment after kick-off).
  const liveDrawn = now >= drawableAt(timing, current);
  const pastNos = Array.from({ length: RESULTS + 1 }, (_, i) => current - i).filter((n) => liveDrawn || n !== current);
  // One read for the stored ones; an event no node drew yet is drawn here (first writer wins).
  const outcomes = await storedOutcomes(ctx, league, pastNos);
  for (const n of pastNos) if (!outcomes.has(n)) outcomes.set(n, await eventOutcome(ctx, league, n));
  const event = (n: number) => ({ event_no: n, kickoff: kickoffOf(timing, n), end: endOf(timing, n), sides: sidesOf(league, n) });
  const bets = await ctx.db
    .selectFrom('virtual_bets')
    .select([
      'id',
      'event_no',
      'market',
      'selection',
      'price_num',
      'price_den',
      'stake',
      'status',
      'win',
      'outcome_key',
      'created_at',
    ])
    .where('session_token', '=', session.token)
    .where('status', 'not in', ['placing', 'refused'])
    .orderBy('created_at', 'desc')
    .limit(BETS)
    .execute();
  const models = marketsOf(league, current + 1);
  return {
    league,
    game: session.game_code,
    now,
    currency,
    demo: session.demo,
    balance: withBalance ? await sessionBalance(house, session) : null,
    period_ms: timing.periodMs,
    play_ms: timing.playMs,
    stakes: virtualStakes(currency).map((s) => formatMoney(s, currency)),
    limit: formatMoney(VIRTUAL_LIMIT_COINS * coinUnit(currency), currency),
    rtp: Object.fromEntries(models.map((m) => [m.id, { margin: m.marginBp / 100, rtp: marketRtp(m.marginBp) }])),
    live: { ...event(current), outcome: outcomes.get(current) ?? null },
    open: openEvents(timing, now).map((n) => ({ ...event(n), markets: marketView(league, n) })),
    results: pastNos
      .filter((n) => endOf(timing, n) <= now)
      .slice(0, RESULTS)
      .map((n) => ({ ...event(n), outcome_key: outcomeKey(league, outcomes.get(n)!) })),
    bets: bets.map((b) => ({
      bet_id: b.id,
      event_no: b.event_no,
      sides: sidesOf(league, b.event_no),
      market: b.market,
      selection: b.selection,
      odds: shownOdds({ num: b.price_num, den: b.price_den }),
      stake: formatMoney(b.stake, currency),
      status: b.status === 'settling' ? 'open' : b.status,
      win: b.win === null ? null : formatMoney(b.win, currency),
      outcome_key: b.outcome_key,
      kickoff: kickoffOf(timing, b.event_no),
      placed_at: b.created_at.toISOString(),
    })),
  };
}
