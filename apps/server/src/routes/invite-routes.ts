import {
  bonusSettingCheckCall,
  operatorFriendInviteProgrammesCall,
  operatorFriendInviteSaveCall,
  recommendProjectCall,
  recommendRecordCall,
} from '@casino/contract/calls/invite-calls.ts';
import type { Db } from '../db/database.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { friendInvitesOpen, listFriendInviteProgrammes, saveFriendInviteProgramme } from '../invites/invite-programmes.ts';
import { recommendProject, recommendRecord } from '../invites/member-invites.ts';
import { requirePermission } from '../operators/roles.ts';
import { findSite } from '../sites/find-site.ts';

/** Friend invites: whether a site runs them, and the operators' programmes (docs/decisions/0056-friend-invites.md). */
export function registerInviteRoutes(registerCallFor: CallRegistrar, ctx: { db: Db }) {
  const { db } = ctx;
  registerCallFor(bonusSettingCheckCall, async ({ body }) => {
    await findSite(db, body.site_id);
    return { is_friend: await friendInvitesOpen(db, body.site_id, body.member_currency) };
  });
  registerCallFor(recommendProjectCall, ({ member }) => recommendProject(db, member));
  registerCallFor(recommendRecordCall, ({ member, body }) => recommendRecord(db, member, body));
  registerCallFor(operatorFriendInviteProgrammesCall, async ({ operator, body }) => {
    requirePermission(operator, 'promotions.manage');
    return listFriendInviteProgrammes(db, body.site_id);
  });
  registerCallFor(operatorFriendInviteSaveCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'promotions.manage');
    return saveFriendInviteProgramme(db, operator, body, request.ip);
  });
}
