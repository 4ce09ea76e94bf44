import { MEMBER_QUERY_ROOT } from '../../../lib/session.ts';

/**
 * Query keys of the site's content (promotions, pages, bulletins, register background). Every public key starts
 * with 'content' so that one realtime event can make all of it stale; the member's bulletins live under the member
 * root, so logging out forgets them.
 */
export const contentKeys = {
  all: ['content'] as const,
  promotions: (siteId: number, language: string, currency: string) =>
    [...contentKeys.all, 'promotions', siteId, language, currency] as const,
  promotion: (siteId: number, language: string, currency: string, id: number) =>
    [...contentKeys.all, 'promotion', siteId, language, currency, id] as const,
  pages: (siteId: number, language: string, kind: string) => [...contentKeys.all, 'pages', siteId, language, kind] as const,
  page: (siteId: number, language: string, id: number) => [...contentKeys.all, 'page', siteId, language, id] as const,
  visitorBulletins: (siteId: number, language: string, device: number) =>
    [...contentKeys.all, 'bulletins', siteId, language, device] as const,
  registerBackground: (siteId: number, template: string) =>
    [...contentKeys.all, 'register-background', siteId, template] as const,
  /** Member bulletins and the announcement history. */
  member: [MEMBER_QUERY_ROOT, 'content'] as const,
  /** Every member's pop-up notices, of any location: what a change of the member's state makes stale. */
  memberBulletinsAll: [MEMBER_QUERY_ROOT, 'content', 'bulletins'] as const,
  memberBulletins: (memberId: number, siteId: number, language: string, device: number, location: number) =>
    [...contentKeys.member, 'bulletins', memberId, siteId, language, device, location] as const,
  bulletinHistory: (memberId: number, siteId: number, language: string, device: number, page: number) =>
    [...contentKeys.member, 'history', memberId, siteId, language, device, page] as const,
};
