import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  attributeSpans,
  elementsNamed,
  parsePage,
  textOf,
} from '../integrations/html/parsed-page.ts';
import { insertion, spliced, type Splice } from '../integrations/html/splices.ts';
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

/** Where the call floor's page and script are served (beside the ceilings). */
export const CALL_FLOOR_PATH = '/__ceiling/member-call-floor.html';
export const CALL_FLOOR_SCRIPT = '/__ceiling/member-call-floor.js';

/**
 * The call floor of a member page: its ceiling, its <main> hidden until one authenticated
 * call to the member API has answered, made by a small script in the head (an external file:
 * the site's policy allows no inline script it did not hash). No page that shows what such a
 * call brings can paint it sooner: the figure the member pages' LCP is read beside.
 */
export function callFloorHtml(ceiling: string): string {
  const page = parsePage(ceiling);
  const main = elementsNamed(page, 'main')[0];
  const head = elementsNamed(page, 'head')[0];
  if (!main || !head?.closed) throw new Error('The ceiling has no <main> or no </head>.');
  return spliced(ceiling, [
    insertion(head.closeStart, `<script src="${CALL_FLOOR_SCRIPT}"></script>`),
    insertion(main.start + '<main'.length, ' hidden'),
  ]);
}

/** The call floor's script: `call` (a member API address) with the stored token, then <main>. */
export const callFloorScript = (call: string, tokenKey: string) =>
  `fetch(${JSON.stringify(call)},{headers:{Authorization:'Bearer '+localStorage.getItem(${JSON.stringify(tokenKey)})}})` +
  `.finally(()=>{document.querySelector('main').hidden=false})`;
