import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { elementsNamed, parsePage } from '../integrations/html/parsed-page.ts';
import { memberShellFor } from '../src/lib/member-shells.ts';
import { isPublicPage } from '../src/lib/public-pages.ts';

// One page of each template the bench measures, found in the built site: a detail page is
// the first one its listing links to (what a visitor opens first), else the first built.

export interface BenchPage {
  template: string;
  path: string;
  publicPage: boolean;
  /** False when the page asks search engines not to index it (robots noindex). */
  indexed: boolean;
}

interface TemplateSpec {
  template: string;
  /** A fixed path, or a detail route: its prefix, the listing that links to it, its depth. */
  path?: string;
  detail?: { prefix: string; listing: string; depth: number };
}

const specs: TemplateSpec[] = [
  { template: 'home', path: '/' },
  { template: 'club-history', path: '/club-history' },
  { template: 'club-message', path: '/current-president-message' },
  { template: 'club-document', path: '/guest-rules' },
  { template: 'founder-members', path: '/founder-members' },
  { template: 'privacy', path: '/privacy' },
  { template: 'committee', path: '/present-ec' },
  { template: 'sub-committee', path: '/present-sub-committee' },
  { template: 'affiliated-clubs', path: '/affiliated-clubs' },
  { template: 'contact', path: '/contact' },
  { template: 'events', path: '/event-calender' },
  {
    template: 'event-details',
    detail: { prefix: '/event-details/', listing: '/event-calender', depth: 1 },
  },
  { template: 'facilities', path: '/facilities' },
  {
    template: 'facility-overview',
    detail: { prefix: '/facility-details/', listing: '/facilities', depth: 1 },
  },
  { template: 'facility', detail: { prefix: '/facility/', listing: '/facilities', depth: 2 } },
  { template: 'gallery', path: '/gallery' },
  {
    template: 'gallery-details',
    detail: { prefix: '/gallery-details/', listing: '/gallery', depth: 1 },
  },
  { template: 'news', path: '/news' },
  { template: 'news-details', detail: { prefix: '/news-details/', listing: '/news', depth: 1 } },
  { template: 'publications', path: '/publications' },
  { template: 'search', path: '/search' },
  { template: 'login', path: '/login' },
];

const htmlOf = (site: string, path: string) => join(site, path, 'index.html');

/** The first built page `depth` folders under `prefix` (sorted), or null. */
function firstBuilt(site: string, prefix: string, depth: number): string | null {
  let path = prefix;
  for (let level = 0; level < depth; level++) {
    const dir = join(site, path);
    if (!existsSync(dir)) return null;
    const next = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()[0];
    if (!next) return null;
    path += next + (level < depth - 1 ? '/' : '');
  }
  return existsSync(htmlOf(site, path)) ? path : null;
}

/** The first link `depth` folders under `prefix` in the listing that leads to a built page. */
function firstLinked(site: string, listing: string, prefix: string, depth: number): string | null {
  const file = htmlOf(site, listing);
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  for (const { attributes } of parsePage(html).elements) {
    const href = attributes.href;
    if (!href || /[#?]/.test(href)) continue;
    const path = href.replace(/\/$/, '');
    const folders = path.slice(prefix.length).split('/').filter(Boolean).length;
    if (path.startsWith(prefix) && folders === depth && existsSync(htmlOf(site, path))) return path;
  }
  return null;
}

/** Whether a built page asks not to be indexed (<meta name="robots" content="noindex">). */
export function isNoindex(html: string): boolean {
  return elementsNamed(parsePage(html), 'meta').some(
    ({ attributes }) =>
      attributes.name?.toLowerCase() === 'robots' && /\bnoindex\b/i.test(attributes.content ?? ''),
  );
}

/**
 * The pages to measure, in a fixed order (only `only`'s templates when given); throws naming
 * a template the build lacks, or an unknown template in `only`.
 */
export function benchPages(site: string, only?: readonly string[]): BenchPage[] {
  const unknown = only?.filter((name) => !specs.some((spec) => spec.template === name)) ?? [];
  if (unknown.length > 0)
    throw new Error(
      `No such template: ${unknown.join(', ')} (known: ${specs.map((s) => s.template).join(', ')}).`,
    );
  const chosen = only ? specs.filter((spec) => only.includes(spec.template)) : specs;
  return chosen.map(({ template, path, detail }) => {
    const found = detail
      ? (firstLinked(site, detail.listing, detail.prefix, detail.depth) ??
        firstBuilt(site, detail.prefix, detail.depth))
      : path!;
    if (!found || !existsSync(htmlOf(site, found)))
      throw new Error(
        `The build has no page for the ${template} template (${path ?? detail?.prefix}).`,
      );
    const indexed = !isNoindex(readFileSync(htmlOf(site, found), 'utf8'));
    return { template, path: found, publicPage: isPublicPage(found), indexed };
  });
}

/** A member template the bench measures signed in as the demo member. */
export interface MemberBenchPage {
  template: string;
  path: string;
  /** The pages the member comes through, in order, loaded first in the same context and tab,
   * so the page finds the site's files in the cache and its scripts compiled as the member's
   * way there leaves them: /login, where every member signs in (a React island, the same React
   * file), then the page a member can only come from (its data is what that page left in
   * storage). */
  via: string[];
}

/** Where every member signs in: the first page of every member page's way there. */
export const SIGN_IN_PAGE = '/login';

/**
 * One page of every member template and sign-in screen, measured signed in (Lighthouse,
 * page weight, requests, modules), each reached from /login. Pages with an id in their path
 * take the demo member's first booking and the first menu category.
 */
export function memberPages(ids: { bookingId: string; categoryId: string }): MemberBenchPage[] {
  const category = `/order/${encodeURIComponent(ids.categoryId)}`;
  const pages: { template: string; path: string; from?: string }[] = [
    { template: 'member-directory', path: '/member-directory' },
    { template: 'employee-directory', path: '/employee-directory' },
    { template: 'notice-list', path: '/notice-list' },
    { template: 'circular-list', path: '/circular-list' },
    { template: 'booking-list', path: '/booking-list' },
    { template: 'booking', path: '/booking' },
    { template: 'billing-list', path: '/billing-list' },
    { template: 'billing-details', path: `/billing/details/${encodeURIComponent(ids.bookingId)}` },
    { template: 'billing-invoice', path: `/billing/invoice/${encodeURIComponent(ids.bookingId)}` },
    { template: 'order', path: '/order' },
    { template: 'food-menu', path: category, from: '/order' },
    { template: 'cart', path: '/cart', from: category },
    { template: 'update-profile', path: '/update-profile' },
    { template: 'election', path: '/election' },
    { template: 'election-board', path: '/election-board' },
    { template: 'candidate-list', path: '/president-candidate-list' },
    { template: 'election-document', path: '/election-rules' },
    { template: 'election-live', path: '/election-live' },
    { template: 'forgot-password', path: '/forgot-password' },
    { template: 'submit-otp', path: '/submit-otp' },
    { template: 'reset-password', path: '/reset-password' },
  ];
  return pages.map(({ template, path, from }) => ({
    template,
    path,
    via: [SIGN_IN_PAGE, ...(from ? [from] : [])],
  }));
}

/** The built page that serves a member path (an id route is served by its shell). */
export function memberShellOf(path: string): string {
  return memberShellFor(path) ?? path;
}
