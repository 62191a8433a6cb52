import { createHash } from 'node:crypto';
import { embedOrigins } from '../src/lib/embeds.ts';
import {
  asPage,
  contentOf,
  isInside,
  type PageElement,
  type ParsedPage,
} from './html/parsed-page.ts';
import { spliced, type Splice } from './html/splices.ts';

// The Content-Security-Policy trusts only what the build itself made. Astro's CSP support
// (security.csp, enabled by integrations/finish-pages.ts) hashes every script and style
// Astro emits — inlined component scripts, the island runtime, inlined stylesheets — plus
// the hashes of the project's own `<script is:inline>` bodies, and writes them into a
// <meta http-equiv="content-security-policy"> at the top of each page's head. Those hashes
// are "the build's hashes". A page's policy allows those of them the page uses; anything
// else inline in a page (a script or event handler that came with content) is not the
// build's, and the build refuses to publish the page. Images, frames and data are allowed
// from configured origins only, never from what a page happens to contain.

// Script types the browser runs, so that CSP governs their inline text (HTML's "prepare the
// script element": the type trimmed and in any case; JSON and other data blocks are not run).
// A script without a type runs whatever its `language` says: counted, to be safe.
const runnableTypes = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  ...['application/', 'application/x-', 'text/', 'text/x-'].flatMap((prefix) =>
    ['javascript', 'ecmascript'].map((name) => prefix + name),
  ),
  ...['1.0', '1.1', '1.2', '1.3', '1.4', '1.5'].map((version) => `text/javascript${version}`),
  'text/jscript',
  'text/livescript',
]);

/** Whether the browser runs a script element with these attributes as inline script. */
const runsInline = (attributes: Readonly<Record<string, string>>) =>
  attributes.src === undefined &&
  (attributes.type === undefined || runnableTypes.has(attributes.type.trim().toLowerCase()));

// The meta element Astro writes its policy into, at the top of each page's head.
const POLICY_EQUIV = 'content-security-policy';

// Texts kept per page for later builds (hashes, the start of a script): one flat copy of each.
// A piece cut from a page would keep the whole page alive behind it (a V8 "sliced" string),
// and a build keeps the facts of every page.
const kept = new Map<string, string>();

/** `text` as a copy of its own (and the same copy for the same text), for keeping. */
export function keptText(text: string): string {
  let copy = kept.get(text);
  if (copy === undefined) {
    copy = Buffer.from(text, 'utf8').toString('utf8');
    kept.set(copy, copy);
  }
  return copy;
}

/** The CSP source of some text: `'sha256-<base64>'`. */
export const hashOf = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** One thing a page holds inline, with where it begins in the page. */
export interface InlinePart {
  at: number;
  text: string;
}

/** What a page holds inline, in page order: the bodies of runnable scripts and of styles, and
 * the event-handler attributes (`<img onerror>`) of any element. */
export interface InlineParts {
  scripts: InlinePart[];
  styles: InlinePart[];
  handlers: InlinePart[];
}

/** What a read page holds inline (a script or style without its end tag runs to the page's end). */
export function inlinePartsOf(page: ParsedPage): InlineParts {
  const parts: InlineParts = { scripts: [], styles: [], handlers: [] };
  for (const element of page.elements) {
    for (const name of Object.keys(element.attributes))
      if (name.startsWith('on'))
        parts.handlers.push({ at: element.start, text: `<${element.name} ${name}>` });
    if (element.name === 'style')
      parts.styles.push({ at: element.start, text: contentOf(page, element) });
    else if (element.name === 'script' && runsInline(element.attributes))
      parts.scripts.push({ at: element.start, text: contentOf(page, element) });
  }
  return parts;
}

const texts = (parts: readonly InlinePart[]) => parts.map(({ text }) => text);

/** What a page holds inline: runnable script bodies, style bodies, event-handler attributes. */
export function inlineParts(html: string | ParsedPage) {
  const { scripts, styles, handlers } = inlinePartsOf(asPage(html));
  return { scripts: texts(scripts), styles: texts(styles), handlers: texts(handlers) };
}

/** The hashes of a page's inline scripts and styles (the admin page's own policy). */
export function inlineHashes(html: string) {
  const { scripts, styles } = inlineParts(html);
  return { scripts: [...new Set(scripts.map(hashOf))], styles: [...new Set(styles.map(hashOf))] };
}

/** The hashes the build made, from Astro's CSP meta element. */
export interface BuildHashes {
  scripts: ReadonlySet<string>;
  styles: ReadonlySet<string>;
}

/** Astro's meta policy in a page's head: the element and its policy (null when there is none). */
export function astroPolicyIn(page: ParsedPage): { element: PageElement; policy: string } | null {
  const element = page.elements.find(
    (candidate) =>
      candidate.name === 'meta' &&
      candidate.attributes['http-equiv'] === POLICY_EQUIV &&
      candidate.attributes.content !== undefined &&
      isInside(page, candidate, 'head'),
  );
  return element ? { element, policy: element.attributes.content! } : null;
}

/** Removes Astro's meta policy from the page: the server and `_headers` send the policy instead. */
export function astroPolicyRemoval(page: ParsedPage): Splice[] {
  const found = astroPolicyIn(page);
  return found ? [{ start: found.element.start, end: found.element.end, text: '' }] : [];
}

/** The policy Astro wrote at the top of a page's head (null when there is none). */
export const astroPolicyOf = (html: string | ParsedPage): string | null =>
  astroPolicyIn(asPage(html))?.policy ?? null;

/** The page without Astro's meta policy: the server and `_headers` send the policy instead. */
export const withoutAstroPolicy = (html: string): string =>
  spliced(html, astroPolicyRemoval(asPage(html)));

