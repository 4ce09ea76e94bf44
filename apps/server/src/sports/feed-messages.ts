import type {
  EventStatus,
  Fraction,
  Market,
  MarketSpec,
  OddsHundredths,
  SelectionKey,
  SelectionOutcome,
  SportEvent,
} from './model.ts';

/**
 * What a feed adapter hands the book, shaped like Sportradar's Unified Odds Feed (odds_change, bet_stop,
 * bet_settlement with void and dead-heat factors, rollback_bet_settlement, fixture_change), already translated to the
 * book's ids and units so the simulator and a real feed are interchangeable. Every message carries the event's
 * version: the feed numbers its messages per event, and the book keeps the highest it applied, so a replayed,
 * duplicated or late message is ignored instead of undoing newer news.
 */
type Envelope = { eventId: string; version: number; timestamp: number };

export type FeedMarketUpdate = {
  marketId: string;
  spec: MarketSpec;
  status: 'active' | 'suspended' | 'inactive';
  outcomes: { key: SelectionKey; odds: OddsHundredths; active: boolean }[];
};

/** UOF's outcome settlement: result 1 won or 0 lost; void_factor 0.5 halves the stake back, 1 returns all of it. */
export type FeedOutcomeSettlement = { key: SelectionKey; result: 0 | 1; voidFactor: 0 | 0.5 | 1; deadHeat?: Fraction };

export type FeedMessage =
  | (Envelope & { type: 'odds_change'; eventStatus?: EventStatus; markets: FeedMarketUpdate[] })
  | (Envelope & { type: 'bet_stop'; marketIds?: string[] })
  | (Envelope & { type: 'bet_settlement'; markets: { marketId: string; outcomes: FeedOutcomeSettlement[] }[] })
  | (Envelope & { type: 'rollback_bet_settlement'; marketIds: string[] })
  | (Envelope & { type: 'fixture_change'; startsAt?: string; cancelled?: boolean });

/** One event as the book holds it: the event, its markets, and the settled outcomes per market. */
export type EventFeedState = {
  event: SportEvent;
  markets: Record<string, Market>;
  settlements: Record<string, Record<SelectionKey, SelectionOutcome>>;
};

/** What the caller must do after a message: the settlement job and the ledger act on these, never on the state diff. */
export type FeedEffect =
  | { kind: 'ignored_stale'; version: number; current: number }
  | { kind: 'resync_needed'; missedFrom: number; missedTo: number }
  | { kind: 'settle_market'; marketId: string; outcomes: Record<SelectionKey, SelectionOutcome> }
  | { kind: 'resettle_market'; marketId: string; outcomes: Record<SelectionKey, SelectionOutcome> }
  | { kind: 'rollback_market'; marketId: string }
  | { kind: 'event_cancelled' };

/** A feed outcome in the book's terms: void_factor 0.5 turns a win into half-win and a loss into half-lose. */
export function outcomeFromFeed(o: FeedOutcomeSettlement): SelectionOutcome {
  const deadHeat = o.deadHeat ?? { num: 1n, den: 1n };
  if (o.voidFactor === 1) return { result: 'void', deadHeat: { num: 1n, den: 1n } };
  if (o.voidFactor === 0.5)
    return o.result === 1 ? { result: 'half_win', deadHeat } : { result: 'half_lose', deadHeat: { num: 1n, den: 1n } };
  return o.result === 1 ? { result: 'win', deadHeat } : { result: 'lose', deadHeat: { num: 1n, den: 1n } };
}

/** UOF sends dead-heat factors as doubles (0.5, 0.333...); a 1/n is taken exactly, anything else to the millionth below. */
export function deadHeatFromFeed(factor: number): Fraction {
  if (!(factor > 0 && factor <= 1)) throw new Error(`dead-heat factor out of range: ${factor}`);
  const n = Math.round(1 / factor);
  if (Math.abs(1 / n - factor) < 1e-9) return { num: 1n, den: BigInt(n) };
  return { num: BigInt(Math.floor(factor * 1_000_000)), den: 1_000_000n };
}

