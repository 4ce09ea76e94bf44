/**
 * The `content` commands of the operator command line (docs/decisions/0027-content-desk.md): list, save, show, hide,
 * order, schedule and delete the site's content, upload pictures, set the customer-service link and clean caches.
 * Each one is a call of the operator content desk.
 */
import { readFile } from 'node:fs/promises';
import {
  CONTENT_KINDS,
  type ContentKind,
  HIDEABLE_CONTENT_KINDS,
  MEDIA_UPLOAD_PATH,
  mediaUploadReply,
  ORDERED_CONTENT_KINDS,
  operatorBannerSaveCall,
  operatorBulletinSaveCall,
  operatorBulletinSettingCall,
  operatorCleanCacheCall,
  operatorContentDeleteCall,
  operatorContentListCall,
  operatorContentModelSaveCall,
  operatorContentOrderCall,
  operatorContentVisibilityCall,
  operatorCustomerServiceLinkCall,
  operatorLogoSaveCall,
  operatorMarqueeSaveCall,
  operatorPageSaveCall,
  operatorPromotionCategorySaveCall,
  operatorPromotionSaveCall,
  operatorRegisterBackgroundSaveCall,
  operatorSiteLinkSaveCall,
} from '@casino/contract/calls/content-calls.ts';
import type { CallDefinition, CallResponse } from '@casino/contract/define-call.ts';

export const CONTENT_USAGE = `  content list <kind> [--site 1]                      every item of a kind, hidden and scheduled ones too, as JSON
                                                       (kinds: ${CONTENT_KINDS.join(', ')})
  content save <kind> --file item.json [--site 1]      creates (no "id" in the file) or replaces (with "id") an item;
                                                       the file holds the call's body (texts per language, HTML is
                                                       sanitised by the server)
  content show|hide <kind> <id> [--site 1]             shows or hides an item
  content order <kind> <id> <id> ... [--site 1]        puts items in this order (sort 0, 1, 2 ...)
  content schedule <kind> <id> [--from iso] [--until iso] [--site 1]
                                                       sets when an item starts and ends showing ('' for open);
                                                       for a page --from is its publication time
  content delete <kind> <id> [--site 1]                deletes an item
  content upload <picture.png|.jpg>                    stores a PNG or JPEG (re-encoded; at most 2 MiB, 4096 px a
                                                       side) and prints its media id for the items' *_media_id
  content bulletin-frequency <location 1|2|3> <0|1> [--site 1]
                                                       0: a member's close hides the notices until changed;
                                                       1: they show again every session
  content customer-service <url> [--site 1]            sets the customer-service link
  content clean-cache [--site 1]                       open pages drop cached content and the app shell and reload
`;

type Api = {
  call<C extends CallDefinition>(call: C, body: unknown, headers?: Record<string, string>): Promise<CallResponse<C>>;
  send(path: string, bytes: Buffer): Promise<unknown>;
};
type Command = (api: Api) => Promise<string>;
type Fail = (message: string) => never;

const SAVE_CALLS: Record<ContentKind, CallDefinition> = {
  bulletin: operatorBulletinSaveCall,
  promotion: operatorPromotionSaveCall,
  promotion_category: operatorPromotionCategorySaveCall,
  page: operatorPageSaveCall,
  register_background: operatorRegisterBackgroundSaveCall,
  content_model: operatorContentModelSaveCall,
  banner: operatorBannerSaveCall,
  marquee: operatorMarqueeSaveCall,
  site_link: operatorSiteLinkSaveCall,
  logo: operatorLogoSaveCall,
};

