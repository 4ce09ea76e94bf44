import { useCallback, useEffect, useRef, useState } from 'react';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { cashOut, readMyBets, type SportsBet } from '../api/sports-calls.ts';

export type BetsTab = 'open' | 'settled';
/** How often open bets (and their cash-out values) are read again while they are shown. */
const OPEN_REFRESH_MS = 10_000;
/** Bets read per page; a refresh reads again as many as are shown, up to the call's most. */
export const BETS_PAGE = 30;
const MOST_PER_CALL = 100;

/** What a cash-out came to: paid, a new value to confirm, or refused. */
export type CashOutOutcome = { paid: string } | { changed: string } | { refused: string };

type Options = {
  call: HouseClient;
  shown: boolean;
  onBalance: (balance: string) => void;
  onSessionEnded: () => void;
};

/** The player's open and settled bets, read when shown and after each bet or cash-out, and cashing out. */
export function useMyBets({ call, shown, onBalance, onSessionEnded }: Options) {
  const [tab, setTab] = useState<BetsTab>('open');
  const [bets, setBets] = useState<Record<BetsTab, SportsBet[] | null>>({ open: null, settled: null });
  /** Whether older bets may be left to page to: the last page read came back full. */
  const [more, setMore] = useState<Record<BetsTab, boolean>>({ open: false, settled: false });
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shownRef = useRef(bets);
  shownRef.current = bets;

  const fail = useCallback(
    (failure: unknown) => {
      const code = failure instanceof HouseCallError ? failure.code : 'network';
      if (code === 'session_ended') onSessionEnded();
      else setError(code);
    },
    [onSessionEnded],
  );

  /** Reads the newest bets again, as many as are shown; older pages already read are kept below them. */
  const load = useCallback(
    async (which: BetsTab) => {
      try {
        const shown = shownRef.current[which]?.length ?? 0;
        const limit = Math.min(MOST_PER_CALL, Math.max(BETS_PAGE, shown));
        const fresh = await readMyBets(call, which, { limit });
        setBets((known) => ({ ...known, [which]: withOlder(fresh, known[which], limit) }));
        if (shown <= limit) setMore((m) => ({ ...m, [which]: fresh.length === limit }));
        setError(null);
      } catch (failure) {
        fail(failure);
      }
    },
    [call, fail],
  );

  /** Reads the page of bets older than the last one shown. */
  const loadMore = useCallback(async () => {
    const which = tab;
    const last = shownRef.current[which]?.at(-1);
    if (!last || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await readMyBets(call, which, { limit: BETS_PAGE, before: last.bet_id });
      setBets((known) => ({ ...known, [which]: appendNew(known[which] ?? [], page) }));
      setMore((m) => ({ ...m, [which]: page.length === BETS_PAGE }));
      setError(null);
    } catch (failure) {
      fail(failure);
    } finally {
      setLoadingMore(false);
    }
  }, [call, tab, loadingMore, fail]);

  useEffect(() => {
    if (!shown) return;
    void load(tab);
    if (tab !== 'open') return;
    const timer = setInterval(() => void load('open'), OPEN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [shown, tab, load]);

  const cash = useCallback(
    async (bet: SportsBet, expected: string, part?: string): Promise<CashOutOutcome> => {
      try {
        const answer = await cashOut(call, { bet_id: bet.bet_id, expected, ...(part ? { part } : {}) });
        onBalance(answer.balance);
        setBets((known) => ({
          ...known,
          open: (known.open ?? [])
            .map((b) => (b.bet_id === answer.bet.bet_id ? answer.bet : b))
            .filter((b) => b.status === 'open'),
          settled: answer.bet.status === 'open' ? known.settled : null,
        }));
        return { paid: answer.paid };
      } catch (failure) {
        const refusal = failure instanceof HouseCallError ? failure : new HouseCallError('network');
        if (refusal.code === 'session_ended') onSessionEnded();
        if (refusal.balance) onBalance(refusal.balance);
        const value = refusal.detail.cash_out;
        if (refusal.code === 'cash_out_changed' && typeof value === 'string') return { changed: value };
        return { refused: refusal.code };
      }
    },
    [call, onBalance, onSessionEnded],
  );

  return { tab, setTab, bets, more: more[tab], loadingMore, loadMore, error, load, cash };
}

/** A fresh first page, with the older bets of a longer list read before kept after it (when the page came back full). */
function withOlder(fresh: SportsBet[], known: SportsBet[] | null, limit: number): SportsBet[] {
  const oldest = fresh.at(-1);
  if (!known || fresh.length < limit || !oldest) return fresh;
  const at = known.findIndex((b) => b.bet_id === oldest.bet_id);
  return at < 0 ? fresh : appendNew(fresh, known.slice(at + 1));
}

/** A page appended, without a bet twice (one may have moved between pages while they were read). */
function appendNew(list: SportsBet[], page: SportsBet[]): SportsBet[] {
  const seen = new Set(list.map((b) => b.bet_id));
  return [...list, ...page.filter((b) => !seen.has(b.bet_id))];
}

export type MyBetsState = ReturnType<typeof useMyBets>;
