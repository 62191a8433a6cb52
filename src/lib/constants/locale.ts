/** Dates and numbers are written the Bangladeshi English way (both specs: "en-BD"). */
export const CLUB_LOCALE = 'en-BD';

/**
 * The club's time zone. Dates are formatted in it so the build machine (often UTC) and a
 * member's browser write the same day for the same instant.
 */
export const CLUB_TIME_ZONE = 'Asia/Dhaka';

/** The currency symbol (BDT). */
export const TAKA_SIGN = '৳';
