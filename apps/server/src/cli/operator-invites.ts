/**
 * The `invites` commands of the operator command line (docs/decisions/0056-friend-invites.md): a site's friend-invite
 * programme per currency. Each one is a call of the operator API; a programme is read from a JSON file holding the
 * call's body.
 */
import { readFile } from 'node:fs/promises';
import {
  type FriendInviteProgramme,
  operatorFriendInviteProgrammesCall,
  operatorFriendInviteSaveCall,
} from '@casino/contract/calls/invite-calls.ts';
import type { CallDefinition, CallResponse } from '@casino/contract/define-call.ts';

export const INVITE_USAGE = `  invites programme --file programme.json              sets a site and currency's friend-invite programme: {site_id,
                                                       currency, enabled 0|1, min_first_deposit, min_valid_bet,
                                                       inviter_reward, friend_reward, qualify_within_days (1 to
                                                       365, default 30), max_rewarded_friends and
                                                       max_inviter_reward_total (caps per inviter, 0 for none)}
  invites programmes [--site 1]                        friend-invite programmes per currency
`;

type Api = { call<C extends CallDefinition>(call: C, body: unknown): Promise<CallResponse<C>> };
type Command = (api: Api) => Promise<string>;
type Fail = (message: string) => never;

function wholeNumber(word: string | undefined, name: string, fail: Fail): number | undefined {
  if (word === undefined) return undefined;
  if (!/^\d{1,9}$/.test(word)) return fail(`${name} must be a whole number`);
  return Number(word);
}

function programmeLine(p: FriendInviteProgramme): string {
  return `site ${p.site_id} ${p.currency} ${p.enabled ? 'on' : 'off'}: first deposit ${p.min_first_deposit} and valid bets ${p.min_valid_bet} within ${p.qualify_within_days} days of registering; inviter ${p.inviter_reward}, friend ${p.friend_reward}; per inviter at most ${p.max_rewarded_friends ?? 'any number of'} friends and ${p.max_inviter_reward_total ?? 'any total'}`;
}

/** Checks a command's words before anything is sent; answers the command to run. */
export function planInviteCommand(words: string[], options: { site?: string; file?: string }, fail: Fail): Command {
  const [action] = words;
  const site = wholeNumber(options.site, '--site', fail);
  switch (action ?? '') {
    case 'programme':
      return async (api) => {
        if (!options.file) return fail('missing --file (the request as JSON)');
        let body: unknown;
        try {
          body = JSON.parse(await readFile(options.file, 'utf8'));
        } catch (error) {
          return fail(`cannot read ${options.file}: ${(error as Error).message}`);
        }
        return `Saved: ${programmeLine(await api.call(operatorFriendInviteSaveCall, body))}`;
      };
    case 'programmes':
      return async (api) => {
        const { list } = await api.call(operatorFriendInviteProgrammesCall, { site_id: site ?? 1 });
        return list.length === 0 ? 'No friend-invite programme.' : list.map(programmeLine).join('\n');
      };
    default:
      return fail(`unknown command: invites ${words.join(' ')}`);
  }
}
