import * as calls from '@casino/contract/calls/content-calls.ts';
import type { CallDefinition } from '@casino/contract/define-call.ts';
import type { z } from 'zod';
import { cleanSiteCaches } from '../content/clean-site-caches.ts';
import type { ContentDeskContext } from '../content/content-change.ts';
import { requireContentRight } from '../content/content-permissions.ts';
import { deleteContentItem } from '../content/delete-content-item.ts';
import { listContentItems } from '../content/list-content-items.ts';
import { orderContentItems } from '../content/order-content-items.ts';
import { saveBanner } from '../content/save-banner.ts';
import { saveBulletin } from '../content/save-bulletin.ts';
import { saveBulletinSetting } from '../content/save-bulletin-setting.ts';
import { saveContentModel } from '../content/save-content-model.ts';
import { saveCustomerServiceLink } from '../content/save-customer-service-link.ts';
import { saveLogo } from '../content/save-logo.ts';
import { saveMarquee } from '../content/save-marquee.ts';
import { savePage } from '../content/save-page.ts';
import { savePromotion } from '../content/save-promotion.ts';
import { savePromotionCategory } from '../content/save-promotion-category.ts';
import { saveRegisterBackground } from '../content/save-register-background.ts';
import { saveSiteLink } from '../content/save-site-link.ts';
import { setContentVisibility } from '../content/set-content-visibility.ts';
import type { CallRegistrar, OperatorCallContext } from '../http/register-call.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';

/** The operator content desk (/api/operator/content/...); each call checks the role. */
export function registerOperatorContentRoutes(
  registerCallFor: CallRegistrar,
  ctx: ContentDeskContext & { cache: Pick<ResponseCache, 'dropPaths' | 'clear'> },
): void {
  /** A desk call that changes content: admins only; the use-case audits and announces it. */
  const manage = <C extends CallDefinition>(
    call: C,
    useCase: (
      c: typeof ctx,
      operator: OperatorSession,
      body: z.output<C['request']>,
      ip: string,
    ) => Promise<z.input<C['response']>>,
  ) =>
    registerCallFor(call, (async ({ operator, body, request }: OperatorCallContext<C['request']>) => {
      requireContentRight(operator, 'manage');
      return useCase(ctx, operator, body, request.ip);
    }) as never);

  manage(calls.operatorBulletinSaveCall, saveBulletin);
  manage(calls.operatorPromotionSaveCall, savePromotion);
  manage(calls.operatorPromotionCategorySaveCall, savePromotionCategory);
  manage(calls.operatorPageSaveCall, savePage);
  manage(calls.operatorRegisterBackgroundSaveCall, saveRegisterBackground);
  manage(calls.operatorContentModelSaveCall, saveContentModel);
  manage(calls.operatorBannerSaveCall, saveBanner);
  manage(calls.operatorMarqueeSaveCall, saveMarquee);
  manage(calls.operatorSiteLinkSaveCall, saveSiteLink);
  manage(calls.operatorLogoSaveCall, saveLogo);
  manage(calls.operatorBulletinSettingCall, saveBulletinSetting);
  manage(calls.operatorCustomerServiceLinkCall, saveCustomerServiceLink);
  manage(calls.operatorContentDeleteCall, deleteContentItem);
  manage(calls.operatorContentVisibilityCall, setContentVisibility);
  manage(calls.operatorContentOrderCall, orderContentItems);

  registerCallFor(calls.operatorContentListCall, async ({ operator, body }) => {
    requireContentRight(operator, 'read');
    return { kind: body.kind, list: await listContentItems(ctx.db, body.site_id, body.kind) };
  });

  registerCallFor(calls.operatorCleanCacheCall, async ({ operator, body, request }) => {
    requireContentRight(operator, 'manage');
    return cleanSiteCaches(ctx, operator, body.site_id, request.ip);
  });
}
