import { resolve } from 'node:path';
import {
  elementsNamed,
  parsePage,
  parseXml,
  textOf,
} from '../../../integrations/html/parsed-page.ts';
import { resolveRequest } from '../../serve/static-files.ts';
import type { CheckResult } from '../types.ts';

// The attributes of a page that name another file or page, in any element.
const linkAttributes = new Set(['href', 'src', 'srcset', 'poster', 'action']);
const jsonLinks = /"(?:href|src)"\s*:\s*("(?:[^"\\]|\\.)*")/g;
// A card's HTML in the Load More pages (src/data/card-html.ts).
const jsonHtml = /"html"\s*:\s*("(?:[^"\\]|\\.)*")/g;
const notPages = /^(?:mailto|tel|sms|javascript|data|blob):/i;

/** The URL path a built file answers at: 'news/index.html' → '/news/'. */
export function pagePathOf(file: string): string {
  return '/' + file.replace(/(^|\/)index\.html$/, '$1');
}

/** The links of one built file, as the browser reads them: the link attributes of every element
 * of a page (every candidate of a srcset), href/src and the cards' HTML of JSON, sitemap locs. */
export function linksIn(file: string, text: string): string[] {
  const links: string[] = [];
  if (file.endsWith('.html')) {
    for (const { attributes } of parsePage(text).elements)
      for (const [name, value] of Object.entries(attributes)) {
        if (!linkAttributes.has(name)) continue;
        // srcset: "url 1x, url 2x" — every candidate's URL.
        if (name === 'srcset' && /\s\d+[wx](,|$)/.test(value))
          links.push(...value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? ''));
        else links.push(value);
      }
  } else if (file.endsWith('.json')) {
    for (const [, quoted] of text.matchAll(jsonLinks)) links.push(JSON.parse(quoted!) as string);
    for (const [, quoted] of text.matchAll(jsonHtml))
      links.push(...linksIn('card.html', JSON.parse(quoted!) as string));
  } else if (file.endsWith('.xml')) {
    const sitemap = parseXml(text);
    for (const loc of elementsNamed(sitemap, 'loc')) links.push(textOf(sitemap, loc).trim());
  }
  return links.filter(Boolean);
}

/** The site path a link points to, or null when it leaves the site (or is no page at all). */
export function internalPath(link: string, pageUrl: URL): string | null {
  const value = link.trim();
  if (!value || value.startsWith('#') || notPages.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, pageUrl);
  } catch {
    return null;
  }
  if (url.origin !== pageUrl.origin) return null;
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

export interface LinkScan {
  /** How many distinct internal paths the build links to. */
  targets: number;
  /** Paths that resolve to no file, each with one page that links to it. */
  broken: { path: string; page: string }[];
}

/** The distinct site paths one built file links to (its internal links, resolved). */
export function linksOfPage(file: string, text: string, siteUrl: string): string[] {
  const pageUrl = new URL(pagePathOf(file), new URL(siteUrl).origin);
  const paths = new Set<string>();
  for (const link of linksIn(file, text)) {
    const path = internalPath(link, pageUrl);
    if (path !== null) paths.add(path);
  }
  return [...paths];
}

/**
 * Resolves every internal link of the build the way the server (and the CDN's rewrite
 * rules) will answer it: a file, its index.html, or a member shell. `linksOf` gives each
 * file's targets (`linksOfPage`, kept per file between publishes). A target naming a file
 * of `files` or a folder's index.html resolves at once (the server's first candidates); the
 * rest are asked of the server's own resolution.
 */
export async function scanInternalLinks(
  siteDir: string,
  linksOf: Iterable<readonly [file: string, targets: readonly string[]]>,
  files: ReadonlySet<string> = new Set(),
): Promise<LinkScan> {
  const root = resolve(siteDir);
  const linkedFrom = new Map<string, string>();
  for (const [file, targets] of linksOf)
    for (const path of targets) if (!linkedFrom.has(path)) linkedFrom.set(path, pagePathOf(file));
  const broken: LinkScan['broken'] = [];
  for (const [path, page] of linkedFrom) {
    // The server's first candidates: the file itself, or the folder's index.html.
    const relative = path.slice(1);
    const candidates = path.endsWith('/')
      ? [`${relative}index.html`]
      : [relative, `${relative}/index.html`];
    if (candidates.some((candidate) => files.has(candidate))) continue;
    const found = await resolveRequest(root, path);
    if (found?.status !== 200) broken.push({ path, page });
  }
  return { targets: linkedFrom.size, broken };
}

const listed = (links: LinkScan['broken']) =>
  links
    .slice(0, 8)
    .map(({ path, page }) => `${path} (on ${page})`)
    .join(', ') + (links.length > 8 ? ', …' : '');

/**
 * Every internal link resolves, or at least the build breaks no link that works on the live
 * site: links already broken there (pages still to come) do not hold content back. With no
 * live build there is nothing to compare with, so broken links are reported, not refused.
 */
export function checkInternalLinks(
  scan: LinkScan,
  brokenLive: readonly string[] | null,
): CheckResult {
  const name = 'Internal links';
  if (scan.broken.length === 0)
    return { name, ok: true, detail: `All ${scan.targets} internal link targets resolve.` };
  const known = new Set(brokenLive ?? []);
  const fresh = scan.broken.filter(({ path }) => !known.has(path));
  const count = `${scan.broken.length} of ${scan.targets} internal link targets do not resolve`;
  if (brokenLive === null)
    return {
      name,
      ok: true,
      detail: `${count} (first build, not refused): ${listed(scan.broken)}`,
    };
  if (fresh.length === 0)
    return { name, ok: true, detail: `${count}, as on the live site: ${listed(scan.broken)}` };
  return {
    name,
    ok: false,
    detail: `${fresh.length} links work on the live site but not in this build: ${listed(fresh)}`,
  };
}
