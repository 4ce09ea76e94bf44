import { useCallback, useEffect, useState } from 'react';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { cashOut, readMyBets, type SportsBet } from '../api/sports-calls.ts';

export type BetsTab = 'open' | 'settled';
/** How often open bets (and their cash-out values) are read again while they are shown. */
const OPEN_REFRESH_MS = 10_000;

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
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (which: BetsTab) => {
      try {
        const list = await readMyBets(call, which);
        setBets((known) => ({ ...known, [which]: list }));
        setError(null);
      } catch (failure) {
        const code = failure instanceof HouseCallError ? failure.code : 'network';
        if (code === 'session_ended') onSessionEnded();
        else setError(code);
      }
    },
    [call, onSessionEnded],
  );

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

  return { tab, setTab, bets, error, load, cash };
}

export type MyBetsState = ReturnType<typeof useMyBets>;
