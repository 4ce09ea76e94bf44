import type { ContentKind } from '@casino/contract/calls/content-calls.ts';
import * as contentCalls from '@casino/contract/calls/content-calls.ts';
import type { OperatorAuditAction } from '@casino/contract/calls/operator-calls.ts';
import * as siteCalls from '@casino/contract/calls/site-calls.ts';
import { publicChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import { inTransaction } from '../ledger/executor.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { findSite } from '../sites/find-site.ts';
import type { ContentPictures } from './import-outside-pictures.ts';

/** What the content desk's use-cases need besides their input. */
export type ContentDeskContext = {
  db: Db;
  realtime: Pick<Realtime, 'broadcast'>;
  cache: Pick<ResponseCache, 'dropPaths'>;
  /** Where the pictures of operator HTML may come from (decision 42). */
  pictures: ContentPictures;
};

/** What an operator's change touches: the calls whose replies change, and the event that tells open pages. */
type Announcement = { paths: string[]; event: string };

const MODEL_CALLS = {
  setting: { path: siteCalls.modelSettingCall.path, event: realtimeEvents.modelSettingsUrl },
  sponsor: { path: siteCalls.modelSponsorCall.path, event: realtimeEvents.modelSponsorUrl },
  login: { path: siteCalls.modelLoginCall.path, event: realtimeEvents.modelLoginUrl },
} as const;

/** The calls each kind feeds, and its realtime event (SPEC section 7; model_settings.url for kinds it names none for). */
export function announcementOf(kind: ContentKind | 'bulletin_setting' | 'customer_service_link', model?: string): Announcement {
  const settings = realtimeEvents.modelSettingsUrl;
  switch (kind) {
    case 'bulletin':
    case 'bulletin_setting':
      return {
        paths: [contentCalls.bulletinCall.path, contentCalls.memberBulletinCall.path, contentCalls.bulletinHistoryCall.path],
        event: settings,
      };
    case 'promotion':
    case 'promotion_category':
      return { paths: [contentCalls.promotionListCall.path, contentCalls.promotionDetailCall.path], event: settings };
    case 'page':
      return { paths: [contentCalls.pageListCall.path, contentCalls.pageDetailCall.path], event: settings };
    case 'register_background':
      return { paths: [contentCalls.registerBackgroundCall.path], event: settings };
    case 'content_model': {
      const chosen = MODEL_CALLS[(model ?? 'setting') as keyof typeof MODEL_CALLS] ?? MODEL_CALLS.setting;
      return { paths: [chosen.path], event: chosen.event };
    }
    case 'banner':
      return { paths: [siteCalls.carouselPictureCall.path], event: realtimeEvents.carouselPictureUrl };
    case 'marquee':
      return { paths: [siteCalls.marqueeCall.path], event: settings };
    case 'site_link':
      return {
        paths: [siteCalls.footerCall.path, siteCalls.mobileFooterCall.path, siteCalls.floatCall.path],
        event: settings,
      };
    case 'logo':
      return { paths: [siteCalls.webLogoCall.path], event: settings };
    case 'customer_service_link':
      return { paths: [siteCalls.siteDetailCall.path], event: realtimeEvents.customerServiceLinkChange };
  }
}

/** The public channels a site's open pages follow for content events: its desktop and mobile template channels. */
export async function siteChannels(db: Db, siteId: number): Promise<string[]> {
  const site = await findSite(db, siteId);
  return [...new Set([publicChannels.template(site.template_name), publicChannels.template(site.mobile_template_name)])];
}

export type ContentChange = {
  operator: OperatorSession;
  ip: string;
  siteId: number;
  kind: ContentKind | 'bulletin_setting' | 'customer_service_link';
  action: OperatorAuditAction;
  /** The id of the item, when it has one before the change. */
  id?: number;
  /** content_model's model, which picks its event. */
  model?: string;
  details?: Record<string, unknown>;
  /** The realtime payload; { url: the first call path } when left out. */
  payload?: Record<string, unknown>;
};

/**
 * Runs an operator's change of content in one transaction with its audit row (target kind:id), then, once it is
 * committed, drops the cached replies it changed and tells the site's open pages (docs/decisions/0027).
 */
export async function applyContentChange<T>(
  ctx: ContentDeskContext,
  change: ContentChange,
  apply: (tx: Transaction<Database>) => Promise<T & { id?: number }>,
): Promise<T> {
  const channels = await siteChannels(ctx.db, change.siteId);
  const result = await inTransaction(ctx.db, async (tx) => {
    const done = await apply(tx);
    const id = done.id ?? change.id;
    await writeAudit(tx, {
      operatorId: change.operator.operatorId,
      action: change.action,
      target: `${change.kind}:${id ?? change.siteId}`,
      details: { site_id: change.siteId, ...(change.model ? { model: change.model } : {}), ...change.details },
      ip: change.ip,
    });
    return done;
  });
  const announcement = announcementOf(change.kind, change.model);
  ctx.cache.dropPaths(announcement.paths);
  const payload = change.payload ?? { url: announcement.paths[0] };
  for (const channel of channels) ctx.realtime.broadcast(channel, announcement.event, payload);
  return result;
}
