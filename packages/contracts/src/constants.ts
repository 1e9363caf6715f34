/** Business constants and limits of spec §9, shared by server and web. */

export const PRODUCT_NAME = "Paraph";

export const SESSION_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const PAGE_FETCH_RETRY = { maxAttempts: 10, initialDelayMs: 100, maxDelayMs: 5000, nonNumericDelayMs: 1000 } as const;
export const RELOAD_GUARD_MS = 10_000;
export const CHUNK_LOAD_MAX_RELOADS = 2;

export const SIGNATURE_STATUS_POLL_MS = 5000;
export const MAINTENANCE_POLL_MS = 60_000;
export const MAINTENANCE_FAILURES_BEFORE_REPORT = 5;
/** Staff who carry this cookie keep using the app during blocking maintenance. */
export const MAINTENANCE_BYPASS_COOKIE = "paraph_staff";
export const SERVER_TIME_REFRESH_MIN_MS = 2000;

export const REDIRECT_TIMEOUT = { defaultSeconds: 45, minSeconds: 10, maxSeconds: 90 } as const;

export const VIEW_COOKIE_MAX_AGE_DAYS = 365;
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_RENDER_SCALE = 100;
export const DEFAULT_SIGNING_LANGUAGE = "en";
export const DEFAULT_SIGNER_GROUP_LIMITS = { maxGroups: 0, maxParticipants: 0 } as const;
export const DEFAULT_VISUAL_SIGNATURE_SIZE = { width: 300, height: 140 } as const;

export const SNACKBAR = { defaultDurationMs: 3000, indefinite: -1, swipeDismissPx: 50 } as const;
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export const TOOLTIP_DELAY_MS = 150;
export const OVERLAY_Z_INDEX = 1900;
export const TOUCH_RIPPLE_DELAY_MS = 80;

export const IMAGE_PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const;
export const IMAGE_DEFAULT_FORMAT = "webp";
export const IMAGE_DENSITIES = [1, 2] as const;
