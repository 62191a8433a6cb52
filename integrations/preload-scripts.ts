import { AFTER_PAINT_TEMPLATE } from '../src/lib/after-paint.ts';
import type { ParsedPage } from './html/parsed-page.ts';
import { asPage } from './html/parsed-page.ts';
import { insertion, quotedValue, spliced, type Splice } from './html/splices.ts';

// A member page's script starts its first call, but the browser learns of each file that
// script imports only once the file importing it has arrived: a chain of round trips before
// the call can go. After the build (integrations/finish-pages.ts), every member page gets a
// <link rel="modulepreload"> in its head for each file its scripts import (as the page-weight
// check finds them), so the browser asks for all of them at once while it reads the head.
// Not its islands' files: those wait for the first paint and the member's data
// (src/lib/painted-islands.ts), and fetched earlier they would compete with both. On a page
// whose first screen is all in its HTML (PAINT_FIRST_MARK), the scripts themselves wait for
// that paint: the links wait with them, in a <template data-after-paint> their loader puts in
// place before it imports them.

const MARK = 'data-script-preload';

/** The modulepreload links for `files` (site paths), before the page's </head> (`waiting`: in
 * an after-paint template); none when the page has them already or has no </head>. */
export function preloadSplices(
  page: ParsedPage,
  files: readonly string[],
  { waiting = false } = {},
): Splice[] {
  const head = page.elements.find((element) => element.name === 'head' && element.closed);
  if (!head || files.length === 0) return [];
  if (page.elements.some((element) => Object.hasOwn(element.attributes, MARK))) return [];
  const links = files
    .map((file) => `<link rel="modulepreload" href=${quotedValue(file)} ${MARK}>`)
    .join('');
  return [
    insertion(
      head.closeStart,
      waiting ? `<template ${AFTER_PAINT_TEMPLATE}>${links}</template>` : links,
    ),
  ];
}

/** `html` with modulepreload links for `files` (site paths) before its </head>; once only. */
export const withPreloads = (
  html: string,
  files: readonly string[],
  options?: { waiting?: boolean },
): string => spliced(html, preloadSplices(asPage(html), files, options));
