import { createHash } from 'node:crypto';
import { embedOrigins } from '../src/lib/embeds.ts';

// The Content-Security-Policy trusts only what the build itself made. Astro's CSP support
// (security.csp, enabled by publisher/finish-pages.ts) hashes every script and style
// Astro emits — inlined component scripts, the island runtime, inlined stylesheets — plus
// the hashes of the project's own `<script is:inline>` bodies, and writes them into a
// <meta http-equiv="content-security-policy"> at the top of each page's head. Those hashes
// are "the build's hashes". A page's policy allows those of them the page uses; anything
// else inline in a page (a script or event handler that came with content) is not the
// build's, and the build refuses to publish the page. Images, frames and data are allowed
// from configured origins only, never from what a page happens to contain.

// A comment, a script or style element with its body, or any other start tag. Attribute
// values are matched as quoted strings so a '>' inside one does not end the tag.
const attributes = `((?:[^>"']|"[^"]*"|'[^']*')*)`;
const tokens = new RegExp(
  `<!--[\\s\\S]*?(?:-->|$)|<(script|style)\\b${attributes}>([\\s\\S]*?)<\\/\\1(?=[\\s/>])[^>]*>|<([a-zA-Z][^\\s/>]*)${attributes}>`,
  'gi',
);
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
// Script types the browser runs or acts on (and CSP governs, speculation rules too: a foreign
// one could have the browser prerender anything); JSON and other data blocks are not.
const runnable =
  /^(?:|module|importmap|speculationrules|text\/javascript|application\/javascript)$/i;
const astroMeta = /<meta http-equiv="content-security-policy" content="([^"]*)">/;

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

function attributesOf(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name = '', a, b, c] of text.matchAll(attribute))
    if (!found.has(name.toLowerCase())) found.set(name.toLowerCase(), a ?? b ?? c ?? '');
  return found;
}

/** What a page holds inline: runnable script bodies, style bodies, event-handler attributes. */
export function inlineParts(html: string) {
  const scripts: string[] = [];
  const styles: string[] = [];
  const handlers: string[] = [];
  for (const match of html.matchAll(tokens)) {
    const [whole, element, elementAttributes, body, tag, tagAttributes] = match;
    if (whole.startsWith('<!--')) continue;
    const name = (element ?? tag ?? '').toLowerCase();
    const found = attributesOf(elementAttributes ?? tagAttributes ?? '');
    for (const key of found.keys()) if (key.startsWith('on')) handlers.push(`<${name} ${key}>`);
    if (name !== 'script' && name !== 'style') continue;
    // A script or style start tag without its end tag runs to the end of the document.
    const content = body ?? html.slice((match.index ?? 0) + whole.length);
    if (name === 'style') styles.push(content);
    else if (!found.has('src') && runnable.test(found.get('type') ?? '')) scripts.push(content);
  }
  return { scripts, styles, handlers };
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

/** The policy Astro wrote at the top of a page's head (null when there is none). */
export function astroPolicyOf(html: string): string | null {
  const headEnd = html.search(/<\/head\s*>/i);
  return astroMeta.exec(headEnd < 0 ? html : html.slice(0, headEnd))?.[1] ?? null;
}

/** The page without Astro's meta policy: the server and `_headers` send the policy instead. */
export function withoutAstroPolicy(html: string): string {
  const policy = astroPolicyOf(html);
  return policy === null
    ? html
    : html.replace(`<meta http-equiv="content-security-policy" content="${policy}">`, '');
}

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

/** The inline facts of one page. */
export function inlineFacts(html: string): InlineFacts {
  const { scripts, styles, handlers } = inlineParts(html);
  const seen = new Set<string>();
  const unique: InlineFacts['scripts'] = [];
  for (const body of scripts) {
    const hash = hashOf(body);
    if (seen.has(hash)) continue;
    seen.add(hash);
    unique.push({ hash: keptText(hash), start: keptText(body.trim().slice(0, 60)) });
  }
  return {
    scripts: unique,
    styles: [...new Set(styles.map(hashOf))].map(keptText),
    handler: handlers[0] === undefined ? null : keptText(handlers[0]),
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
  /** Origins the API's pictures and files come from besides its own (a media host). */
  mediaOrigins?: readonly string[];
}

/** The origins a policy names: configuration, and the sites the club's pages frame. */
export interface CspOrigins {
  api: string;
  order: string;
  media: readonly string[];
  embeds: readonly string[];
}

/** The origins of a site's policies: its configuration and the club's embeds (map, video). */
export function cspOrigins(
  sources: CspSources,
  embeds: readonly string[] = embedOrigins,
): CspOrigins {
  const api = new URL(sources.apiUrl).origin;
  return {
    api,
    order: new URL(sources.orderApiUrl).origin,
    media: [...new Set([api, ...(sources.mediaOrigins ?? []).map((url) => new URL(url).origin)])],
    embeds: [...embeds].sort(),
  };
}

const list = (...parts: (string | readonly string[])[]) =>
  [...new Set(parts.flat().filter(Boolean))].join(' ');

/**
 * A Content-Security-Policy: the site's own files plus the given hashes for scripts and
 * styles (no 'unsafe-inline', no style attributes), data from the API and the ordering
 * service, pictures and frames (invoice, PDFs) from the API's media origins, the video
 * club's embeds (map, video), and nothing framing the site from elsewhere.
 */
export function policyText(needs: PageNeeds, origins: CspOrigins): string {
  return [
    "default-src 'self'",
    `script-src ${list("'self'", needs.wasm ? "'wasm-unsafe-eval'" : '', needs.scripts)}`,
    `style-src ${list("'self'", needs.styles)}`,
    `img-src ${list("'self'", 'data:', origins.media)}`,
    `connect-src ${list("'self'", origins.api, origins.order)}`,
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
