import type { realityCheckCall } from '@casino/contract/calls/reality-check-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MemberCallError } from '../api/member-api.ts';

export type RealityCheckFigures = CallResponse<typeof realityCheckCall>;

/** Where the last "continue" of a sign-in is kept, so that a reload or another game tab does not restart the count. */
export const REALITY_CHECK_ACK_KEY = 'reality_check_ack';
/** After a failed read, when to try again. */
const RETRY_MS = 60_000;

type Ack = { signed_in_at: number; at: number };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The moment the member last chose "continue" in this sign-in, or null. */
export function readAck(signedInAt: number): number | null {
  try {
    const ack = JSON.parse(storage()?.getItem(REALITY_CHECK_ACK_KEY) ?? 'null') as Partial<Ack> | null;
    return ack?.signed_in_at === signedInAt && typeof ack.at === 'number' ? ack.at : null;
  } catch {
    return null;
  }
}

function writeAck(ack: Ack) {
  try {
    storage()?.setItem(REALITY_CHECK_ACK_KEY, JSON.stringify(ack));
  } catch {
    // Storage full or refused: the reminder then counts from the sign-in after a reload, never later than it should.
  }
}

/**
 * When the next reminder is due: one interval after the last "continue" of this sign-in, else after the sign-in. A
 * time in the past means a reminder was due and never answered (the page was closed or reloaded): it shows at once.
 */
export function nextReminderAt(figures: Pick<RealityCheckFigures, 'signed_in_at' | 'interval_minutes'>, ack: number | null) {
  return (ack ?? figures.signed_in_at) + figures.interval_minutes * 60_000;
}

/**
 * Schedules the reality check of a signed-in member's game page (docs/decisions/0080) from the sign-in's start and the
 * member's interval, both read from the server: the figures are read again when the reminder is due, so that they are
 * those of that moment and a changed interval is followed.
 */
export function useRealityCheck({ enabled, load }: { enabled: boolean; load: () => Promise<RealityCheckFigures> }) {
  const [due, setDue] = useState<number | null>(null);
  const [shown, setShown] = useState<RealityCheckFigures | null>(null);
  const latest = useRef<RealityCheckFigures | null>(null);

  // Reads the figures and either shows them (a reminder is due) or waits for the next one.
  const check = useCallback(
    async (isLive: () => boolean) => {
      try {
        const figures = await load();
        if (!isLive()) return;
        latest.current = figures;
        const next = nextReminderAt(figures, readAck(figures.signed_in_at));
        if (next <= Date.now()) setShown(figures);
        else setDue(next);
      } catch (error) {
        // An ended sign-in: the game's own calls tell the member; there is nothing left to remind them of.
        if (!isLive() || (error instanceof MemberCallError && error.kind === 'unauthorised')) return;
        setDue(Date.now() + RETRY_MS);
      }
    },
    [load],
  );

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void check(() => live);
    return () => {
      live = false;
    };
  }, [enabled, check]);

  useEffect(() => {
    if (!enabled || due === null) return;
    let live = true;
    const timer = setTimeout(() => void check(() => live), Math.max(0, due - Date.now()));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [enabled, due, check]);

  // A "continue" in another game tab of this sign-in answers the reminder here too.
  useEffect(() => {
    if (!enabled) return;
    const onStorage = (event: StorageEvent) => {
      const figures = latest.current;
      if (event.key !== REALITY_CHECK_ACK_KEY || !figures) return;
      const at = readAck(figures.signed_in_at);
      if (at === null) return;
      setShown(null);
      setDue(nextReminderAt(figures, at));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [enabled]);

  /** The member goes on playing: the next reminder comes one interval from now. */
  const keepPlaying = useCallback(() => {
    const figures = latest.current;
    setShown(null);
    if (!figures) return;
    const at = Date.now();
    writeAck({ signed_in_at: figures.signed_in_at, at });
    setDue(nextReminderAt(figures, at));
  }, []);

  return { shown, keepPlaying };
}
