import { HOUSE_API_PREFIX, type HouseCallDefinition } from './house/house-call.ts';
import * as liveCalls from './house/live-calls.ts';
import * as lotteryCalls from './house/lottery-calls.ts';
import * as slotBaccaratCalls from './house/slot-baccarat-calls.ts';
import * as sportsCalls from './house/sports-calls.ts';
import * as sportsQuickbetCalls from './house/sports-quickbet-calls.ts';
import * as tableCalls from './house/table-calls.ts';
import * as virtualCalls from './house/virtual-calls.ts';

/**
 * The modules of house/ that define the house provider's calls, one per game family. Apart from ALL_CALLS: these are
 * not the platform's calls (decision 47). input-bounds.test.ts checks that none is missing.
 */
export const HOUSE_CALL_MODULES: Record<string, Record<string, unknown>> = {
  'live-calls.ts': liveCalls,
  'lottery-calls.ts': lotteryCalls,
  'slot-baccarat-calls.ts': slotBaccaratCalls,
  'sports-calls.ts': sportsCalls,
  'sports-quickbet-calls.ts': sportsQuickbetCalls,
  'table-calls.ts': tableCalls,
  'virtual-calls.ts': virtualCalls,
};

function isHouseCall(value: unknown): value is HouseCallDefinition {
  const call = value as Partial<HouseCallDefinition> | null;
  return typeof call === 'object' && call !== null && call.prefix === HOUSE_API_PREFIX && typeof call.path === 'string';
}

/** Every house call, ordered by path: what tests walk to cover each one. */
export const ALL_HOUSE_CALLS: readonly HouseCallDefinition[] = Object.values(HOUSE_CALL_MODULES)
  .flatMap((module) => Object.values(module).filter(isHouseCall))
  .sort((a, b) => (a.path < b.path ? -1 : 1));
