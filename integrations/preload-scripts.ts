import type { ParsedPage } from './html/parsed-page.ts';
import { asPage } from './html/parsed-page.ts';
import { insertion, quotedValue, spliced, type Splice } from './html/splices.ts';

// The browser learns of each file a page's scripts and islands import only once the file
// importing it has arrived: on a phone's network, a round trip for each step of the chain
// before a member page draws the member's data or React takes a form over. After the build
// (integrations/finish-pages.ts), every page gets a <link rel="modulepreload"> in its head for
// each file its scripts and islands import (as the page-weight check finds them), so the
// browser asks for all of them at once while it reads the head.

const MARK = 'data-script-preload';

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
