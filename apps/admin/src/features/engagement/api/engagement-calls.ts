import {
  type OperatorRedEnvelope,
  type OperatorSignInCalendar,
  operatorRedEnvelopeCancelCall,
  operatorRedEnvelopeCreateCall,
  operatorRedEnvelopesListCall,
  operatorSignInCancelCall,
  operatorSignInCreateCall,
  operatorSignInListCall,
} from '@casino/contract/calls/engagement-calls.ts';
import type { CallRequest } from '@casino/contract/define-call.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type { OperatorRedEnvelope, OperatorSignInCalendar };
export type RedEnvelopeInput = CallRequest<typeof operatorRedEnvelopeCreateCall>;
export type SignInCalendarInput = CallRequest<typeof operatorSignInCreateCall>;

/** The most rows the list calls give; the pages show one site's newest. */
const LIST_LIMIT = 200;

export const readRedEnvelopes = async (call: AdminClient, siteId: number) =>
  (await call(operatorRedEnvelopesListCall, { site_id: siteId, limit: LIST_LIMIT })).list;
export const createRedEnvelope = (call: AdminClient, input: RedEnvelopeInput) => call(operatorRedEnvelopeCreateCall, input);
export const cancelRedEnvelope = (call: AdminClient, id: number) => call(operatorRedEnvelopeCancelCall, { id });

export const readSignInCalendars = async (call: AdminClient, siteId: number) =>
  (await call(operatorSignInListCall, { site_id: siteId, limit: LIST_LIMIT })).list;
export const createSignInCalendar = (call: AdminClient, input: SignInCalendarInput) => call(operatorSignInCreateCall, input);
export const cancelSignInCalendar = (call: AdminClient, id: number) => call(operatorSignInCancelCall, { id });
