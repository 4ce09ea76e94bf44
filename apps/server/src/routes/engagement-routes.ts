import {
  letterDestroyCall,
  letterListCall,
  letterReadCall,
  operatorLetterCancelCall,
  operatorLetterSendCall,
  operatorLettersListCall,
  operatorRedEnvelopeCancelCall,
  operatorRedEnvelopeCreateCall,
  operatorRedEnvelopesListCall,
  operatorSignInCancelCall,
  operatorSignInCreateCall,
  operatorSignInListCall,
  redEnvelopeClaimCall,
  redEnvelopePromotionCall,
  signInClaimCall,
  signInStatusCall,
} from '@casino/contract/calls/engagement-calls.ts';
import { cancelLetter } from '../engagement/cancel-letter.ts';
import { cancelRedEnvelope } from '../engagement/cancel-red-envelope.ts';
import { cancelSignInCalendar } from '../engagement/cancel-sign-in-calendar.ts';
import { claimRedEnvelope } from '../engagement/claim-red-envelope.ts';
import { claimSignIn } from '../engagement/claim-sign-in.ts';
import { createRedEnvelope } from '../engagement/create-red-envelope.ts';
import { createSignInCalendar } from '../engagement/create-sign-in-calendar.ts';
import { destroyLetters } from '../engagement/destroy-letters.ts';
import type { EngagementContext } from '../engagement/engagement-context.ts';
import { findRedEnvelope } from '../engagement/find-red-envelope.ts';
import { listMemberLetters } from '../engagement/list-member-letters.ts';
import { findOperatorLetters } from '../engagement/operator-letters.ts';
import { findOperatorRedEnvelopes } from '../engagement/operator-red-envelopes.ts';
import { readLetter } from '../engagement/read-letter.ts';
import { sendLetter } from '../engagement/send-letter.ts';
import { findOperatorCalendars } from '../engagement/sign-in-calendars.ts';
import { signInStatus } from '../engagement/sign-in-status.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { requirePermission } from '../operators/roles.ts';

/** Letters, red envelopes and the sign-in reward: the member calls of SPEC section 7 and the operators' calls. */
export function registerEngagementRoutes(registerCallFor: CallRegistrar, ctx: EngagementContext): void {
  const { db } = ctx;

  registerCallFor(letterListCall, ({ member, body, lang }) => listMemberLetters(db, member.memberId, body, lang));
  registerCallFor(letterReadCall, ({ member, body }) => readLetter(ctx, member, body.id));
  registerCallFor(letterDestroyCall, ({ member, body, lang }) => destroyLetters(ctx, member, body, lang));

  registerCallFor(redEnvelopePromotionCall, ({ member, lang }) => findRedEnvelope(db, member, lang));
  registerCallFor(redEnvelopeClaimCall, ({ member, body }) => claimRedEnvelope(ctx, member, body.id));

  registerCallFor(signInStatusCall, ({ member }) => signInStatus(db, member));
  registerCallFor(signInClaimCall, ({ member }) => claimSignIn(ctx, member));

  registerCallFor(operatorLetterSendCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'letters.send');
    return sendLetter(ctx, operator, body, request.ip);
  });
  registerCallFor(operatorLettersListCall, async ({ operator, body }) => {
    requirePermission(operator, 'letters.send');
    const list = await findOperatorLetters(db, {
      siteId: body.site_id,
      source: body.source,
      beforeId: body.before_id,
      limit: body.limit,
    });
    return { list, next_before_id: list.length === body.limit ? (list.at(-1)?.id ?? null) : null };
  });
  registerCallFor(operatorLetterCancelCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'letters.send');
    return cancelLetter(ctx, operator, body.id, request.ip);
  });

  registerCallFor(operatorRedEnvelopeCreateCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'promotions.manage');
    return createRedEnvelope(ctx, operator, body, request.ip);
  });
  registerCallFor(operatorRedEnvelopesListCall, async ({ operator, body }) => {
    requirePermission(operator, 'promotions.manage');
    return { list: await findOperatorRedEnvelopes(db, { siteId: body.site_id, limit: body.limit }) };
  });
  registerCallFor(operatorRedEnvelopeCancelCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'promotions.manage');
    return cancelRedEnvelope(ctx, operator, body.id, request.ip);
  });

  registerCallFor(operatorSignInCreateCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'promotions.manage');
    return createSignInCalendar(ctx, operator, body, request.ip);
  });
  registerCallFor(operatorSignInListCall, async ({ operator, body }) => {
    requirePermission(operator, 'promotions.manage');
    return { list: await findOperatorCalendars(db, { siteId: body.site_id, limit: body.limit }) };
  });
  registerCallFor(operatorSignInCancelCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'promotions.manage');
    return cancelSignInCalendar(ctx, operator, body.id, request.ip);
  });
}
