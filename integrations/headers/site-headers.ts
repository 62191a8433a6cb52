import { memberShellRoutes } from '../../src/lib/member-shells.ts';
import { SERVICE_WORKER_HREF } from '../../src/lib/offline/worker-mode.ts';
import { routes } from '../../src/lib/routes.ts';
import { SEARCH_INDEX_DIR } from '../../src/lib/search/site-search.ts';
import {
  cspOrigins,
  ForeignScriptError,
  needsOf,
  policyText,
  type CspSources,
  type PageNeeds,
} from '../csp.ts';
import { urlPathOf } from '../files.ts';
import { REDIRECTS_FILE } from '../member-redirects.ts';
import {
  declaredTypeOf,
  displayName,
  formatHeaders,
  headersFor,
  HEADERS_FILE,
  patternOf,
  type HeaderRule,
  type HeaderSet,
} from './headers-file.ts';
import type { PagePolicyFacts } from './page-policy.ts';
import { securityHeaders } from './security-headers.ts';

// Every build writes `_headers` (the Netlify / Cloudflare Pages format) beside `_redirects`:
// the headers of every file, so a CDN sends what the publish server sends — and the publish
// server and `npm run preview` read the same file, so all three send the same headers.
//
//   /*              the security headers of every answer, and the policy of an address
//                   outside every section (a CDN's 404 answer there)
//   /_astro/*       immutable hashed assets
//   /news/*         one rule per section (first path segment): its Content-Security-Policy
//                   (the hashes its pages use) and no-cache for pages and data
//   /favicon.svg    files at the top level, one rule each
//
// A section's policy allows the union of what its pages need (pages of one section come
// from one template), which keeps the file to a few dozen rules whatever the amount of
// content (Cloudflare Pages reads at most 100). Rules never overlap on a header but one: the
// top `/*` gives a Content-Security-Policy that allows all every section's policy allows, and
// each section's rule gives its own again. A host that lets the last rule win (Netlify, these
// servers) sends the section's; one that joins repeated headers (Cloudflare Pages) sends both,
// and a browser enforces both, which allows exactly what the section's allows.

const NOT_FOUND_PAGE = '404.html';
/** The section of the site search page: Pagefind compiles its engine (WebAssembly) there. */
const SEARCH_SECTION = routes.search.slice(1);
const SERVICE_WORKER_FILE = SERVICE_WORKER_HREF.slice(1);
/** Cloudflare Pages reads this many rules of `_headers` and lines of this length. */
export const HOST_LIMITS = { rules: 100, lineLength: 2000 } as const;

/**
 * How long browsers and CDNs keep a file: hashed assets for good; pages, data, feeds and
 * calendars never unchecked; nor the service worker and the manifest, so a publish reaches a
 * returning visitor at once (and a broken worker is replaced on the next visit); nor the
 * search index, whose script and parts must all be of one build (one rule for its folder).
 */
export function cacheControlFor(file: string): string {
  if (file.startsWith('_astro/')) return 'public, max-age=31536000, immutable';
  if (
    /\.(html|json|xml|ics|webmanifest)$/.test(file) ||
    file === SERVICE_WORKER_FILE ||
    file.startsWith(`${SEARCH_INDEX_DIR}/`)
  )
    return 'no-cache';
  return 'public, max-age=3600';
}

const sectionOf = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : file);

// A header set's identity, kept per object: thousands of files share a few sets.
const headerKeys = new WeakMap<HeaderSet, string>();
const keyOf = (headers: HeaderSet) => {
  let key = headerKeys.get(headers);
  if (key === undefined)
    headerKeys.set(headers, (key = JSON.stringify(Object.entries(headers).sort())));
  return key;
};

interface Folder {
  files: Map<string, HeaderSet>;
  folders: Map<string, Folder>;
  /** Headers of the member shell that answers any id below this folder. */
  shell?: HeaderSet;
}

const folder = (): Folder => ({ files: new Map(), folders: new Map() });

