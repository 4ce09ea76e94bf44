/**
 * The `second-factor` and `sessions` commands of the operator command line (docs/decisions/0071): setting up one's
 * authenticator app, an admin resetting another's, and one's own sessions. Each one is a call of the operator API.
 */
import {
  operatorSecondFactorConfirmCall,
  operatorSecondFactorResetCall,
  operatorSecondFactorStartCall,
  operatorSessionsEndOthersCall,
  operatorSessionsListCall,
} from '@casino/contract/calls/operator-second-factor-calls.ts';
import type { CallDefinition, CallResponse } from '@casino/contract/define-call.ts';

export const SECOND_FACTOR_USAGE = `  second-factor start                                  sets up your authenticator app: prints its secret and
                                                       otpauth:// address; sign in with OPERATOR_TOTP (or --totp)
                                                       once it is confirmed
  second-factor confirm <code>                         confirms it with a code it shows; prints ten recovery codes
                                                       (each signs in once, as --recovery-code)
  second-factor reset <operator id> --reason text      removes another operator's authenticator and ends their
                                                       sessions (admin)
  sessions [end-others]                                your open sessions, or ends all but this one
`;

type Api = { call<C extends CallDefinition>(call: C, body: unknown): Promise<CallResponse<C>> };
type Command = (api: Api) => Promise<string>;
type Fail = (message: string) => never;

export function planSecondFactorCommand(
  area: 'second-factor' | 'sessions',
  words: string[],
  options: { reason?: string | undefined },
  fail: Fail,
): Command {
  const [action, first] = words;
  if (area === 'sessions') {
    if (action === 'end-others') {
      return async (api) => `Ended ${(await api.call(operatorSessionsEndOthersCall, {})).ended} other sessions.`;
    }
    if (action !== undefined) return fail(`unknown command: sessions ${words.join(' ')}`);
    return async (api) => {
      const reply = await api.call(operatorSessionsListCall, {});
      const lines = reply.sessions.map(
        (s) => `${s.id} from ${s.ip}, since ${s.created_at}, until ${s.expires_at}${s.current ? ' (this one)' : ''}`,
      );
      return [`Authenticator: ${reply.second_factor ? 'on' : 'off'}`, ...lines].join('\n');
    };
  }
  switch (action) {
    case 'start':
      return async (api) => {
        const reply = await api.call(operatorSecondFactorStartCall, {});
        return `Secret: ${reply.secret}\nAddress: ${reply.otpauth_uri}\nAdd it to your authenticator app, then run: second-factor confirm <code>`;
      };
    case 'confirm': {
      if (!first || !/^\d{6}$/.test(first)) return fail('usage: second-factor confirm <six-digit code>');
      return async (api) => {
        const reply = await api.call(operatorSecondFactorConfirmCall, { code: first });
        return `Authenticator on. Recovery codes (each signs in once; keep them apart from the phone):\n${reply.recovery_codes.join('\n')}`;
      };
    }
    case 'reset': {
      if (!first || !/^\d{1,9}$/.test(first)) return fail('usage: second-factor reset <operator id> --reason text');
      if (!options.reason) return fail('missing --reason (it goes to the audit log)');
      const body = { operator_id: Number(first), reason: options.reason };
      return async (api) => {
        await api.call(operatorSecondFactorResetCall, body);
        return `Authenticator of operator ${first} removed; their sessions are ended.`;
      };
    }
    default:
      return fail(`unknown command: second-factor ${words.join(' ')}`);
  }
}
