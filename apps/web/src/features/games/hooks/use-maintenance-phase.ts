import type { MaintenanceInterval } from '@casino/contract/calls/play-calls.ts';
import { useEffect, useState } from 'react';
import { type MaintenancePhase, maintenancePhase } from '../maintenance.ts';

/** The phase of a window, redrawn when the window starts and when it ends while the page stays open. */
export function useMaintenancePhase(window: MaintenanceInterval | null | undefined): MaintenancePhase {
  const [phase, setPhase] = useState(() => maintenancePhase(window));
  // Runs again after each change of phase, to wait for the window's next boundary (its start, then its end).
  useEffect(() => {
    setPhase(maintenancePhase(window));
    if (!window || phase === null) return;
    const now = Date.now();
    const next = [Date.parse(window.start_at), Date.parse(window.end_at)].find((time) => time > now);
    if (next === undefined) return;
    // Lists carry windows of the next 24 hours only, well inside setTimeout's range.
    const timer = setTimeout(() => setPhase(maintenancePhase(window)), next - now + 50);
    return () => clearTimeout(timer);
  }, [window, phase]);
  return phase;
}