/** The one header set of everything in a folder (its shell too), or null when they differ. */
function uniform(node: Folder): HeaderSet | null {
  const sets = [...node.files.values(), ...(node.shell ? [node.shell] : [])];
  for (const child of node.folders.values()) {
    const set = uniform(child);
    if (!set) return null;
    sets.push(set);
  }
  const keys = new Set(sets.map(keyOf));
  return keys.size === 1 ? sets[0]! : null;
}

function emit(node: Folder, prefix: string, rules: HeaderRule[]): void {
  const same = prefix === '/' ? null : uniform(node);
  if (same) {
    rules.push({ path: `${prefix}*`, headers: same });
    return;
  }
  for (const [name, headers] of node.files) {
    rules.push({ path: name === 'index.html' ? prefix : prefix + name, headers });
    // A CDN answers a page's address without `.html` too (Cloudflare sends /404.html there).
    if (name.endsWith('.html') && name !== 'index.html')
      rules.push({ path: prefix + name.slice(0, -'.html'.length), headers });
  }
  for (const [name, child] of node.folders) emit(child, `${prefix}${name}/`, rules);
  if (node.shell) rules.push({ path: `${prefix}:id`, headers: node.shell });
}

const CSP = 'content-security-policy';

/** A policy's directives, each with its sources. */
function directivesOf(policy: string): Map<string, Set<string>> {
  const directives = new Map<string, Set<string>>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), new Set(sources));
  }
  return directives;
}

const inlineSource = /^'(sha256|sha384|sha512|nonce)-/;

/**
 * Whether `policy` allows nothing `broader` does not: the same directives, each source of
 * `policy` also in `broader`'s (a hash too where `broader` allows every inline part with
 * 'unsafe-inline' and names none). Enforced together, the two then allow what `policy` does.
 */
export function narrows(policy: string, broader: string): boolean {
  const own = directivesOf(policy);
  const wide = directivesOf(broader);
  if (own.size !== wide.size) return false;
  for (const [name, sources] of own) {
    const allowed = wide.get(name);
    if (!allowed) return false;
    const anyInline =
      allowed.has("'unsafe-inline'") && ![...allowed].some((source) => inlineSource.test(source));
    for (const source of sources)
      if (!allowed.has(source) && !(anyInline && inlineSource.test(source))) return false;
  }
  return true;
}

/**
 * The rules that give every file its headers and every member id route (/order/42) its
 * shell's: the security headers under '/*', then one rule per folder whose files all share
 * their headers, else per file. Checked before use: each address must get exactly its own
 * headers, and no two rules may give one address different values of the same header — but
 * for a Content-Security-Policy in `everywhere` (the policy of addresses no other rule
 * covers), which every other rule's policy must narrow.
 */