/** Whether two settlements of a market give every selection the same result and dead-heat factor. */
export const sameOutcomes = (a: Record<string, SelectionOutcome>, b: Record<string, SelectionOutcome>): boolean => {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => {
    const x = a[k];
    const y = b[k];
    return !!y && x!.result === y.result && x!.deadHeat.num * y.deadHeat.den === y.deadHeat.num * x!.deadHeat.den;
  });
};

const final = (market: Market | undefined) => market?.status === 'settled' || market?.status === 'cancelled';

/**
 * Applies one message to an event's state. Pure: returns the new state and the effects, and never changes `state`.
 * A message at or below the event's version is ignored (duplicate or out of order). A jump of more than one version
 * is applied, since each message carries whole markets, but asks for a resync: what was missed is fetched again
 * rather than assumed.
 */
export function applyFeedMessage(state: EventFeedState, message: FeedMessage): { state: EventFeedState; effects: FeedEffect[] } {
  const current = state.event.version;
  if (message.eventId !== state.event.id) throw new Error(`message for ${message.eventId} applied to ${state.event.id}`);
  if (message.version <= current) {
    return { state, effects: [{ kind: 'ignored_stale', version: message.version, current }] };
  }
  const effects: FeedEffect[] = [];
  if (message.version > current + 1)
    effects.push({ kind: 'resync_needed', missedFrom: current + 1, missedTo: message.version - 1 });
  const markets = { ...state.markets };
  const settlements = { ...state.settlements };
  let event: SportEvent = { ...state.event, version: message.version };

  switch (message.type) {
    case 'odds_change': {
      if (message.eventStatus) event = { ...event, status: message.eventStatus };
      for (const update of message.markets) {
        const existing = markets[update.marketId];
        // A settled or cancelled market is final; only a rollback reopens it.
        if (final(existing)) continue;
        markets[update.marketId] = {
          id: update.marketId,
          eventId: event.id,
          spec: update.spec,
          status: update.status === 'active' ? 'open' : update.status === 'suspended' ? 'suspended' : 'closed',
          selections: update.outcomes.map((o) => ({ key: o.key, odds: o.odds, active: o.active })),
        };
      }
      break;
    }
    case 'bet_stop': {
      const ids = message.marketIds ?? Object.keys(markets);
      for (const id of ids) {
        const market = markets[id];
        if (market?.status === 'open') markets[id] = { ...market, status: 'suspended' };
      }
      break;
    }
    case 'bet_settlement': {
      for (const settled of message.markets) {
        const outcomes = Object.fromEntries(settled.outcomes.map((o) => [o.key, outcomeFromFeed(o)]));
        const previous = settlements[settled.marketId];
        const market = markets[settled.marketId];
        if (market) markets[settled.marketId] = { ...market, status: 'settled' };
        settlements[settled.marketId] = outcomes;
        if (!previous) effects.push({ kind: 'settle_market', marketId: settled.marketId, outcomes });
        else if (!sameOutcomes(previous, outcomes))
          effects.push({ kind: 'resettle_market', marketId: settled.marketId, outcomes });
      }
      break;
    }
    case 'rollback_bet_settlement': {
      for (const id of message.marketIds) {
        if (!settlements[id]) continue;
        delete settlements[id];
        const market = markets[id];
        // Back to suspended, not open: the feed sends fresh prices or a new settlement before bets resume.
        if (market) markets[id] = { ...market, status: 'suspended' };
        effects.push({ kind: 'rollback_market', marketId: id });
      }
      break;
    }
    case 'fixture_change': {
      if (message.cancelled) {
        event = { ...event, status: { kind: 'cancelled' } };
        for (const [id, market] of Object.entries(markets)) {
          if (market.status !== 'settled') markets[id] = { ...market, status: 'cancelled' };
        }
        effects.push({ kind: 'event_cancelled' });
      } else if (message.startsAt && event.status.kind === 'scheduled') {
        event = { ...event, status: { kind: 'scheduled', startsAt: message.startsAt } };
      }
      break;
    }
  }
  return { state: { event, markets, settlements }, effects };
}
