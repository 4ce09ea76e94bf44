/** Business constants and limits of SPEC section 9. Durations in milliseconds unless named otherwise. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const TOAST_DURATION_MS = 3_000;
export const TOAST_OFFSET = 16;
export const SETTINGS_FAILURE_TOAST_MS = 5_000;
export const QUIT_STATUS_CLEAR_MS = 30_000;
export const BALANCE_BACK_COOLDOWN_MS = 10_000;
export const POPUP_POLL_MS = 500;
export const REALTIME_WAIT_BEFORE_PLAY_MS = 2_000;
export const QUIT_GAME_STEP_DELAY_MS = 300;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const RESIZE_DEBOUNCE_MS = 1_000;

export const JACKPOT_INTEGER_DIGITS = 10;
export const PLATFORM_DESCRIPTION_MAX_NAMES = 15;

export const DESKTOP_BREAKPOINT_PX = 992;
export const DESKTOP_POPUP = { width: 1500, height: 800 } as const;

export const LETTER_PAGE_SIZE = 50;

export const ACCOUNT_LENGTH = { min: 6, max: 12 } as const;
export const PASSWORD_LENGTH = { min: 6, max: 12 } as const;
export const WITHDRAW_PASSWORD_DIGITS = 4;
export const CONTACT_HANDLE_LENGTH = { min: 5, max: 50 } as const;
export const PHONE_VERIFY_CODE_DIGITS = 6;
export const VND_PHONE_DIGITS = 10;

export const SMS_RESEND_COUNTDOWN_S = 300;
export const FORGOT_PASSWORD_SMS_TIMER_S = 300;
export const RED_ENVELOPE_REFETCH_MS = 3_000;
export const DOUBLE_VALIDATION_QUESTIONS = 3;
export const CAPTCHA_WAIT_AFTER_101_MS = 1_000;

export const AGENT_DOMAIN_COOKIE_DAYS = 1;
export const LANGUAGE_COOKIE_MAX_AGE_S = 31_536_000;
export const FACEBOOK_BROWSER_ID_MAX_AGE_S = 7_776_000;
export const I18N_REDIRECTED_COOKIE_DAYS = 365;

/** Where the realtime endpoint listens, on the same origin as the site. */
export const REALTIME_PATH = '/socket.io';
export const REALTIME_RECONNECT_DELAY_MS = 1_000;
export const REALTIME_RECONNECT_DELAY_MAX_MS = 5_000;
export const REALTIME_CONNECT_TIMEOUT_MS = 20_000;

export const DEFAULT_TIMEZONE = 'America/Caracas';
export const BADGE_MAX = 99;
export const ICON_FETCH_TIMEOUT_MS = 5_000;
export const ICON_URL_MAX_LENGTH = 500;

/** Demo play is limited to these providers (SPEC section 5). */
export const DEMO_PROVIDER_CODES = ['GPR8', 'GPJD', 'GPFC', 'GPJL'] as const;
