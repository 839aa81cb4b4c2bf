/** Business constants of the spec (section 9). Money is integer paise. */
export const SHIPPING_FEE_PAISE = 7500;
export const CURRENCY = 'INR';
export const PAYMENT_METHOD_LABEL = 'razorpay';

export const STORAGE_KEYS = { cart: 'canino_cart', user: 'canino_user' } as const;

export const TOAST_AUTO_CLOSE_MS = 2500;
export const RESET_SUCCESS_TOAST_MS = 10000;

export const LOADING_OVERLAY_MS = { short: 1000, long: 3000 } as const;

export const PRODUCT_CAROUSEL = {
  slidesPerView: 4,
  spaceBetween: 20,
  loopAbove: 4,
  autoplayMs: 3000,
  breakpoints: { 320: 1, 768: 2, 1024: 3, 1280: 4 },
} as const;

export const TESTIMONIAL_CAROUSEL = {
  slidesPerView: 3,
  loop: true,
  autoplayMs: 3000,
  breakpoints: { 320: 1, 768: 2, 1024: 3 },
} as const;

export const MIN_QUANTITY = 1;
/** Upper bound per cart line; stock may lower it further. */
export const MAX_QUANTITY = 99;

/**
 * The Terms & Conditions' version. Each account keeps the version its owner agreed to (at sign-up, or at a
 * login after the terms changed); the login form asks for the box again only when this is higher. Raise it
 * whenever the terms' text changes: a test compares the text with the fingerprint kept for this version.
 */
export const TERMS_VERSION = 1;

export const PET_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Photos a buyer may add to their review (the database's check says the same). */
export const MAX_REVIEW_PHOTOS = 3;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Id of the `<script type="application/json">` in which the server puts the API answers a page's first
 * paint needs, keyed by URL (`/admin/api/banner`); the web app's api-client uses each once.
 */
export const EMBEDDED_ANSWERS_ID = 'canino-api-answers';

/**
 * Id of the `<script type="application/json">` listing a server-drawn page's own code (a lazy page's
 * modules), which the web app preloads once the first screen is painted, not before it.
 */
export const PAGE_CODE_ID = 'canino-page-code';

/**
 * How a product's reviews can be sorted. Here rather than beside the review schemas: the product page's
 * review list needs only these, and importing them from the schema module would load zod with it.
 */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/**
 * The shop's days (today's sales, date filters, dates on screen and in exports) are India's days. A
 * constant without zod, so a page that only shows a date does not load the schemas.
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/**
 * The start of what the web app writes to the console when React could not hydrate a server-drawn page as
 * the server drew it (a mismatch): React draws that part afresh and the page still works, but the shop must
 * never ship one, so the browser tests fail on it (e2e/support/browser.ts).
 */
export const HYDRATION_ERROR = 'The first screen could not be hydrated as the server drew it:';
