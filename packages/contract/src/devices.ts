/** Client platform codes (SPEC section 9). */
export const PLATFORM = { desktop: 1, mobile: 2, app: 3, gesture: 4, finger: 5, wechat: 6, pwa: 7 } as const;
/** Device codes sent with demo and play requests (SPEC section 9). */
export const DEVICE = { desktop: 0, mobile: 1, app: 2 } as const;
/**
 * support_device codes for catalogue calls. The SPEC does not show this table; we use the platform codes of the
 * screens a game can run on: 1 desktop, 2 mobile, 3 app (docs/decisions/0004).
 */
export const SUPPORT_DEVICE = { desktop: 1, mobile: 2, app: 3 } as const;
export type SupportDevice = (typeof SUPPORT_DEVICE)[keyof typeof SUPPORT_DEVICE];

/** Banner use_type: 0 desktop, 1 small, 2 mobile (SPEC section 3). */
export const BANNER_USE_TYPE = { desktop: 0, small: 1, mobile: 2 } as const;
