/** Club history preview length in characters, before '...' (public-area §9). */
export const HISTORY_PREVIEW_CHARS = 800;

/** Home president message preview length in words (public-area §9). */
export const HOME_MESSAGE_PREVIEW_WORDS = 100;

/** Event calendar excerpt: characters 1 to 200 of the description (public-area §9). */
export const EVENT_EXCERPT_CHARS = 200;

/** Gallery albums per page, and thumbnails shown beyond an album's cover photo. */
export const GALLERY_PAGE_SIZE = 5;
export const GALLERY_THUMBNAILS = 4;

/** A gallery page with fewer albums than this is the last one. */
export const GALLERY_LAST_PAGE_BELOW = 5;

/** News per page, and the rule that ends Load More: a page with fewer than 5 items. */
export const NEWS_PAGE_SIZE = 6;
export const NEWS_LAST_PAGE_BELOW = 5;

/** The event calendar loads one page of this size. */
export const EVENT_LIST_SIZE = 100;

/** Publications load one page of this size, newest published first. */
export const PUBLICATIONS_SIZE = 100;

/** The one publication type visitors see. */
export const VISITOR_PUBLICATION_TYPE = 'Magazine';

/** Committee year options run from the current year minus 2 down to 2012. */
export const EARLIEST_COMMITTEE_YEAR = 2012;
export const LATEST_COMMITTEE_YEAR_OFFSET = 2;

/** The year the present sub-committee block is given (public-area §9). */
export const PRESENT_SUB_COMMITTEE_YEAR = 2023;

/** Designations shown in the committee's first row, matched exactly. */
export const LEADER_DESIGNATIONS = ['President', 'Chairman', 'Advisor'] as const;

/** The designation shown apart and larger on the home executive committee grid. */
export const PRESIDENT_DESIGNATION = 'President';

/** The `type` values of `club/members/get`. */
export const COMMITTEE_TYPES = {
  executive: 'Executive Committee',
  pastPresident: 'Past President',
  subCommittee: 'Present Sub-Committee',
  founder: 'Founder Member',
} as const;

/** The `messageFrom` values of `club/message/get`. */
export const MESSAGE_SENDERS = {
  president: 'President Message',
  founderAdvisor: 'Founder Advisor Message',
  founderPresident: 'Founder President Message',
} as const;

/** Height of the embedded PDF viewer on description pages, in px. */
export const PDF_VIEWER_HEIGHT = 600;
