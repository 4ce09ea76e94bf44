import {
  type LetterAudience,
  type OperatorLetter,
  operatorLetterCancelCall,
  operatorLetterSendCall,
  operatorLettersListCall,
} from '@casino/contract/calls/engagement-calls.ts';
import type { CallRequest } from '@casino/contract/define-call.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type { LetterAudience, OperatorLetter };
export type LetterInput = CallRequest<typeof operatorLetterSendCall>;

/** Letters of a site, newest first, with how many boxes they reached and how many were read. */
export const listLetters = async (call: AdminClient, siteId: number) =>
  (await call(operatorLettersListCall, { site_id: siteId, limit: 100 })).list;

/** Queues a letter; the server sanitises its body and delivers it in the background. */
export const sendLetter = (call: AdminClient, input: LetterInput) => call(operatorLetterSendCall, input);

/** Stops a letter's delivery and takes it out of every box it reached. */
export const cancelLetter = (call: AdminClient, id: number) => call(operatorLetterCancelCall, { id });
