import type { MaintenanceInterval } from '@casino/contract/calls/play-calls.ts';
import { createStore } from '../../lib/create-store.ts';

/** What the play feature draws over the page: the play modal, the maintenance dialog and the demo game modal. */
export type PlayView = {
  /** The real game in the play modal (open type modal). */
  modal: { url: string } | null;
  /** The maintenance dialog (code 203), with the interval when the server gave one. */
  maintenance: { interval: MaintenanceInterval | null } | null;
  /** The demo game in the demo game modal (desktop). */
  demo: { url: string } | null;
  /** A demo start is on its way (one at a time). */
  demoStarting: boolean;
};

export const EMPTY_VIEW: PlayView = { modal: null, maintenance: null, demo: null, demoStarting: false };

export const playView = createStore<PlayView>(EMPTY_VIEW);

export function updateView(patch: Partial<PlayView>): void {
  playView.set({ ...playView.get(), ...patch });
}
