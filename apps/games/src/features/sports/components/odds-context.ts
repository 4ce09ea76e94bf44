import { createContext, useContext } from 'react';
import type { OddsFormat } from '../lib/odds.ts';

/** The player's odds format, which every price on the page is shown in. */
export const OddsFormatContext = createContext<OddsFormat>('decimal');
export const useOddsFormat = () => useContext(OddsFormatContext);
