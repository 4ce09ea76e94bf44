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

export type LetterSource = OperatorLetter['source'];

/** A page of a site's letters of one source, newest first, with how many boxes they reached and how many were read. */
export const listLetters = (call: AdminClient, siteId: number, source: LetterSource, beforeId: number | null) =>
  call(operatorLettersListCall, { site_id: siteId, source, limit: 50, ...(beforeId ? { before_id: beforeId } : {}) });

/** Queues a letter; the server sanitises its body and delivers it in the background. */
export const sendLetter = (call: AdminClient, input: LetterInput) => call(operatorLetterSendCall, input);

/** Stops a letter's delivery and takes it out of every box it reached. */
export const cancelLetter = (call: AdminClient, id: number) => call(operatorLetterCancelCall, { id });
