import { useState } from 'react';

/** A sub-agent opened in DownlineInfo: its id for the call, its account for the way back. */
export type TrailStep = { id: number; account: string };

/**
 * The sub-agents opened one inside the other, from the agent's own downline down to the one shown. Opening a
 * sub-agent goes one level down; going back returns to any level above, the agent's own downline being level 0.
 */
export function useDownlineTrail() {
  const [trail, setTrail] = useState<TrailStep[]>([]);
  return {
    trail,
    /** The sub-agent whose downline is shown, or null for the agent's own. */
    current: trail.at(-1) ?? null,
    open: (step: TrailStep) => setTrail((steps) => [...steps, step]),
    /** Back to a level: 0 is the agent's own downline. */
    backTo: (level: number) => setTrail((steps) => steps.slice(0, Math.max(0, level))),
  };
}
