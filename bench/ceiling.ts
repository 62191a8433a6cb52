import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  attributeSpans,
  contentOf,
  elementsNamed,
  isInside,
  parsePage,
  textOf,
  type PageElement,
} from '../integrations/html/parsed-page.ts';
import { insertion, quotedValue, spliced, type Splice } from '../integrations/html/splices.ts';
import { FIRST_ANSWER_MARK } from '../src/lib/first-answer.ts';
import type { BenchPage } from './templates.ts';

// The ceiling: for each template a bare static HTML page with the same main content and the
// same <img> tags, and no CSS or JS — what the page would score if it carried nothing but
// its content (and one rule that fits pictures to the screen). Derived from the built page:
// <main>'s HTML without scripts, styles, style attributes, inline handlers and embedded
// documents (iframes bring their own scripts), in a minimal <head> (title, description,
// viewport, lang, and an empty icon so the browser does not fetch one). Written into the
// served site under /__ceiling/<template>.html, so the same server serves both.

export const ceilingPathOf = (template: string) => `/__ceiling/${template}.html`;

const removed = new Set([
  'script',
  'style',
  'link',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
]);

/** Where the spaces before `at` begin (an attribute goes with the space before it). */
function spacesBefore(html: string, at: number): number {
  while (at > 0 && /\s/.test(html[at - 1]!)) at--;
  return at;
}

