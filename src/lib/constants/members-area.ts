/** Booking list page size; the next page loads at the 7th card from the end. */
export const BOOKING_PAGE_SIZE = 10;
export const BOOKING_NEXT_PAGE_TRIGGER_FROM_END = 7;

/** Directory page sizes (members-area §9). */
export const MEMBER_DIRECTORY_PAGE_SIZE = 25;
export const EMPLOYEE_DIRECTORY_PAGE_SIZE = 10;

/** Notice and circular list sizes, and their body preview length in characters. */
export const NOTICE_LIST_SIZE = 5;
export const CIRCULAR_LIST_SIZE = 10;
export const NOTICE_PREVIEW_CHARS = 150;

/** One-time code length, and the masked number's visible head and tail of 11 digits. */
export const OTP_LENGTH = 4;
export const MOBILE_DIGITS = 11;
export const MASKED_MOBILE_HEAD = 4;
export const MASKED_MOBILE_TAIL = 3;

/**
 * The fixed `hashCode` the old app sent with `login-with-otp` (an SMS-retriever app hash on
 * the provider's side; a website has none, so any fixed value the provider accepts will do).
 */
export const OTP_HASH_CODE = 'club-website';

/** New booking defaults (members-area §3). */
export const DEFAULT_PAYMENT_MODE = 'Credit';
export const DEFAULT_ADVANCE_PAYMENT_AMOUNT = '0';

/** Ordering service fixed values: cart fallback kitchen, food status, special instruction. */
export const FALLBACK_KITCHEN_ID = '1';
export const ORDER_FOOD_STATUS = '1';
export const ORDER_SPECIAL_INSTRUCTION = 0;

/** First option of the member directory's membership-type dropdown (means: any type). */
export const MEMBERSHIP_TYPES_OPTION = 'Membership Types';

/** Election board types, candidate types and content pages. */
export const BOARD_TYPES = ['Election Board', 'Appeal Board'] as const;
export const CANDIDATE_TYPES = ['President', 'Executive Committee'] as const;
export const ELECTION_CONTENT = ['code-of-conduct', 'rules', 'schedule', 'final-result'] as const;
