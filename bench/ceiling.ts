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
import { insertion, spliced, type Splice } from '../integrations/html/splices.ts';
import { HEAD_ANSWER_MARK } from '../src/lib/api/head-call.ts';
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

/** A member page's first call from its head: the URL on <html> its head script reads and
 * calls; null for a page without one (an ordering page, a sign-in screen). */
function headCallOf(built: string): string | null {
  const source = parsePage(built);
  const call = elementsNamed(source, 'html')[0]?.attributes['data-call'];
  const headScript = elementsNamed(source, 'script').some(
    (element) =>
      isInside(source, element, 'head') &&
      Object.keys(element.attributes).length === 0 &&
      contentOf(source, element).includes('fetch('),
  );
  return call && headScript ? call : null;
}

/** Where the floor of a member page is served (beside the ceilings). */
export const floorPathOf = (template: string) => `/__ceiling/member-${template}-floor.html`;

/** The query that has the bench's site server answer a member page's own address with its
 * floor (bench/site-server.ts): the floor's head call reads its id from the address. */
export const FLOOR_PARAM = 'bench-floor';

/** Where a member page's floor is loaded: the page's own address, marked. */
export const floorUrlOf = (pageUrl: string, template: string) =>
  `${pageUrl}${pageUrl.includes('?') ? '&' : '?'}${FLOOR_PARAM}=${encodeURIComponent(template)}`;

/** What loads a page's scripts: the scripts and their preloads. */
const loadsScripts = ({ name, attributes }: PageElement) =>
  (name === 'script' && (attributes.type === 'module' || 'src' in attributes)) ||
  (name === 'link' &&
    (attributes.rel === 'modulepreload' ||
      (attributes.rel === 'preload' && attributes.as === 'script')));

/** The mark of the floor's two <main>s: the page as built, and the same page with its data in. */
const FLOOR_MAIN = 'data-floor';

/** The rule swapping the floor's two <main>s once the page's head call has answered. */
const floorSwapRule = (answered: string) =>
  `html:not([${answered}]) main[${FLOOR_MAIN}=drawn],` +
  `html[${answered}] main[${FLOOR_MAIN}=built]{display:none}`;

/**
 * The floor of a member page: the page as built (its head and styles, its header, footer and
 * inline scripts, its head call), with nothing that loads a script of ours, and its data drawn
 * the moment its first call answers. Its <main> is there twice: as built (the prebuilt first
 * screen, its scripts taken out), shown until the head call's answer, then as it stood once
 * loaded (the ceiling's, the member's data written in), swapped in by one CSS rule when the head
 * script marks the answer. A page without a head call (its data from storage, or no data) shows
 * its loaded <main> at once. No way of drawing the page paints its data sooner. The call is
 * returned too (null without one).
 */
export function floorHtml(ceiling: string, built: string): { html: string; call: string | null } {
  const ceilingPage = parsePage(ceiling);
  const ceilingMain = elementsNamed(ceilingPage, 'main')[0];
  if (!ceilingMain) throw new Error('The ceiling has no <main>.');
  const source = parsePage(built);
  const call = headCallOf(built);
  const main = elementsNamed(source, 'main')[0];
  const head = elementsNamed(source, 'head')[0];
  if (!main || !head?.closed) throw new Error('The built page has no <main> or no </head>.');
  const splices: Splice[] = [];
  const mainSplices: Splice[] = [];
  let removedTo = 0;
  for (const element of source.elements) {
    if (element.start < removedTo || element === main) continue;
    const inMain = element.start >= main.start && element.end <= main.end;
    // In <main> every script goes (an island's own loader would fetch React); outside it, what
    // loads a script, leaving the head call and the page's other inline scripts.
    if (inMain ? element.name === 'script' : loadsScripts(element)) {
      (inMain ? mainSplices : splices).push({ start: element.start, end: element.end, text: '' });
      removedTo = element.end;
    }
  }
  // A picture the answer names is asked for once the answer is drawn, not as the HTML arrives:
  // lazy in the hidden <main>, it is fetched when that <main> is shown.
  const drawn =
    call === null
      ? ceiling.slice(ceilingMain.start, ceilingMain.end)
      : spliced(
          ceiling,
          elementsNamed(ceilingPage, 'img')
            .filter((img) => img.start > ceilingMain.start && img.end <= ceilingMain.end)
            .map((img) => {
              const loading = attributeSpans(ceilingPage, img).get('loading');
              return loading
                ? { ...loading, text: 'loading="lazy"' }
                : insertion(img.start + '<img'.length, ' loading="lazy"');
            }),
          ceilingMain.start,
          ceilingMain.end,
        );
  const mark = (html: string, value: string) =>
    html.replace(/^<main\b/i, `<main ${FLOOR_MAIN}="${value}"`);
  const answered = `data-${HEAD_ANSWER_MARK.replace(/[A-Z]/g, (letter) => '-' + letter.toLowerCase())}`;
  splices.push({
    start: main.start,
    end: main.end,
    text:
      call === null
        ? drawn
        : mark(spliced(built, mainSplices, main.start, main.end), 'built') + mark(drawn, 'drawn'),
  });
  if (call !== null)
    splices.push(insertion(head.closeStart, `<style>${floorSwapRule(answered)}</style>`));
  return { call, html: spliced(built, splices) };
}
