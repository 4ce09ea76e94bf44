import type { SPORTS_ODDS_POLICIES } from '@casino/contract/house/sports-calls.ts';
import { useCallback, useRef, useState } from 'react';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { type BetRequest, placeBet, type SportsBet, type SportsEvent, type SportsMarket } from '../api/sports-calls.ts';
import type { KnownEvent } from '../lib/events.ts';
import { legId, newRequestKey, type SlipLeg } from '../lib/slip.ts';

export type OddsPolicy = (typeof SPORTS_ODDS_POLICIES)[number];
export type SlipMode = 'single' | 'parlay';
/** The last refusal of the slip: its code, the leg it is about, and what the refusal told. */
export type SlipRefusal = { code: string; legId: string | null };

type Options = {
  call: HouseClient;
  events: Record<string, KnownEvent>;
  /** A bet went through: the balance after it and the bets placed. */
  onPlaced: (balance: string, bets: SportsBet[]) => void;
  onBalance: (balance: string) => void;
  onSessionEnded: () => void;
};

/** The selection's price as the page knows it now, or null when the page no longer holds it. */
export function currentOdds(events: Record<string, KnownEvent>, leg: SlipLeg): string | null {
  const market = events[leg.event_id]?.event.markets.find((m) => m.market_id === leg.market_id);
  return market?.selections.find((s) => s.key === leg.key)?.odds ?? null;
}

/**
 * The bet slip: its legs with the prices the player accepted, singles' stakes and the parlay's, the odds-change policy,
 * and placing (a request key per submit, sent again when the same submit is retried after a lost answer).
 */
export function useSlip({ call, events, onPlaced, onBalance, onSessionEnded }: Options) {
  const [legs, setLegs] = useState<SlipLeg[]>([]);
  const [stakes, setStakes] = useState<Record<string, string>>({});
  const [parlayStake, setParlayStake] = useState('');
  const [mode, setMode] = useState<SlipMode>('single');
  const [policy, setPolicy] = useState<OddsPolicy>('higher');
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<SportsBet[] | null>(null);
  const [refusal, setRefusal] = useState<SlipRefusal | null>(null);
  /** Prices a refusal said a leg has now. */
  const [told, setTold] = useState<Record<string, string>>({});
  // Request keys of submits whose answer was lost, by what they sent: the same submit again is the same bet.
  const keys = useRef(new Map<string, string>());

  const toggle = useCallback((event: SportsEvent, market: SportsMarket, key: string, odds: string) => {
    setPlaced(null);
    setRefusal(null);
    setLegs((current) => {
      const id = legId({ market_id: market.market_id, key });
      if (current.some((leg) => legId(leg) === id)) return current.filter((leg) => legId(leg) !== id);
      return [
        ...current,
        {
          event_id: event.event_id,
          market_id: market.market_id,
          key,
          odds,
          sport: event.sport,
          home: event.home,
          away: event.away,
          market_type: market.type,
          line: market.line,
          live: event.status === 'live',
        },
      ];
    });
  }, []);

  const remove = useCallback((id: string) => setLegs((current) => current.filter((leg) => legId(leg) !== id)), []);
  const clear = useCallback(() => {
    setLegs([]);
    setRefusal(null);
    setTold({});
  }, []);
  const setStake = useCallback((id: string, stake: string) => setStakes((current) => ({ ...current, [id]: stake })), []);

  /** The price shown for a leg now: the page's newest, else what a refusal told, else the accepted one. */
  const priceNow = useCallback(
    (leg: SlipLeg) => {
      const known = currentOdds(events, leg);
      if (known && known !== leg.odds) return known;
      return told[legId(leg)] ?? known ?? leg.odds;
    },
    [events, told],
  );

  const acceptPrices = useCallback(() => {
    setLegs((current) => current.map((leg) => ({ ...leg, odds: priceNow(leg) })));
    setTold({});
    setRefusal(null);
  }, [priceNow]);

  async function send(request: Omit<BetRequest, 'request_key'>) {
    const signature = JSON.stringify(request);
    const requestKey = keys.current.get(signature) ?? newRequestKey();
    keys.current.set(signature, requestKey);
    try {
      const answer = await placeBet(call, { ...request, request_key: requestKey });
      keys.current.delete(signature);
      return answer;
    } catch (failure) {
      // A refusal is final for this submit; a lost answer keeps its key for the retry.
      if (!(failure instanceof HouseCallError) || failure.code !== 'network') keys.current.delete(signature);
      throw failure;
    }
  }

  const refused = (failure: unknown, sent: readonly SlipLeg[]) => {
    const error = failure instanceof HouseCallError ? failure : new HouseCallError('network');
    if (error.code === 'session_ended') onSessionEnded();
    if (error.balance) onBalance(error.balance);
    const legIndex = typeof error.detail.leg === 'number' ? error.detail.leg : sent.length === 1 ? 0 : null;
    const leg = legIndex === null ? undefined : sent[legIndex];
    const current = error.detail.current_odds;
    if (leg && typeof current === 'string') setTold((known) => ({ ...known, [legId(leg)]: current }));
    setRefusal({ code: error.code, legId: leg ? legId(leg) : null });
  };

  async function place(bets: { legs: SlipLeg[]; stake: string }[], kind: SlipMode) {
    if (placing || bets.length === 0) return;
    setPlacing(true);
    setPlaced(null);
    setRefusal(null);
    const done: SportsBet[] = [];
    const doneLegs = new Set<string>();
    let balance: string | null = null;
    try {
      for (const bet of bets) {
        try {
          const answer = await send({
            kind,
            stake: bet.stake.trim(),
            policy,
            legs: bet.legs.map((leg) => ({ event_id: leg.event_id, market_id: leg.market_id, key: leg.key, odds: leg.odds })),
          });
          done.push(answer.bet);
          balance = answer.balance;
          for (const leg of bet.legs) doneLegs.add(legId(leg));
        } catch (failure) {
          refused(failure, bet.legs);
          break;
        }
      }
    } finally {
      if (done.length) {
        setLegs((current) => current.filter((leg) => !doneLegs.has(legId(leg))));
        setPlaced(done);
        if (balance !== null) onPlaced(balance, done);
      }
      setPlacing(false);
    }
  }

  return {
    legs,
    stakes,
    setStake,
    parlayStake,
    setParlayStake,
    mode,
    setMode,
    policy,
    setPolicy,
    toggle,
    remove,
    clear,
    priceNow,
    acceptPrices,
    place,
    placing,
    placed,
    refusal,
    selected: new Set(legs.map(legId)),
  };
}

export type Slip = ReturnType<typeof useSlip>;
