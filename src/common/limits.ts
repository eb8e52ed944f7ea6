/** Account limits (DECISIONS.md 'Accounts, sessions, roles'; spec 1 §9). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 24;
export const USERNAME_PATTERN = '^[A-Za-z0-9_-]+$';
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;

/** Forum limits (DECISIONS.md 'Forum'). */
export const THREAD_TITLE_MAX = 150;
export const POST_TEXT_MAX = 50_000;
export const REPORT_REASON_MAX = 1_000;

/**
 * Uploaded images (issue 15): more pixels than this is refused from the header, before decoding,
 * whatever the file's size (a small PNG can claim 30,000 × 30,000 and decode to gigabytes).
 */
export const IMAGE_MAX_PIXELS = 16_000_000;

/** Search (spec 1 §5, §9; spec 2 §9). */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_CACHE_MS = 2 * 60 * 1000;
export const SEARCH_PAGE_SIZE = 20;
/**
 * Results are the newest this-many visible matches of each kind, ranked best first; counts stop here
 * and read '1000+'. A forum-wide word matches hundreds of thousands of posts, and ranking them all
 * would make every search slow; nobody pages past the 50th page of a search.
 */
export const SEARCH_RESULT_LIMIT = 1_000;

/** Session lifetimes (DECISIONS.md). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Client timings (spec 1 §9). */
export const SESSION_RECHECK_MS = 5 * 60 * 1000;
export const SESSION_FIRST_CHECK_MS = 500;
export const WHOAMI_CACHE_MS = 28_800_000;

/**
 * A cookie the server sets beside the HttpOnly session cookie, with its lifetime, readable by the
 * page: the web app restores a member's stored whoami only while it is there. It grants nothing.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/** The id of the JSON data block in which the server answers a page's first question (whoami). */
export const PRELOAD_ELEMENT_ID = 'cito-preload';
export const STATUS_MESSAGE_MS = 3_000;
export const CACHE_VERSION = '1.0.0';

/** New-account balances (DECISIONS.md 'Shop, wardrobe, avatar'). */
export const STARTING_COINS = 500;
export const STARTING_GEMS = 10;
