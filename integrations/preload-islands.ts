import { asPage, type ParsedPage } from './html/parsed-page.ts';
import { insertion, quotedValue, spliced, type Splice } from './html/splices.ts';

// A page with islands learns of their files only when the island script runs, late in the
// page, and of each file's imports only when that file has arrived: a chain of round trips.
// After the build (integrations/finish-pages.ts), every such page gets a <link rel="modulepreload"> in its head for each
// file its islands and scripts load (as the page-weight check finds them), so the browser
// asks for all of them at once while it reads the head.

const MARK = 'data-island-preload';

/**
 * Whether a page has an island that starts at once (client:load). One that waits for idle
 * time (the login form, after its page's first paint) wants nothing preloaded: its files
 * would compete with the first paint.
 */
export const startsIslandsAtOnce = (html: string | ParsedPage) =>
  asPage(html).elements.some(
    (element) => element.name === 'astro-island' && element.attributes.client === 'load',
  );

/** The modulepreload links for `files` (site paths), before the page's </head>; none when the
 * page has them already or has no </head>. */
export function preloadSplices(page: ParsedPage, files: readonly string[]): Splice[] {
  const head = page.elements.find((element) => element.name === 'head' && element.closed);
  if (!head || files.length === 0) return [];
  if (page.elements.some((element) => Object.hasOwn(element.attributes, MARK))) return [];
  const links = files
    .map((file) => `<link rel="modulepreload" href=${quotedValue(file)} ${MARK}>`)
    .join('');
  return [insertion(head.closeStart, links)];
}

/** `html` with modulepreload links for `files` (site paths) before its </head>; once only. */
export const withPreloads = (html: string, files: readonly string[]): string =>
  spliced(html, preloadSplices(asPage(html), files));
