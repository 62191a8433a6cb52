import type { Facility } from './schemas/facilities.ts';
import { safeNextPath } from './navigation/safe-next-path.ts';

// Every internal address the site builds, in one place: ids are encoded as one path segment,
// and a page's address changes here only.

const segment = (id: string) => encodeURIComponent(id);

/** The site's addresses: fixed pages, and builders for the pages of one record. */
export const routes = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  submitOtp: '/submit-otp',
  resetPassword: '/reset-password',
  /** The sign-out page, where every Log Out link leads (src/pages/logout.astro). */
  logOut: '/logout',
  // The Club (public-area.md §2, menu 02).
  clubHistory: '/club-history',
  founderMembers: '/founder-members',
  founderAdvisorMessage: '/founder-advisor-message',
  founderPresidentMessage: '/founder-president-message',
  guestRules: '/guest-rules',
  dressCode: '/dress-code',
  timing: '/timing',
  // Committee (menu 03).
  presidentMessage: '/current-president-message',
  presentCommittee: '/present-ec',
  formerCommittee: '/former-ec',
  pastPresidents: '/past-presidents',
  presentSubCommittee: '/present-sub-committee',
  // Affiliation (menu 04).
  affiliatedClubs: '/affiliated-clubs',
  reciprocalAgreements: '/reciprocal-agreements',
  publications: '/publications',
  contact: '/contact',
  privacy: '/privacy',
  search: '/search',
  featureDetails: '/feature-details',
  /** The 'Under Construction' screen (public-area.md, The Club): where a menu entry points while
   * its page does not exist yet, so the menu never leads to 'Page not found'. */
  underConstruction: '/under-construction',
  /** The page the offline worker shows for a page it does not keep. */
  offline: '/offline',
  // The members' area (members-area.md §2).
  election: '/election',
  electionBoard: '/election-board',
  electionAppealBoard: '/election-appeal-board',
  presidentCandidateList: '/president-candidate-list',
  ecCandidateList: '/ec-candidate-list',
  electionLive: '/election-live',
  electionCodeOfConduct: '/election-coc',
  electionRules: '/election-rules',
  electionSchedule: '/election-schedule',
  electionFinalResult: '/election-final-result',
  noticeList: '/notice-list',
  /** The notice list's second address (members-area.md: /notice-list and /notice). */
  notice: '/notice',
  circularList: '/circular-list',
  memberDirectory: '/member-directory',
  employeeDirectory: '/employee-directory',
  billingList: '/billing-list',
  /** Where a booking's bill and invoice pages live (billingDetails, invoice). */
  billing: '/billing',
  updateProfile: '/update-profile',
  news: '/news',
  gallery: '/gallery',
  events: '/event-calender',
  facilities: '/facilities',
  booking: '/booking',
  bookingList: '/booking-list',
  order: '/order',
  cart: '/cart',
  newsDetails: (id: string) => `/news-details/${segment(id)}`,
  albumDetails: (id: string) => `/gallery-details/${segment(id)}`,
  eventDetails: (id: string) => `/event-details/${segment(id)}`,
  /** One event's calendar file ("Add to calendar"). */
  eventCalendar: (id: string) => `/calendar/${segment(id)}.ics`,
  /** A facility item's page (/facility/{parentId}/{childId}). */
  facilityItem: (parentId: string, childId: string) =>
    `/facility/${segment(parentId)}/${segment(childId)}`,
  /** A facility's details, at an item when one is given (/facility-details/{id}/{itemId}). */
  facilityDetails: (id: string, itemId = '') =>
    `/facility-details/${segment(id)}/${itemId && segment(itemId)}`,
  billingDetails: (bookingId: string) => `/billing/details/${segment(bookingId)}`,
  invoice: (bookingId: string) => `/billing/invoice/${segment(bookingId)}`,
  orderCategory: (categoryId: string) => `/order/${segment(categoryId)}`,
  /** A Load More page's data, written by the build (news, gallery). */
  listPageData: (list: 'news' | 'gallery', page: number) => `/data/${list}/${page}.json`,
  /** Page n of one news category's stories, written by the build (the news filter). */
  newsCategoryData: (slug: string, page: number) =>
    `/data/news/category/${segment(slug)}/${page}.json`,
} as const;

/** The login page address that brings the member back to `next` (a same-site path). */
export function loginPath(next?: string | null): string {
  const target = safeNextPath(next);
  return target === '/' ? routes.login : `${routes.login}?next=${segment(target)}`;
}

type LinkedFacility = Pick<Facility, '_id' | 'type'> & { items: readonly { _id: string }[] };

// The spec's table (public-area §2, Facilities); `service` is off for the home carousel.
function facilityTarget(facility: LinkedFacility, withService: boolean): string | null {
  const id = facility._id;
  const first = facility.items[0]?._id;
  switch (facility.type.trim()) {
    case 'Restaurant':
      return `/food-beverages/${segment(id)}`;
    case 'Sports':
      return `/sports/${segment(id)}`;
    case 'Booking':
      return routes.booking;
    case 'Others':
      return first ? routes.facilityDetails(id, first) : null;
    case 'Service':
      return withService ? `/service/${segment(id)}` : routes.facilityDetails(id, first);
    default:
      return routes.facilityDetails(id);
  }
}

/** Where a facilities tile goes; null for Others without items (the tile links nowhere). */
export function facilityLink(facility: LinkedFacility): string | null {
  return facilityTarget(facility, true);
}

/** Where a home carousel slide goes: as `facilityLink`, but Service takes the last row's rule
 * with the first item (/facility-details/{id}/{firstItemId}). */
export function carouselFacilityLink(facility: LinkedFacility): string | null {
  return facilityTarget(facility, false);
}
