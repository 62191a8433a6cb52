// The site's addresses, one named export each (so a browser bundle carries only those it
// uses); src/lib/routes.ts gathers them as `routes`. Ids are encoded as one path segment.

const segment = (id: string) => encodeURIComponent(id);

export const home = '/';
export const login = '/login';
export const forgotPassword = '/forgot-password';
export const submitOtp = '/submit-otp';
export const resetPassword = '/reset-password';
/** The sign-out page, where every Log Out link leads (src/pages/logout.astro). */
export const logOut = '/logout';
// The Club (public-area.md §2, menu 02).
export const clubHistory = '/club-history';
export const founderMembers = '/founder-members';
export const founderAdvisorMessage = '/founder-advisor-message';
export const founderPresidentMessage = '/founder-president-message';
export const guestRules = '/guest-rules';
export const dressCode = '/dress-code';
export const timing = '/timing';
// Committee (menu 03).
export const presidentMessage = '/current-president-message';
export const presentCommittee = '/present-ec';
export const formerCommittee = '/former-ec';
export const pastPresidents = '/past-presidents';
export const presentSubCommittee = '/present-sub-committee';
// Affiliation (menu 04).
export const affiliatedClubs = '/affiliated-clubs';
export const reciprocalAgreements = '/reciprocal-agreements';
export const publications = '/publications';
export const contact = '/contact';
export const privacy = '/privacy';
export const search = '/search';
export const featureDetails = '/feature-details';
/** The 'Under Construction' screen (public-area.md, The Club): where a menu entry points while
 * its page does not exist yet, so the menu never leads to 'Page not found'. */
export const underConstruction = '/under-construction';
/** The page the offline worker shows for a page it does not keep. */
export const offline = '/offline';
// The members' area (members-area.md §2).
export const election = '/election';
export const electionBoard = '/election-board';
export const electionAppealBoard = '/election-appeal-board';
export const presidentCandidateList = '/president-candidate-list';
export const ecCandidateList = '/ec-candidate-list';
export const electionLive = '/election-live';
export const electionCodeOfConduct = '/election-coc';
export const electionRules = '/election-rules';
export const electionSchedule = '/election-schedule';
export const electionFinalResult = '/election-final-result';
export const noticeList = '/notice-list';
/** The notice list's second address (members-area.md: /notice-list and /notice). */
export const notice = '/notice';
export const circularList = '/circular-list';
export const memberDirectory = '/member-directory';
export const employeeDirectory = '/employee-directory';
export const billingList = '/billing-list';
/** Where a booking's bill and invoice pages live (billingDetails, invoice). */
export const billing = '/billing';
export const updateProfile = '/update-profile';
export const news = '/news';
export const gallery = '/gallery';
export const events = '/event-calender';
export const facilities = '/facilities';
export const booking = '/booking';
export const bookingList = '/booking-list';
export const order = '/order';
export const cart = '/cart';
export const newsDetails = (id: string) => `/news-details/${segment(id)}`;
export const albumDetails = (id: string) => `/gallery-details/${segment(id)}`;
export const eventDetails = (id: string) => `/event-details/${segment(id)}`;
/** One event's calendar file ("Add to calendar"). */
export const eventCalendar = (id: string) => `/calendar/${segment(id)}.ics`;
/** A facility item's page (/facility/{parentId}/{childId}). */
export const facilityItem = (parentId: string, childId: string) =>
  `/facility/${segment(parentId)}/${segment(childId)}`;
/** A facility's details, at an item when one is given (/facility-details/{id}/{itemId}). */
export const facilityDetails = (id: string, itemId = '') =>
  `/facility-details/${segment(id)}/${itemId && segment(itemId)}`;
export const billingDetails = (bookingId: string) => `/billing/details/${segment(bookingId)}`;
export const invoice = (bookingId: string) => `/billing/invoice/${segment(bookingId)}`;
export const orderCategory = (categoryId: string) => `/order/${segment(categoryId)}`;
/** A Load More page's data, written by the build (news, gallery). */
export const listPageData = (list: 'news' | 'gallery', page: number) =>
  `/data/${list}/${page}.json`;
/** Page n of one news category's stories, written by the build (the news filter). */
export const newsCategoryData = (slug: string, page: number) =>
  `/data/news/category/${segment(slug)}/${page}.json`;
