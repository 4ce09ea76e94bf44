import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { rowId } from '../input-bounds.ts';

/**
 * Operators' second factor and sessions (docs/decisions/0071): an authenticator app (TOTP) set up with a secret shown
 * once and confirmed by its first code, with recovery codes; an admin resets a lost one; an operator sees their open
 * sessions and ends the others. Where a second factor is required (admin and finance, in production), a session of
 * an operator without one may only set one up.
 */

export const OperatorSecondFactorCode = {
  /** The authenticator is set up already (an admin resets a lost one). */
  alreadyOn: 101,
  /** The code is not the authenticator's, or was used already. */
  wrongCode: 102,
  /** No set-up was started. */
  notStarted: 103,
  /** No such operator. */
  unknownOperator: 104,
} as const;

/** The HTTP 403 code of a call made in a session that may only set up its second factor. */
export const SECOND_FACTOR_ENROLMENT_REQUIRED = 'second_factor_enrolment_required';

/** An authenticator's code: six digits; anything else of that length is a wrong code (102). */
const sixDigits = () => z.string().trim().min(6).max(6);

export const operatorSecondFactorStartCall = defineCall({
  path: '/operator/second-factor/start',
  access: 'operator',
  summary:
    "Starts setting up the operator's authenticator app: its secret and otpauth:// address (for a QR code), shown this once; code 101 when it is set up already",
  request: () => z.object({}),
  response: () => z.object({ secret: z.string(), otpauth_uri: z.string() }),
});

export const operatorSecondFactorConfirmCall = defineCall({
  path: '/operator/second-factor/confirm',
  access: 'operator',
  summary:
    'Confirms the authenticator with a code it shows: every later sign-in needs a code; answers ten recovery codes, shown this once (codes 101 set up already, 102 wrong code, 103 nothing started)',
  request: () => z.object({ code: sixDigits() }),
  response: () => z.object({ recovery_codes: z.array(z.string()) }),
});

export const operatorSecondFactorResetCall = defineCall({
  path: '/operator/second-factor/reset',
  access: 'operator',
  summary:
    "Removes another operator's authenticator and recovery codes (a lost phone) and ends their sessions; they set one up at their next sign-in (admin; code 104 unknown operator)",
  request: () => z.object({ operator_id: rowId, reason: z.string().trim().min(1).max(500) }),
  response: () => z.null(),
});

export const operatorSessionsListCall = defineCall({
  path: '/operator/sessions/list',
  access: 'operator',
  summary: "The operator's open sessions, newest first, the one making the call marked",
  request: () => z.object({}),
  response: () =>
    z.object({
      second_factor: z.boolean(),
      sessions: z.array(
        z.object({
          id: z.number().int(),
          ip: z.string(),
          created_at: z.string(),
          expires_at: z.string(),
          current: z.boolean(),
        }),
      ),
    }),
});

export const operatorSessionsEndOthersCall = defineCall({
  path: '/operator/sessions/end-others',
  access: 'operator',
  summary: 'Ends every open session of the operator but the one making the call (sign out everywhere else)',
  request: () => z.object({}),
  response: () => z.object({ ended: z.number().int() }),
});
