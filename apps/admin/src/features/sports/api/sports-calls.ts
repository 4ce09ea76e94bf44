import {
  operatorSportsEventsCall,
  operatorSportsLiabilityCall,
  operatorSportsMarketCall,
  operatorSportsSettingsCall,
  type SPORTS_EVENT_LISTS,
} from '@casino/contract/calls/sports-operator-calls.ts';
import type { CallRequest, CallResponse } from '@casino/contract/define-call.ts';
import type { SPORTS_SPORTS } from '@casino/contract/house/sports-calls.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type EventList = (typeof SPORTS_EVENT_LISTS)[number];
export type Sport = (typeof SPORTS_SPORTS)[number];
export type EventsPage = CallResponse<typeof operatorSportsEventsCall>;
export type BookEvent = EventsPage['list'][number];
export type Liability = CallResponse<typeof operatorSportsLiabilityCall>;
export type BookSettings = CallResponse<typeof operatorSportsSettingsCall>;
export type SettingsChange = Omit<CallRequest<typeof operatorSportsSettingsCall>, 'currency'>;

export const readEvents = (call: AdminClient, list: EventList, sport: Sport | undefined, after?: string) =>
  call(operatorSportsEventsCall, { list, ...(sport ? { sport } : {}), ...(after ? { after } : {}) });

export const readLiability = (call: AdminClient, eventId: string) => call(operatorSportsLiabilityCall, { event_id: eventId });

/** Holds, releases or voids one market; the reason goes to the audit log. */
export const controlMarket = (call: AdminClient, marketId: string, action: 'hold' | 'release' | 'void', reason: string) =>
  call(operatorSportsMarketCall, { target: 'market', id: marketId, action, reason });

/** Without changes the call answers what is in force. */
export const readSettings = (call: AdminClient, currency: string) => call(operatorSportsSettingsCall, { currency });

export const saveSettings = (call: AdminClient, currency: string, change: SettingsChange) =>
  call(operatorSportsSettingsCall, { currency, ...change });
