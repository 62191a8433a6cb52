import { mainMenu, UNDER_CONSTRUCTION_PATH } from './menu.ts';

// members-area.md §2: every logged-in menu item and these routes need a signed-in member;
// the sign-in screens (§2, Login) are for visitors on their way in. Neither belongs in the
// sitemap, and neither is a public page for the page-weight budget.

/** The routes (and everything under them) that need a signed-in member. */
export const memberRoutes: readonly string[] = [
  ...mainMenu
    .filter((item) => item.membersOnly)
    .flatMap((item) => [item.path, ...item.children.filter((c) => !c.external).map((c) => c.path)]),
  '/notice',
  '/booking',
  '/update-profile',
  '/order',
  '/cart',
  '/billing',
];
const signInRoutes = ['/login', '/forgot-password', '/submit-otp', '/reset-password'];

const under = (pathname: string, route: string) =>
  pathname === route || pathname.startsWith(`${route}/`);

/** `pathname` as a route: no index.html or .html, no trailing '/' (but the home page's). */
function routeOf(pathname: string): string {
  const path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '') || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether `pathname` ('/news', '/billing/details/', …) is a page of the public area, as
 * opposed to a member page or a sign-in screen. */
export function isPublicPage(pathname: string): boolean {
  const bare = routeOf(pathname);
  return ![...memberRoutes, ...signInRoutes].some((route) => under(bare, route));
}

/** Whether `pathname` is a member page (a signed-in member's; not a sign-in screen). */
export function isMemberPage(pathname: string): boolean {
  const bare = routeOf(pathname);
  return memberRoutes.some((route) => under(bare, route));
}

// Public pages that are no page to be found by: the placeholder screen, and the page the
// offline worker shows.
const notInSitemap = [UNDER_CONSTRUCTION_PATH, '/offline'];

/** The sitemap's filter (@astrojs/sitemap passes each page's full URL). */
export function inSitemap(pageUrl: string): boolean {
  const { pathname } = new URL(pageUrl);
  const bare = pathname.replace(/\/+$/, '');
  return isPublicPage(pathname) && !notInSitemap.some((route) => under(bare, route));
}
