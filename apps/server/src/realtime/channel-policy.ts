import { isCurrencyCode } from '@casino/contract/currencies.ts';
import { PRIVATE_MEMBER_CHANNEL, publicChannels } from '@casino/contract/realtime.ts';
import type { Db } from '../db/database.ts';

/**
 * What a channel name asks for: a public channel of the site, a member's own channel (`private-member.{id}`, opened
 * with that member's token), or nothing a page of this site follows (refused with 403, whatever the name).
 */
export type ChannelKind = { kind: 'public' } | { kind: 'member'; memberId: number } | undefined;

export type ChannelPolicyOptions = {
  db: Db;
  /** How long the sites' template names are kept before they are read again. */
  cacheMs?: number;
};

const WEB_API = /^web_api\.([A-Z]{3})$/;
const TEMPLATE = /^([A-Za-z0-9_]{1,60})_template$/;
/** A tournament's live leaderboard (docs/decisions/0085): public, any tournament id. */
const TOURNAMENT = /^tournament\.([1-9]\d{0,9})$/;
const INT4_MAX = 2_147_483_647;

/**
 * Only the channels the site follows (apps/web/src/lib/realtime.ts): web_member, web_api.{currency} of a known
 * currency, {template}_template of a configured site's template, tournament.{id} (decision 85) and the member's
 * own private-member.{id}. Presence channels and the currency channel private-member.{CUR} are in the SPEC but no page
 * follows them, so they are refused (decision 41). Everything but the member channel is decided without the database (the template names are cached).
 */
export function createChannelPolicy(options: ChannelPolicyOptions): (channel: string) => Promise<ChannelKind> {
  const cacheMs = options.cacheMs ?? 30_000;
  let templates: { names: Promise<Set<string>>; until: number } | undefined;

  function siteTemplates(): Promise<Set<string>> {
    if (!templates || templates.until < Date.now()) {
      const names = options.db
        .selectFrom('sites')
        .select(['template_name', 'mobile_template_name'])
        .execute()
        .then((rows) => new Set(rows.flatMap((row) => [row.template_name, row.mobile_template_name])));
      templates = { names, until: Date.now() + cacheMs };
      names.catch(() => {
        templates = undefined;
      });
    }
    return templates.names;
  }

  return async (channel) => {
    if (channel === publicChannels.webMember) return { kind: 'public' };
    const webApi = WEB_API.exec(channel);
    if (webApi) return isCurrencyCode(webApi[1]) ? { kind: 'public' } : undefined;
    const member = PRIVATE_MEMBER_CHANNEL.exec(channel);
    if (member) {
      const memberId = Number(member[1]);
      return Number.isSafeInteger(memberId) && memberId > 0 ? { kind: 'member', memberId } : undefined;
    }
    const tournament = TOURNAMENT.exec(channel);
    if (tournament) return Number(tournament[1]) <= INT4_MAX ? { kind: 'public' } : undefined;
    const template = TEMPLATE.exec(channel);
    if (template && (await siteTemplates()).has(template[1] as string)) return { kind: 'public' };
    return undefined;
  };
}