export function headerRules(
  files: ReadonlyMap<string, HeaderSet>,
  shells: readonly { prefix: string; headers: HeaderSet }[] = [],
  everywhere: HeaderSet = securityHeaders(),
): HeaderRule[] {
  const root = folder();
  const nodeAt = (segments: string[]) =>
    segments.reduce((node, name) => {
      if (!node.folders.has(name)) node.folders.set(name, folder());
      return node.folders.get(name)!;
    }, root);
  for (const [file, headers] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const segments = file.split('/');
    nodeAt(segments.slice(0, -1)).files.set(segments.at(-1)!, headers);
  }
  for (const { prefix, headers } of shells)
    nodeAt(prefix.split('/').filter(Boolean)).shell = headers;
  const rules: HeaderRule[] = [{ path: '/*', headers: everywhere }];
  emit(root, '/', rules);
  const topPolicy = everywhere[CSP];

  const expected: [string, HeaderSet][] = [
    ...[...files].map(([file, headers]): [string, HeaderSet] => [urlPathOf(file), headers]),
    ...shells.map(({ prefix, headers }): [string, HeaderSet] => [`${prefix}any-id`, headers]),
  ];
  // A rule can only match addresses in its own first folder, unless it starts with a
  // wildcard: each address is tried against those few rules (a site has thousands).
  const firstFolder = (path: string) => path.split('/')[1] ?? '';
  const byFolder = new Map<string, HeaderRule[]>();
  const anywhere: HeaderRule[] = [];
  for (const rule of rules) {
    const folder = firstFolder(rule.path);
    if (folder === '*' || folder.startsWith(':')) anywhere.push(rule);
    else byFolder.set(folder, [...(byFolder.get(folder) ?? []), rule]);
  }
  // What a set of matching rules gives, worked out once per set (and per expected set).
  const given = new Map<string, { key: string; clash: string | null }>();
  const wanted = new Map<HeaderSet, string>();
  for (const [path, own] of expected) {
    const candidates = new Set([...anywhere, ...(byFolder.get(firstFolder(path)) ?? [])]);
    const matching = rules.filter(
      (rule) => candidates.has(rule) && patternOf(rule.path).test(path),
    );
    const which = matching.map((rule) => rules.indexOf(rule)).join(',');
    let got = given.get(which);
    if (!got) {
      const values = new Map<string, Set<string>>();
      const merged: HeaderSet = {};
      for (const rule of matching)
        for (const [name, value] of Object.entries(rule.headers)) {
          values.set(name, (values.get(name) ?? new Set()).add(value));
          merged[name] = value;
        }
      // The top policy, given again by a narrower rule, is no clash (see the top of the file).
      const policies = values.get(CSP);
      if (topPolicy !== undefined && policies && policies.size > 1) {
        const later = [...policies].filter((policy) => policy !== topPolicy);
        if (later.length === 1 && narrows(later[0]!, topPolicy)) policies.delete(topPolicy);
      }
      const clash = [...values].find(([, set]) => set.size > 1)?.[0] ?? null;
      given.set(which, (got = { key: keyOf(merged), clash }));
    }
    let want = wanted.get(own);
    if (want === undefined) wanted.set(own, (want = keyOf({ ...everywhere, ...own })));
    if (got.clash || got.key !== want)
      throw new Error(
        `_headers cannot give ${path} its own headers` +
          (got.clash ? ` (rules disagree on ${got.clash}).` : '.'),
      );
  }
  return rules;
}

/**
 * The headers of each file of a build (by its path in the build): what its `_headers` gives
 * the file's address; for a build without one, the security headers, caching and the
 * policies kept with it (builds published before `_headers`), else a policy that allows
 * nothing inline.
 */
export function headerLookup(
  rules: readonly HeaderRule[] | null,
  policies?: Readonly<Record<string, string>>,
): (file: string) => HeaderSet {
  if (rules) return (file) => headersFor(rules, urlPathOf(file));
  return (file) => ({
    ...securityHeaders(),
    'cache-control': cacheControlFor(file),
    'content-security-policy': policies?.[file] ?? policies?.['*'] ?? "default-src 'self'",
  });
}

/** How long a `_headers` line of this header would be. */
const lineLength = (name: string, value: string) => `  ${displayName(name)}: ${value}`.length;

/**
 * The policy of an address outside every section (a CDN answers it with the 404 page under
 * the top rule alone): it allows all that any section's policy allows, so a section's own,
 * enforced with it, decides (see the top of the file). Its style hashes give way to
 * 'unsafe-inline' when the line would be longer than the host reads: an inline style runs
 * no code, and scripts stay allowed by hash alone.
 */
function fallbackPolicy(sections: readonly PageNeeds[], origins: ReturnType<typeof cspOrigins>) {
  const every: PageNeeds = {
    scripts: [...new Set(sections.flatMap((needs) => needs.scripts))],
    styles: [...new Set(sections.flatMap((needs) => needs.styles))],
    wasm: sections.some((needs) => needs.wasm),
  };
  const policy = policyText(every, origins);
  if (lineLength(CSP, policy) <= HOST_LIMITS.lineLength) return policy;
  return policyText({ ...every, styles: ["'unsafe-inline'"] }, origins);
}

