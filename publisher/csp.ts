import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeEntities } from './html-text.ts';
import type { FetchRecord } from './types.ts';

const inlineScripts = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const inlineStyles = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const styleAttributes = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const frameSources = /<iframe\b[^>]*\ssrc\s*=\s*"([^"]*)"/gi;
const imageSources = /<(?:img|source)\b[^>]*\s(?:src|srcset)\s*=\s*"([^"]*)"/gi;
const embedAddresses = /https:\/\/([a-z0-9.-]+\.[a-z]{2,})\/embed\//gi;
const mediaPaths = /"mediaPath"\s*:\s*"(https?:[^"]+)"/g;
// Script types the browser runs (and CSP governs); JSON and other data blocks are not.
const runnable = /^(?:|module|importmap|text\/javascript|application\/javascript)$/i;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hashes a page's inline scripts, style elements and style attributes need. */
export function inlineHashes(html: string) {
  const scripts = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(inlineScripts)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (runnable.test(type)) scripts.add(sha256(body));
  }
  const styles = new Set([...html.matchAll(inlineStyles)].map(([, body = '']) => sha256(body)));
  const attributes = new Set(
    [...html.matchAll(styleAttributes)].map(([, a, b]) => sha256(decodeEntities(a ?? b ?? ''))),
  );
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...attributes] };
}

function originOf(url: string, base: string): string | null {
  try {
    const { origin, protocol } = new URL(url.trim(), base);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

/** Where the site's data comes from, for connect-src, img-src and frame-src. */
export interface CspSources {
  apiUrl: string;
  orderApiUrl: string;
}

/** Origins of the API's media (the `mediaPath` the build was sent), e.g. a CDN. */
export function mediaOrigins(fetches: readonly FetchRecord[]): string[] {
  const origins = new Set<string>();
  for (const { body } of fetches)
    for (const [, path] of body?.matchAll(mediaPaths) ?? []) {
      const origin = originOf(path!, 'http://x');
      if (origin) origins.add(origin);
    }
  return [...origins];
}

const list = (...parts: (string | readonly string[])[]) =>
  [...new Set(parts.flat().filter(Boolean))].join(' ');

/**
 * The Content-Security-Policy of one page: only this build's own scripts and styles (plus
 * the hashes of the page's inline ones), the API and ordering service for data, the API's
 * media for images and frames (invoice, PDFs), and the embeds the build uses (video).
 */
export function pageCsp(
  html: string,
  site: { apiOrigin: string; orderOrigin: string; media: string[]; embeds: string[] },
): string {
  const own = new URL('http://self/');
  const hashes = inlineHashes(html);
  const images = [...html.matchAll(imageSources)].flatMap(([, value = '']) =>
    value.split(',').map((part) => originOf(part.trim().split(/\s+/)[0] ?? '', own.href)),
  );
  const frames = [...html.matchAll(frameSources)].map(([, src = '']) => originOf(src, own.href));
  const external = (origins: (string | null)[]) =>
    origins.filter((origin): origin is string => !!origin && origin !== own.origin);
  // Site search (Pagefind) compiles its WebAssembly search engine: on the search page only.
  const wasm = /\sdata-site-search\b/.test(html) ? ["'wasm-unsafe-eval'"] : [];
  const styleAttributeHashes = hashes.styleAttributes.length
    ? ["'unsafe-hashes'", ...hashes.styleAttributes]
    : [];
  return [
    "default-src 'self'",
    `script-src ${list("'self'", wasm, hashes.scripts)}`,
    `style-src ${list("'self'", hashes.styles, styleAttributeHashes)}`,
    `img-src ${list("'self'", 'data:', site.apiOrigin, site.media, external(images))}`,
    `connect-src ${list("'self'", site.apiOrigin, site.orderOrigin)}`,
    `frame-src ${list("'self'", site.apiOrigin, site.media, site.embeds, external(frames))}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The policy of every HTML page of a build (keyed by its path), and under '*' the policy of
 * every other file. Computed once at publish time from the built files.
 */
export async function buildCsp(
  siteDir: string,
  files: string[],
  sources: CspSources,
  fetches: readonly FetchRecord[],
): Promise<Record<string, string>> {
  const embeds = new Set<string>();
  for (const file of files.filter((name) => name.endsWith('.js')))
    for (const [, host] of (await readFile(join(siteDir, file), 'utf8')).matchAll(embedAddresses))
      embeds.add(`https://${host!.toLowerCase()}`);
  const site = {
    apiOrigin: new URL(sources.apiUrl).origin,
    orderOrigin: new URL(sources.orderApiUrl).origin,
    media: mediaOrigins(fetches),
    embeds: [...embeds],
  };
  const policies: Record<string, string> = { '*': pageCsp('', site) };
  for (const file of files.filter((name) => name.endsWith('.html')))
    policies[file] = pageCsp(await readFile(join(siteDir, file), 'utf8'), site);
  return policies;
}
