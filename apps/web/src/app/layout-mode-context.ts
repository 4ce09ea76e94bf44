import { createContext, useContext } from 'react';
import type { LayoutMode } from '../lib/layout-mode.ts';

/** The layout the shell chose; pages read it instead of measuring the window themselves. */
export const LayoutModeContext = createContext<LayoutMode>('desktop');

export function useCurrentLayoutMode(): LayoutMode {
  return useContext(LayoutModeContext);
}