/**
 * The `_headers` of a build from its files and the policy facts of its pages (no page is
 * read): the hashes Astro's CSP support named anywhere in the build are the build's own; a
 * page holding an inline script the build did not make is refused (throws, naming up to
 * five pages); each section gets one policy that allows what its pages need, with the
 * caching and security headers.
 */
export function siteHeaderRules(
  files: readonly string[],
  pages: ReadonlyMap<string, PagePolicyFacts>,
  sources: CspSources,
): { rules: HeaderRule[]; text: string; warnings: string[] } {
  const known = { scripts: new Set<string>(), styles: new Set<string>() };
  for (const { built } of pages.values()) {
    built?.scripts.forEach((hash) => known.scripts.add(hash));
    built?.styles.forEach((hash) => known.styles.add(hash));
  }
  const origins = cspOrigins(sources);

  const needs = new Map<string, PageNeeds>();
  const add = (section: string, own: PageNeeds) => {
    const before = needs.get(section) ?? { scripts: [], styles: [] };
    needs.set(section, {
      scripts: [...new Set([...before.scripts, ...own.scripts])],
      styles: [...new Set([...before.styles, ...own.styles])],
      wasm: section === SEARCH_SECTION,
    });
  };
  const refused: string[] = [];
  let notFound: PageNeeds | null = null;
  for (const [file, facts] of [...pages].sort(([a], [b]) => a.localeCompare(b))) {
    try {
      const own = needsOf(facts.inline, known, urlPathOf(file));
      add(sectionOf(file), own);
      if (file === NOT_FOUND_PAGE) notFound = own;
    } catch (error) {
      if (!(error instanceof ForeignScriptError)) throw error;
      refused.push(error.message);
    }
  }
  if (refused.length > 0)
    throw new ForeignScriptError(
      `${refused.length} page(s) refused: ${refused.slice(0, 5).join(' ')}` +
        (refused.length > 5 ? ' …' : ''),
    );

  // A CDN answers an unknown address inside a section with the 404 page under that
  // section's rule: every section allows what the 404 page needs.
  if (notFound) for (const section of [...needs.keys()]) add(section, notFound);
  const none: PageNeeds = { scripts: [], styles: [] };
  // One header set per section, caching and type: the files of a folder share it.
  const sets = new Map<string, HeaderSet>();
  const headersOf = (file: string): HeaderSet => {
    const type = declaredTypeOf(file);
    const cache = cacheControlFor(file);
    const section = sectionOf(file);
    const key = `${section}\n${cache}\n${type ?? ''}`;
    let set = sets.get(key);
    if (!set) {
      set = {
        'cache-control': cache,
        'content-security-policy': policyText(needs.get(section) ?? none, origins),
        ...(type ? { 'content-type': type } : {}),
      };
      sets.set(key, set);
    }
    return set;
  };
  const shells = memberShellRoutes
    .map(({ prefix, shell }) => ({ prefix, file: `${shell.slice(1)}index.html` }))
    .filter(({ file }) => pages.has(file))
    .map(({ prefix, file }) => ({ prefix, headers: headersOf(file) }));
  // The host's own files are read, never served: no rule gives them headers (a CDN answers
  // their address with the 404 page, under the rules of that address alone).
  const served = files.filter((file) => file !== HEADERS_FILE && file !== REDIRECTS_FILE);
  const everywhere = { ...securityHeaders(), [CSP]: fallbackPolicy([...needs.values()], origins) };
  const rules = headerRules(
    new Map(served.map((file) => [file, headersOf(file)])),
    shells,
    everywhere,
  );
  const text = formatHeaders(rules);
  const warnings: string[] = [];
  if (rules.length > HOST_LIMITS.rules)
    warnings.push(
      `_headers has ${rules.length} rules; Cloudflare Pages reads the first ${HOST_LIMITS.rules}.`,
    );
  const longest = Math.max(...text.split('\n').map((line) => line.length));
  if (longest > HOST_LIMITS.lineLength)
    warnings.push(
      `_headers has a line of ${longest} characters; Cloudflare Pages allows ${HOST_LIMITS.lineLength}.`,
    );
  return { rules, text, warnings };
}
