import { mainMenu } from './menu.ts';
import { isPageId } from './page-id.ts';
import { routes } from './routes.ts';

// members-area.md §2: every logged-in menu item and these routes need a signed-in member;
// the sign-in screens (§2, Login) are for visitors on their way in, the sign-out page for
// members on their way out. None belongs in the sitemap, and none is a public page for the
// page-weight budget.

/** The routes (and everything under them) that need a signed-in member. */
export const memberRoutes: readonly string[] = [
  ...mainMenu
    .filter((item) => item.membersOnly)
    .flatMap((item) => [item.path, ...item.children.filter((c) => !c.external).map((c) => c.path)]),
  routes.notice,
  routes.booking,
  routes.updateProfile,
  routes.order,
  routes.cart,
  routes.billing,
];
const sessionRoutes = [
  routes.login,
  routes.forgotPassword,
  routes.submitOtp,
  routes.resetPassword,
  routes.logOut,
];

const under = (pathname: string, route: string) =>
  pathname === route || pathname.startsWith(`${route}/`);

/** `pathname` as a route: no index.html or .html, no trailing '/' (but the home page's). */
function routeOf(pathname: string): string {
  const path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '') || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether `pathname` ('/news', '/billing/details/', …) is a page of the public area, as
 * opposed to a member page, a sign-in screen or the sign-out page. */
export function isPublicPage(pathname: string): boolean {
  const bare = routeOf(pathname);
  return ![...memberRoutes, ...sessionRoutes].some((route) => under(bare, route));
}

/** Whether `pathname` is a member page (a signed-in member's; not a sign-in screen). */
export function isMemberPage(pathname: string): boolean {
  const bare = routeOf(pathname);
  return memberRoutes.some((route) => under(bare, route));
}

// Public pages that are no page to be found by: the placeholder screen, and the page the
// offline worker shows.
const notInSitemap = [routes.underConstruction, routes.offline];

/** The sitemap's filter (@astrojs/sitemap passes each page's full URL). */
export function inSitemap(pageUrl: string): boolean {
  const { pathname } = new URL(pageUrl);
  const bare = pathname.replace(/\/+$/, '');
  return isPublicPage(pathname) && !notInSitemap.some((route) => under(bare, route));
}

// The public pages the build makes (src/pages; tests/unit/public-pages.test.ts keeps the two
// in step): fixed addresses, and the shapes of record pages, whose ids are one segment each
// that the page-id rule allows. The offline worker keeps these and nothing else.
const fixedPublicPages = new Set<string>([
  routes.home,
  routes.affiliatedClubs,
  routes.clubHistory,
  routes.contact,
  routes.presidentMessage,
  routes.dressCode,
  routes.events,
  routes.facilities,
  routes.featureDetails,
  routes.formerCommittee,
  routes.founderAdvisorMessage,
  routes.founderMembers,
  routes.founderPresidentMessage,
  routes.gallery,
  routes.guestRules,
  routes.news,
  routes.offline,
  routes.pastPresidents,
  routes.presentCommittee,
  routes.presentSubCommittee,
  routes.privacy,
  routes.publications,
  routes.reciprocalAgreements,
  routes.search,
  routes.timing,
  routes.underConstruction,
]);
/** Record pages by their first segment: how many id segments follow it. */
const recordPages = new Map([
  ['event-details', [1]],
  ['facility', [2]],
  ['facility-details', [1, 2]],
  ['food-beverages', [1]],
  ['gallery-details', [1]],
  ['news-details', [1]],
  ['service', [1]],
  ['sports', [1]],
]);

/** `pathname` as sent (still encoded) made readable, or null when it does not decode. */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * Whether `pathname`, as a request sends it (still encoded), is one of the public pages the
 * build makes: read on its decoded form ('/%62illing-list/' is '/billing-list/'), so no
 * other spelling of a member page, the admin page, an API call behind the same host or any
 * address the build did not make passes. The offline worker keeps only these.
 */
export function isBuiltPublicPage(pathname: string): boolean {
  const decoded = decodedPath(pathname);
  if (decoded === null || !decoded.startsWith('/')) return false;
  const route = routeOf(decoded);
  if (!isPublicPage(route)) return false;
  if (fixedPublicPages.has(route)) return true;
  const [section = '', ...ids] = route.slice(1).split('/');
  return Boolean(recordPages.get(section)?.includes(ids.length)) && ids.every(isPageId);
}
