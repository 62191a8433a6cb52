/** Home slider autoplay (public-area §9). */
export const SLIDER_AUTOPLAY_MS = 4000;

/** Home facilities carousel autoplay (public-area §9). */
export const FACILITIES_AUTOPLAY_MS = 2000;

/** Slides per view of the facilities carousel, keyed by minimum viewport width in px. */
export const FACILITIES_CAROUSEL_BREAKPOINTS = {
  0: { slidesPerView: 1 },
  640: { slidesPerView: 2 },
  768: { slidesPerView: 3 },
} as const;

/** How long a submit result message box stays (public-area §9: 1.5 s). */
export const MESSAGE_BOX_MS = 1500;

/** Delay before the contact form sends the visitor home (public-area §9: 3 s). */
export const REDIRECT_MS = 3000;

/** How long fetched data stays fresh in the browser cache (public-area §9: 5 minutes). */
export const CACHE_TTL_MS = 5 * 60 * 1000;

/** Retries of a failed idempotent call (public-area §9: 3, React Query's default). */
export const RETRY_COUNT = 3;

/** First retry delay; each further retry doubles it (React Query's default back-off). */
export const RETRY_BASE_DELAY_MS = 1000;

/** Longest wait between two retries (public-area §9: up to 30 s). */
export const RETRY_MAX_DELAY_MS = 30_000;

/** A call that has not answered after this long is given up (the spec names no limit). */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * A member page's call unanswered this long (or failed and being tried again) is shown as
 * waiting on the club server: the member learns within about 5 s that the page keeps trying.
 */
export const SERVER_WAIT_NOTICE_MS = 3000;

/** Quiet time after the last keystroke before a list search is sent (fast typing: one call). */
export const SEARCH_DEBOUNCE_MS = 300;
