import type { MaintenanceInterval } from '@casino/contract/calls/play-calls.ts';

/** Where now stands in a provider's maintenance window: in it, before it, or nowhere (no window, or it has ended). */
export type MaintenancePhase = 'now' | 'planned' | null;

/** A list may be cached for a while: the times decide whether the window it carries has begun or is over. */
export function maintenancePhase(window: MaintenanceInterval | null | undefined, now = Date.now()): MaintenancePhase {
  if (!window) return null;
  const start = Date.parse(window.start_at);
  const end = Date.parse(window.end_at);
  if (Number.isNaN(start) || Number.isNaN(end) || now >= end) return null;
  return now >= start ? 'now' : 'planned';
}

/** The window when the provider is in maintenance right now: a launch then shows the maintenance dialog instead. */
export function maintenanceInForce(window: MaintenanceInterval | null | undefined): MaintenanceInterval | null {
  return window && maintenancePhase(window) === 'now' ? window : null;
}
