import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// The `_headers` file (the Netlify / Cloudflare Pages format) as the build writes it and the
// publish server and `npm run preview` read it: its rules, their path patterns as the hosts
// match them, and the headers they give an address.

/** Header names in lower case, to their values. */
export type HeaderSet = Record<string, string>;

/** One block of `_headers`: a path pattern and its headers. */
export interface HeaderRule {
  path: string;
  headers: HeaderSet;
}

/** The headers file's name in a build. */
export const HEADERS_FILE = '_headers';

/**
 * Content types `_headers` names, for files whose type a host may not know by their ending
 * (the publish server's table includes them): calendars and the web app manifest.
 */
export const declaredContentTypes: Readonly<Record<string, string>> = {
  '.ics': 'text/calendar; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
/** The content type `_headers` names for a file, if any. */
export const declaredTypeOf = (file: string) =>
  declaredContentTypes[/\.[^./]+$/.exec(file)?.[0] ?? ''];

const patternCache = new Map<string, RegExp>();
/** A rule path as the hosts read it: '*' any rest, ':name' one segment, '/' optional at the end. */
export function patternOf(path: string): RegExp {
  let pattern = patternCache.get(path);
  if (!pattern) {
    const parts = path
      .split('/')
      .filter(Boolean)
      .map((part) =>
        part === '*'
          ? '.*'
          : part.startsWith(':')
            ? '[^/]+'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      );
    pattern = new RegExp(`^/${parts.join('/')}/?$`, 'i');
    patternCache.set(path, pattern);
  }
  return pattern;
}

/** The headers `_headers` gives an address: every matching rule in order, a later one winning. */
export function headersFor(rules: readonly HeaderRule[], path: string): HeaderSet {
  const headers: HeaderSet = {};
  for (const rule of rules)
    if (patternOf(rule.path).test(path)) Object.assign(headers, rule.headers);
  return headers;
}

/** Header names as they are usually written: 'content-security-policy' → 'Content-Security-Policy'. */
export const displayName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash, c) => dash + c.toUpperCase());

/** The text of a `_headers` file. */
export function formatHeaders(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(
    (rule) =>
      `${rule.path}\n` +
      Object.entries(rule.headers)
        .map(([name, value]) => `  ${displayName(name)}: ${value}\n`)
        .join(''),
  );
  return `# Headers of every file of this build (integrations/headers/site-headers.ts).\n${blocks.join('\n')}`;
}

/** Reads a `_headers` file (comments and blank lines skipped; names in lower case). */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon > 0 && rule)
      rule.headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** The rules of a build's `_headers` (null when the build has none). */
export async function readSiteHeaders(siteDir: string): Promise<HeaderRule[] | null> {
  const text = await readFile(join(siteDir, HEADERS_FILE), 'utf8').catch(() => null);
  return text === null ? null : parseHeaders(text);
}