/** Adds the script and style hashes of an Astro meta policy to `into`. */
export function addBuildHashes(
  policy: string,
  into: { scripts: Set<string>; styles: Set<string> },
) {
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    const target = name === 'script-src' ? into.scripts : name === 'style-src' ? into.styles : null;
    for (const source of sources) if (source.startsWith("'sha")) target?.add(source);
  }
}

/** Thrown for a page holding inline script the build did not make: it must not be published. */
export class ForeignScriptError extends Error {
  override name = 'ForeignScriptError';
}

/** The build's hashes one page uses. */
export interface PageNeeds {
  scripts: string[];
  styles: string[];
  /** Compiles WebAssembly ('wasm-unsafe-eval'): site search's engine, on its page alone. */
  wasm?: boolean;
}

/**
 * What a page holds inline, as its policy is judged: each runnable script's hash (with its
 * first characters, to name it), each style's hash, and the first event-handler attribute.
 * Kept per page by the build, so a rebuild judges unchanged pages without reading them.
 */
export interface InlineFacts {
  scripts: { hash: string; start: string }[];
  styles: string[];
  handler: string | null;
}

/** The inline facts of one page (its text, or what it holds inline). */
export function inlineFacts(page: string | ParsedPage | InlineParts): InlineFacts {
  const parts = typeof page === 'object' && 'scripts' in page ? page : inlinePartsOf(asPage(page));
  const seen = new Set<string>();
  const unique: InlineFacts['scripts'] = [];
  for (const { text: body } of parts.scripts) {
    const hash = hashOf(body);
    if (seen.has(hash)) continue;
    seen.add(hash);
    unique.push({ hash: keptText(hash), start: keptText(body.trim().slice(0, 60)) });
  }
  return {
    scripts: unique,
    styles: [...new Set(texts(parts.styles).map(hashOf))].map(keptText),
    handler: parts.handlers[0] === undefined ? null : keptText(parts.handlers[0].text),
  };
}

/**
 * What one page needs from the policy, from its inline facts: the hashes of its inline
 * scripts and styles that the build made. A script or event handler the build did not make
 * is refused (the page named); a style the build did not make is simply not allowed (the
 * browser ignores it).
 */
export function needsOf(facts: InlineFacts, known: BuildHashes, page = 'a page'): PageNeeds {
  const foreign = facts.scripts.find(({ hash }) => !known.scripts.has(hash));
  if (foreign || facts.handler) {
    const sample = foreign ? `<script>${foreign.start}` : `the event handler ${facts.handler}`;
    throw new ForeignScriptError(
      `${page} holds inline script the build did not make (${sample}…); it is not published.`,
    );
  }
  return {
    scripts: facts.scripts.map(({ hash }) => hash),
    styles: facts.styles.filter((hash) => known.styles.has(hash)),
  };
}

/** What one page needs from the policy (`needsOf` its `inlineFacts`). */
export function pageNeeds(html: string, known: BuildHashes, page = 'a page'): PageNeeds {
  return needsOf(inlineFacts(html), known, page);
}

/** Where the site's data comes from (the site's configuration). */
export interface CspSources {
  apiUrl: string;
  orderApiUrl: string;
  /** Where the browser calls the two services (src/lib/site-config.ts): a path of the site's
   * own origin (forwarded) or the services themselves; `apiUrl` and `orderApiUrl` when absent. */
  browserApiUrl?: string;
  browserOrderApiUrl?: string;
  /** Origins the API's pictures and files come from besides its own (a media host). */
  mediaOrigins?: readonly string[];
}

/** The origins a policy names: configuration, and the sites the club's pages frame. */
export interface CspOrigins {
  /** Where the browser's calls go besides the site itself: none when the APIs are forwarded. */
  connect: readonly string[];
  media: readonly string[];
  embeds: readonly string[];
}

/** The origin of an absolute URL; null for a path of the site's own (forwarded). */
const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : null);

/** The origins of a site's policies: its configuration and the club's embeds (map, video). */
export function cspOrigins(
  sources: CspSources,
  embeds: readonly string[] = embedOrigins,
): CspOrigins {
  const api = new URL(sources.apiUrl).origin;
  const browserCalls = [
    sources.browserApiUrl ?? sources.apiUrl,
    sources.browserOrderApiUrl ?? sources.orderApiUrl,
  ];
  return {
    connect: browserCalls.map(originOf).filter((origin) => origin !== null),
    media: [...new Set([api, ...(sources.mediaOrigins ?? []).map((url) => new URL(url).origin)])],
    embeds: [...embeds].sort(),
  };
}

const list = (...parts: (string | readonly string[])[]) =>
  [...new Set(parts.flat().filter(Boolean))].join(' ');

/**
 * A Content-Security-Policy: the site's own files plus the given hashes for scripts and
 * styles (no 'unsafe-inline', no style attributes), data from the site (the APIs forwarded
 * there) or from the API and the ordering service, pictures and frames (invoice, PDFs) from the API's media origins, the video
 * club's embeds (map, video), and nothing framing the site from elsewhere.
 */
export function policyText(needs: PageNeeds, origins: CspOrigins): string {
  return [
    "default-src 'self'",
    `script-src ${list("'self'", needs.wasm ? "'wasm-unsafe-eval'" : '', needs.scripts)}`,
    `style-src ${list("'self'", needs.styles)}`,
    `img-src ${list("'self'", 'data:', origins.media)}`,
    `connect-src ${list("'self'", origins.connect)}`,
    `frame-src ${list("'self'", origins.media, origins.embeds)}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy of one page: a pure function of the page, the build's hashes and the origins. */
export function pageCsp(html: string, known: BuildHashes, origins: CspOrigins, page?: string) {
  return policyText(pageNeeds(html, known, page), origins);
}
