import { AFTER_PAINT_TEMPLATE } from '../src/lib/after-paint.ts';
import {
  AFTER_PAINT_TYPE,
  afterPaintLoader,
  afterPaintLoaderCode,
} from '../src/lib/deferred-scripts.ts';
import { asPage, attributeSpans, contentOf, type ParsedPage } from './html/parsed-page.ts';
import { insertion, spliced, type Splice } from './html/splices.ts';

// A visitor's page loads its scripts after the first paint (why, and the loader that does
// it: src/lib/deferred-scripts.ts). This is the build's half: the page's module scripts are
// marked to wait and the loader goes in at the end of its body.

/** What deferring a page changes: the marked scripts and the loader put in (`loaderAt`: where,
 * null when the page has nothing to wait for or carries the loader already). */
export interface Deferral {
  splices: Splice[];
  loaderAt: number | null;
}

/** How a page's module scripts come to wait for the first paint (nothing when none waits), and
 * the loader that ends the wait put in (`ownLoader`: the page carries one, as a member page
 * whose first screen is all in its HTML does in its before-paint script). */
export function deferralOf(page: ParsedPage, { ownLoader = false } = {}): Deferral {
  const none: Deferral = { splices: [], loaderAt: null };
  const scripts = page.elements.filter((element) => element.name === 'script');
  if (scripts.some((script) => contentOf(page, script) === afterPaintLoaderCode)) return none;
  const splices: Splice[] = [];
  for (const script of scripts) {
    const { type, src } = script.attributes;
    if (src === undefined || type?.trim().toLowerCase() !== 'module') continue;
    const written = attributeSpans(page, script).get('type')!;
    splices.push({ ...written, text: `type="${AFTER_PAINT_TYPE}"` });
  }
  const waitingFrame = page.elements.some(
    (element) =>
      element.name === 'template' && Object.hasOwn(element.attributes, AFTER_PAINT_TEMPLATE),
  );
  if (splices.length === 0 && !waitingFrame) return none;
  if (ownLoader) return { splices, loaderAt: null };
  const body = page.elements.findLast((element) => element.name === 'body' && element.closed);
  const loaderAt = body ? body.closeStart : page.html.length;
  return { splices: [...splices, insertion(loaderAt, afterPaintLoader)], loaderAt };
}

/** A built page with its module scripts waiting for the first paint (and the loader, which
 * also fills the waiting templates); unchanged without either. */
export function deferModuleScripts(html: string): string {
  return spliced(html, deferralOf(asPage(html)).splices);
}
