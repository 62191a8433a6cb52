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

/** The shortest new password the reset form sends (the site's own rule; the spec sets none). */
export const NEW_PASSWORD_MIN_CHARS = 8;

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

/** The account number field's placeholder example (members-area §2). */
export const ACCOUNT_NO_PLACEHOLDER = 'ABC-1';

/** Booking type values (members-area §9) and the shift whose rent is the full-day rent. */
export const BOOKING_TYPE_HALL = 'Hall';
export const BOOKING_TYPE_CLUB_RESIDENCE = 'Club Residence';
export const FULL_DAY_SHIFT_HALL = 'Full Day';
export const FULL_DAY_SHIFT_OTHER = 'Day';
/** A room's rent label when it has no rent (members-area §9). */
export const NO_RENT_LABEL = 'N/A';

/** Booking status words (members-area §4): green, red, amber on screen. */
export const BOOKING_STATUS = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  pending: 'Pending',
} as const;

/** Payment state of a bill (members-area §4): due above 0, or not. */
export const PAYMENT_LABELS = { unpaid: 'Unpaid', paid: 'Paid' } as const;
export const PAYMENT_BADGES = { pending: 'PENDING', paid: 'PAID' } as const;

/** What a member page or sign-in screen says when the browser runs no JavaScript. */
export const NO_SCRIPT_TEXT =
  'This page needs JavaScript. Turn JavaScript on in your browser to use the members’ area.';