/** The bare-HTML twin of one built page. */
export function ceilingHtml(builtHtml: string): string {
  const page = parsePage(builtHtml);
  const main = elementsNamed(page, 'main')[0];
  if (!main) throw new Error('The built page has no <main>.');
  const splices: Splice[] = [];
  let removedTo = 0;
  for (const element of page.elements) {
    if (element.start < main.start || element.start >= main.end || element.start < removedTo)
      continue;
    if (element !== main && removed.has(element.name)) {
      splices.push({ start: element.start, end: element.end, text: '' });
      removedTo = element.end;
      continue;
    }
    const names = Object.keys(element.attributes);
    if (!names.some((name) => name === 'style' || name.startsWith('on'))) continue;
    for (const [name, { start, end }] of attributeSpans(page, element))
      if (name === 'style' || name.startsWith('on'))
        splices.push({ start: spacesBefore(builtHtml, start), end, text: '' });
  }
  const first = (name: string) => elementsNamed(page, name)[0];
  const titleElement = first('title');
  const title = titleElement ? textOf(page, titleElement).replace(/\s+/g, ' ').trim() : '';
  const description =
    elementsNamed(page, 'meta').find(({ attributes }) => attributes.name === 'description')
      ?.attributes.content ?? '';
  const lang = first('html')?.attributes.lang || 'en';
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return [
    '<!doctype html>',
    `<html lang="${escape(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(description)}">`,
    // No favicon request (the browser would ask for /favicon.ico and log its 404).
    '<link rel="icon" href="data:,">',
    // The one rule a bare page needs on a phone: pictures fit the screen. Without it a
    // 1600-px hero fills the whole viewport, Chrome takes it for a background, and the page
    // has no LCP at all.
    '<style>img{max-width:100%;height:auto}</style>',
    '</head>',
    '<body>',
    spliced(builtHtml, splices, main.start, main.end),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Writes every page's ceiling into the site; returns the ceiling path per template. */
export function writeCeilings(site: string, pages: readonly BenchPage[]): Map<string, string> {
  const dir = join(site, '__ceiling');
  mkdirSync(dir, { recursive: true });
  const paths = new Map<string, string>();
  for (const { template, path } of pages) {
    const built = readFileSync(join(site, path, 'index.html'), 'utf8');
    const ceilingPath = ceilingPathOf(template);
    writeFileSync(join(site, ceilingPath), ceilingHtml(built));
    paths.set(template, ceilingPath);
  }
  return paths;
}

/** Where the call floor's page is served (beside the ceilings). */
export const CALL_FLOOR_PATH = '/__ceiling/member-call-floor.html';

/** The rule keeping the floor's <main> off screen until the page's first call has answered
 * (its head script then marks <html> with FIRST_ANSWER_MARK, src/lib/inline-scripts.ts). */
export const CALL_FLOOR_RULE = `html:not([data-${FIRST_ANSWER_MARK.replace(/[A-Z]/g, (letter) => '-' + letter.toLowerCase())}]) main{display:none}`;

/** A member page's first call from its head: the script that makes it (inline, its bytes
 * the hash the site's policy names), the marks on <html> it reads the call from, and the
 * page's preconnects. Throws for a page without one (a public page, an ordering page). */
function headCallOf(built: string) {
  const source = parsePage(built);
  const marks = Object.entries(elementsNamed(source, 'html')[0]?.attributes ?? {}).filter(
    ([name]) => name.startsWith('data-'),
  );
  const call = marks.find(([name]) => name === 'data-call')?.[1];
  const inHead = (element: PageElement) => isInside(source, element, 'head');
  const script = elementsNamed(source, 'script').find(
    (element) => inHead(element) && Object.keys(element.attributes).length === 0,
  );
  if (!call || !script || !contentOf(source, script).includes('fetch(')) {
    throw new Error('The built page has no first call made from its head.');
  }
  const preconnects = elementsNamed(source, 'link').filter(
    (element) => inHead(element) && element.attributes.rel === 'preconnect',
  );
  return { source, call, marks, script, preconnects };
}

/**
 * The call floor of a member page: its ceiling with the page's own first call, as the built
 * page makes it: the head script that starts it as the HTML arrives (inline: the site's policy
 * names its hash), the marks on <html> it reads the call from, and the page's preconnect to the
 * API; its <main> off screen until that call has answered (CALL_FLOOR_RULE). No page showing
 * what its first call brings can paint it sooner: the figure its LCP is read beside. The call
 * is returned too.
 */
export function callFloorHtml(ceiling: string, built: string): { html: string; call: string } {
  const page = parsePage(ceiling);
  const html = elementsNamed(page, 'html')[0];
  const head = elementsNamed(page, 'head')[0];
  if (!html || !head?.closed) throw new Error('The ceiling has no <html> or no </head>.');
  const { source, call, marks, script, preconnects } = headCallOf(built);
  return {
    call,
    html: spliced(ceiling, [
      insertion(
        html.openEnd - 1,
        marks.map(([name, value]) => ` ${name}=${quotedValue(value)}`).join(''),
      ),
      insertion(
        head.closeStart,
        `<style>${CALL_FLOOR_RULE}</style>` +
          preconnects.map((link) => source.html.slice(link.start, link.end)).join('') +
          source.html.slice(script.start, script.end),
      ),
    ]),
  };
}

/** Where the floor of a member page is served (beside the ceilings). */
export const pageFloorPathOf = (template: string) => `/__ceiling/member-${template}-floor.html`;

/** What loads a page's scripts: the scripts, their preloads, and those kept for after the paint. */
const loadsScripts = ({ name, attributes }: PageElement) =>
  (name === 'script' && (attributes.type === 'module' || 'src' in attributes)) ||
  (name === 'link' &&
    (attributes.rel === 'modulepreload' ||
      (attributes.rel === 'preload' && attributes.as === 'script'))) ||
  (name === 'template' && 'data-after-paint' in attributes);

/**
 * The floor of a member page whose first screen is what its first call brings: the built page
 * itself (its head and styles, its header and inline scripts, its head call) with nothing that
 * loads a script, and its <main> the ceiling's (the member's data written in), kept off screen
 * until the head call has answered (CALL_FLOOR_RULE). The page as it would be if the answer
 * were drawn the moment it came, by no code at all: no way of drawing this page paints its
 * data sooner. The call is returned too.
 */
export function pageFloorHtml(ceiling: string, built: string): { html: string; call: string } {
  const ceilingMain = elementsNamed(parsePage(ceiling), 'main')[0];
  if (!ceilingMain) throw new Error('The ceiling has no <main>.');
  const { source, call } = headCallOf(built);
  const main = elementsNamed(source, 'main')[0];
  const head = elementsNamed(source, 'head')[0];
  if (!main || !head?.closed) throw new Error('The built page has no <main> or no </head>.');
  const outsideMain = (element: PageElement) =>
    element.end <= main.start || element.start >= main.end;
  const splices: Splice[] = [];
  let removedTo = 0;
  for (const element of source.elements) {
    // One inside another removed (a script in a template kept for after the paint) goes with it.
    if (element.start < removedTo || !outsideMain(element) || !loadsScripts(element)) continue;
    splices.push({ start: element.start, end: element.end, text: '' });
    removedTo = element.end;
  }
  splices.push(insertion(head.closeStart, `<style>${CALL_FLOOR_RULE}</style>`), {
    start: main.start,
    end: main.end,
    text: ceiling.slice(ceilingMain.start, ceilingMain.end),
  });
  return { call, html: spliced(built, splices) };
}
