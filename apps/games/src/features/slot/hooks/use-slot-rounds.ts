import { useCallback, useEffect, useRef, useState } from 'react';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { readSlotRounds, type SlotHistoryEntry } from '../api/slot-calls.ts';

export type SlotRounds = {
  /** The session's stored rounds read so far, newest first. */
  stored: SlotHistoryEntry[];
  /** Whether an older page is there to read. */
  more: boolean;
  busy: boolean;
  /** The refusal code of the last read that failed, or null. */
  error: string | null;
  loadMore: () => void;
};

/**
 * The session's rounds as the server stored them, read when the history opens (again at each opening, so that it
 * holds the rounds of every page load of this session) and one older page at a time on demand.
 */
export function useSlotRounds(call: HouseClient, open: boolean): SlotRounds {
  const [stored, setStored] = useState<SlotHistoryEntry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A read answered after a newer one started (the dialog closed and opened again) is dropped.
  const reading = useRef(0);

  const read = useCallback(
    (before?: string) => {
      const ticket = ++reading.current;
      setBusy(true);
      setError(null);
      readSlotRounds(call, before).then(
        (page) => {
          if (ticket !== reading.current) return;
          setStored((rounds) => (before === undefined ? page.entries : [...rounds, ...page.entries]));
          setNext(page.next);
          setBusy(false);
        },
        (cause: unknown) => {
          if (ticket !== reading.current) return;
          setError(cause instanceof HouseCallError ? cause.code : 'network');
          setBusy(false);
        },
      );
    },
    [call],
  );

  useEffect(() => {
    if (open) read();
  }, [open, read]);

  const loadMore = useCallback(() => {
    if (next !== null) read(next);
  }, [next, read]);

  return { stored, more: next !== null, busy, error, loadMore };
}