/** Kinds with a start and end, and the fields that hold them. */
const SCHEDULE_FIELDS: Partial<Record<ContentKind, { from: string; until?: string }>> = {
  bulletin: { from: 'starts_at', until: 'ends_at' },
  promotion: { from: 'starts_at', until: 'ends_at' },
  banner: { from: 'starts_at', until: 'ends_at' },
  page: { from: 'published_at' },
};

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], what: string, fail: Fail): T {
  if (!value || !(allowed as readonly string[]).includes(value)) fail(`${what} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function idOf(value: string | undefined, fail: Fail): number {
  if (!value || !/^\d{1,10}$/.test(value)) fail('missing or malformed item id');
  return Number(value);
}

/** A stored item as the body of its save call: what the desk returns, less what it computes. */
function asSaveBody(item: Record<string, unknown>): Record<string, unknown> {
  const { updated_at: _u, version: _v, ...body } = item;
  if (body.game_link_parameter === null) delete body.game_link_parameter;
  else if (body.game_link_parameter && typeof body.game_link_parameter === 'object') {
    const game = body.game_link_parameter as Record<string, unknown>;
    body.game_link_parameter = { ...game, customized: game.customized ? 1 : 0 };
  }
  if (body.language_code === null) delete body.language_code;
  return body;
}

/**
 * Checks a `content` command's words before anything is sent (fail: wrong usage); answers the command to run, which
 * calls refuse when the run cannot go on (a file unreadable, an item missing).
 */
export function planContentCommand(
  words: string[],
  options: { site?: string; file?: string; from?: string; until?: string },
  fail: Fail,
  refuse: Fail,
): Command {
  const [action, kindWord, ...rest] = words;
  const siteId = options.site === undefined ? 1 : idOf(options.site, fail);
  switch (action) {
    case 'list': {
      const kind = oneOf(kindWord, CONTENT_KINDS, 'kind', fail);
      return async (api) => {
        const { list } = await api.call(operatorContentListCall, { site_id: siteId, kind });
        return list.length === 0 ? `No ${kind} items on site ${siteId}.` : JSON.stringify(list, null, 2);
      };
    }
    case 'save': {
      const kind = oneOf(kindWord, CONTENT_KINDS, 'kind', fail);
      const file = options.file ?? fail('missing --file (the item as JSON)');
      return async (api) => {
        let item: Record<string, unknown>;
        try {
          item = JSON.parse(await readFile(file, 'utf8'));
        } catch (error) {
          return refuse(`cannot read ${file}: ${(error as Error).message}`);
        }
        const saved = (await api.call(SAVE_CALLS[kind], { site_id: siteId, ...item })) as { id: number };
        return `Saved ${kind} ${saved.id} on site ${siteId}.`;
      };
    }
    case 'show':
    case 'hide': {
      const kind = oneOf(kindWord, HIDEABLE_CONTENT_KINDS, 'kind', fail);
      const id = idOf(rest[0], fail);
      const active = action === 'show' ? 1 : 0;
      return async (api) => {
        await api.call(operatorContentVisibilityCall, { site_id: siteId, kind, id, active });
        return `${kind} ${id} ${active ? 'shown' : 'hidden'}.`;
      };
    }
    case 'order': {
      const kind = oneOf(kindWord, ORDERED_CONTENT_KINDS, 'kind', fail);
      const ids = rest.map((word) => idOf(word, fail));
      if (ids.length === 0) fail('give the ids in their new order');
      return async (api) => {
        await api.call(operatorContentOrderCall, { site_id: siteId, kind, ids });
        return `${kind} items in order: ${ids.join(', ')}.`;
      };
    }
    case 'schedule': {
      const kind = oneOf(kindWord, Object.keys(SCHEDULE_FIELDS) as ContentKind[], 'kind', fail);
      const id = idOf(rest[0], fail);
      const fields = SCHEDULE_FIELDS[kind] as { from: string; until?: string };
      if (options.from === undefined && options.until === undefined) fail('give --from and/or --until');
      if (options.until !== undefined && !fields.until) fail(`a ${kind} has no end; give --from only`);
      return async (api) => {
        const { list } = await api.call(operatorContentListCall, { site_id: siteId, kind });
        const item = list.find((entry) => entry.id === id) ?? refuse(`no ${kind} ${id} on site ${siteId}`);
        const body = asSaveBody(item);
        if (options.from !== undefined) body[fields.from] = options.from;
        if (options.until !== undefined && fields.until) body[fields.until] = options.until;
        await api.call(SAVE_CALLS[kind], body);
        return `${kind} ${id} scheduled: ${fields.from} ${body[fields.from] || 'open'}${fields.until ? `, ${fields.until} ${body[fields.until] || 'open'}` : ''}.`;
      };
    }
    case 'delete': {
      const kind = oneOf(kindWord, CONTENT_KINDS, 'kind', fail);
      const id = idOf(rest[0], fail);
      return async (api) => {
        await api.call(operatorContentDeleteCall, { site_id: siteId, kind, id });
        return `${kind} ${id} deleted.`;
      };
    }
    case 'upload': {
      const path = kindWord ?? fail('missing the picture file');
      return async (api) => {
        let bytes: Buffer;
        try {
          bytes = await readFile(path);
        } catch (error) {
          return refuse(`cannot read ${path}: ${(error as Error).message}`);
        }
        const media = mediaUploadReply.parse(await api.send(MEDIA_UPLOAD_PATH, bytes));
        return `Stored media ${media.media_id} (${media.content_type}, ${media.width}x${media.height}, ${media.bytes} bytes) at ${media.url}.`;
      };
    }
    case 'bulletin-frequency': {
      const location = Number(oneOf(kindWord, ['1', '2', '3'], 'location', fail));
      const frequency = Number(oneOf(rest[0], ['0', '1'], 'frequency', fail));
      return async (api) => {
        await api.call(operatorBulletinSettingCall, {
          site_id: siteId,
          display_location: location,
          display_frequency: frequency,
        });
        return `Notices of location ${location} on site ${siteId}: display_frequency ${frequency}.`;
      };
    }
    case 'customer-service': {
      const url = kindWord ?? fail('missing the link');
      return async (api) => {
        const result = await api.call(operatorCustomerServiceLinkCall, { site_id: siteId, url });
        return `Customer-service link of site ${result.site_id}: ${result.url}.`;
      };
    }
    case 'clean-cache':
      return async (api) => {
        await api.call(operatorCleanCacheCall, { site_id: siteId });
        return `Open pages of site ${siteId} told to drop their caches and reload.`;
      };
    default:
      return fail(`unknown content command: ${words.join(' ') || '(none)'}`);
  }
}
