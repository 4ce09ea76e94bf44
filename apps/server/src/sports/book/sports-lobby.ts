import type { HouseCallRequest, HouseCallResponse } from '@casino/contract/house/house-call.ts';
import { SPORTS_SPORTS, type sportsLobbyCall } from '@casino/contract/house/sports-calls.ts';
import { formatMoney } from '../../house/house-play.ts';
import { readBalance } from '../../ledger/ledger-accounts.ts';
import { sportsbookAccounts } from '../betting/sportsbook-accounts.ts';
import { MAX_PARLAY_LEGS } from '../settle-bet.ts';
import type { SportsContext } from './sports-context.ts';
import { findSportsSession } from './sports-session.ts';
import { readEventViews } from './sports-views.ts';

type LobbyReply = HouseCallResponse<typeof sportsLobbyCall>;
type Sport = LobbyReply['sport'];

/** How far ahead the lobby lists coming events, and how many it lists of one sport. */
export const LOBBY_HORIZON_MS = 48 * 3_600_000;
export const LOBBY_MOST_EVENTS = 120;

const OPEN_STATUSES = ['scheduled', 'live', 'suspended'] as const;

/**
 * The sportsbook's lobby: each sport's live and coming events counted, and one sport's events (live first, then by
 * start) with their main markets; an esports session opens on esports. The limits and the wallet's balance come with
 * it.
 */
export async function sportsLobby(ctx: SportsContext, body: HouseCallRequest<typeof sportsLobbyCall>): Promise<LobbyReply> {
  const session = await findSportsSession(ctx, body.session);
  const now = ctx.now();
  const homeSport: Sport = session.gameCode === 'house-esports' ? 'esports' : 'football';
  const sport = body.sport ?? homeSport;
  const horizon = new Date(now + LOBBY_HORIZON_MS);
  const counts = await ctx.db
    .selectFrom('sports_events')
    .select((eb) => [
      'sport',
      eb.fn.countAll<string>().filterWhere('status', 'in', ['live', 'suspended']).as('live'),
      eb.fn.countAll<string>().filterWhere('status', '=', 'scheduled').as('upcoming'),
    ])
    .where('status', 'in', [...OPEN_STATUSES])
    .where('starts_at', '<=', horizon)
    .groupBy('sport')
    .execute();
  const ids = await ctx.db
    .selectFrom('sports_events')
    .select('id')
    .where('sport', '=', sport)
    .where('status', 'in', [...OPEN_STATUSES])
    .where('starts_at', '<=', horizon)
    .orderBy((eb) => eb.case().when('status', '=', 'scheduled').then(1).else(0).end())
    .orderBy('starts_at')
    .orderBy('id')
    .limit(LOBBY_MOST_EVENTS)
    .execute();
  const settings = await ctx.settings.get();
  const limits = settings.limits[session.currency];
  const balance = await readBalance(ctx.db, sportsbookAccounts.wallet(session.memberId, ctx.gpId, session.currency));
  const money = (minor: bigint) => formatMoney(minor, session.currency);
  return {
    server_time: now,
    currency: session.currency,
    balance: money(balance),
    home_sport: homeSport,
    sport,
    limits: {
      min_stake: money(limits?.minStake ?? 0n),
      max_stake: money(limits?.maxStake ?? 0n),
      max_payout: money(limits?.maxPayout ?? 0n),
      max_parlay_legs: MAX_PARLAY_LEGS,
    },
    live_delay_seconds: Math.ceil(settings.liveDelayMs / 1_000),
    sports: SPORTS_SPORTS.map((code) => {
      const row = counts.find((c) => c.sport === code);
      return { sport: code, live: Number(row?.live ?? 0), upcoming: Number(row?.upcoming ?? 0) };
    }),
    events: await readEventViews(
      ctx.db,
      ids.map((r) => r.id),
      false,
    ),
  };
}
