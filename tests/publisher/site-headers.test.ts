import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ForeignScriptError, hashOf } from '../../integrations/csp.ts';
import {
  formatHeaders,
  headersFor,
  parseHeaders,
  type HeaderRule,
  type HeaderSet,
} from '../../integrations/headers/headers-file.ts';
import { headerRules, narrows } from '../../integrations/headers/site-headers.ts';
import { writeSiteHeaders } from './fake-site.ts';

const sources = {
  apiUrl: 'https://api.club/web/bc-member/v1',
  orderApiUrl: 'https://order.club/ordering',
  mediaOrigins: ['https://media.club'],
};
const guard = 'document.documentElement.dataset.session = "visitor";';
const carousel = 'for (const c of document.querySelectorAll("[data-carousel]")) start(c);';
const newsStyle = '.news{display:grid}';
const notFoundStyle = '.not-found{text-align:center}';

/** A page as Astro writes it with CSP on: its policy first in the head. */
function astroPage(scripts: string[], styles: string[] = [], body = '') {
  const policy = `script-src 'self' ${[guard, carousel].map(hashOf).join(' ')}; style-src 'self' ${[newsStyle, notFoundStyle].map(hashOf).join(' ')};`;
  return `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${policy}"><title>t</title>${styles
    .map((style) => `<style>${style}</style>`)
    .join(
      '',
    )}</head><body>${scripts.map((script) => `<script>${script}</script>`).join('')}${body}</body></html>`;
}

let dir: string;
async function write(file: string, text: string) {
  await mkdir(dirname(join(dir, file)), { recursive: true });
  await writeFile(join(dir, file), text);
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-headers-'));
  await write('index.html', astroPage([guard, carousel]));
  await write('news/index.html', astroPage([guard], [newsStyle]));
  await write('news/2/index.html', astroPage([guard]));
  await write('order/index.html', astroPage([guard]));
  await write('order/category/index.html', astroPage([guard, carousel]));
  await write('billing/details/index.html', astroPage([guard]));
  await write('404.html', astroPage([guard], [notFoundStyle]));
  await write('_astro/app.1234.js', 'console.log(1)');
  await write('data/news/2.json', '{}');
  await write('favicon.svg', '<svg/>');
});

afterEach(() => rm(dir, { recursive: true, force: true }));

const cspOf = (rules: ReturnType<typeof parseHeaders>, path: string) =>
  headersFor(rules, path)['content-security-policy'] ?? '';

/** The policies a host that joins repeated headers (Cloudflare Pages) sends for an address. */
const joinedPolicies = (rules: readonly HeaderRule[], path: string) =>
  rules
    .filter((rule) =>
      new RegExp(`^${rule.path.replace(/\*/g, '.*').replace(/:id/g, '[^/]+')}/?$`).test(path),
    )
    .map((rule) => rule.headers['content-security-policy'])
    .filter((policy): policy is string => policy !== undefined);

describe('_headers of a build', () => {
  it('gives each page the hashes its section uses, caching, and the security headers', async () => {
    await writeSiteHeaders(dir, sources);
    const rules = parseHeaders(await readFile(join(dir, '_headers'), 'utf8'));
    const home = headersFor(rules, '/');
    expect(home['content-security-policy']).toContain(
      `script-src 'self' ${hashOf(guard)} ${hashOf(carousel)};`,
    );
    expect(home['cache-control']).toBe('no-cache');
    expect(home['x-content-type-options']).toBe('nosniff');
    expect(home['cross-origin-opener-policy']).toBe('same-origin');
    expect(home['strict-transport-security']).toBe('max-age=31536000');
    // A section's pages share one policy: what any of them needs, nothing of other sections.
    for (const page of ['/news/', '/news/2/']) {
      expect(cspOf(rules, page)).toContain(`script-src 'self' ${hashOf(guard)};`);
      expect(cspOf(rules, page)).toContain(
        `style-src 'self' ${hashOf(newsStyle)} ${hashOf(notFoundStyle)};`,
      );
    }
    expect(cspOf(rules, '/404.html')).not.toContain(hashOf(carousel));
    // A CDN shows the 404 page under the rule of the address asked: each section allows it.
    expect(cspOf(rules, '/news/no-such-story/')).toContain(hashOf(notFoundStyle));
    expect(headersFor(rules, '/_astro/app.1234.js')['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor(rules, '/data/news/2.json')['cache-control']).toBe('no-cache');
    expect(headersFor(rules, '/favicon.svg')['cache-control']).toBe('public, max-age=3600');
    expect(cspOf(rules, '/news/')).toContain(
      "img-src 'self' data: https://api.club https://media.club;",
    );
    expect(rules.length).toBeLessThan(12);
  });

  it('gives an address outside every section a policy that every section’s own narrows', async () => {
    await write('search/index.html', astroPage([guard, carousel]));
    await writeSiteHeaders(dir, sources);
    const rules = parseHeaders(await readFile(join(dir, '_headers'), 'utf8'));
    // A CDN answers these with the 404 page under the top rule alone.
    for (const path of ['/no-such-section/', '/no-such-page', '/a/b/c']) {
      const policy = cspOf(rules, path);
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("frame-ancestors 'self'");
      expect(policy, path).toContain(hashOf(guard));
      expect(policy, path).toContain(hashOf(notFoundStyle));
      expect(joinedPolicies(rules, path), path).toEqual([policy]);
    }
    // Where a section's rule gives its own: a host letting the last rule win sends it; one
    // joining both sends both, and the section's allows nothing the other does not.
    for (const path of ['/', '/news/', '/news/2/', '/order/42', '/404.html', '/search/']) {
      const [top, ...own] = joinedPolicies(rules, path);
      expect(own, path).toEqual([cspOf(rules, path)]);
      expect(narrows(own[0]!, top!), path).toBe(true);
    }
    // Only the top policy allows what the search page alone needs.
    expect(joinedPolicies(rules, '/news/')[0]).toContain("'wasm-unsafe-eval'");
    expect(cspOf(rules, '/news/')).not.toContain('wasm-unsafe-eval');
  });

  it('lets the top policy allow inline styles rather than pass the host’s line length', async () => {
    const styles = Array.from({ length: 40 }, (_, i) => `.section-${i}{color:red}`);
    // Each section's page with a style of its own, named in its Astro policy as built.
    for (const [i, style] of styles.entries())
      await write(
        `section-${i}/index.html`,
        `<!doctype html><html><head><meta http-equiv="content-security-policy" content="script-src 'self' ${hashOf(guard)}; style-src 'self' ${hashOf(style)};"><title>t</title><style>${style}</style></head><body><script>${guard}</script></body></html>`,
      );
    const { warnings } = await writeSiteHeaders(dir, sources);
    const rules = parseHeaders(await readFile(join(dir, '_headers'), 'utf8'));
    const top = cspOf(rules, '/no-such-section/');
    expect(top).toContain("style-src 'self' 'unsafe-inline';");
    expect(top).toContain(`script-src 'self' ${hashOf(guard)} ${hashOf(carousel)};`);
    expect(cspOf(rules, '/section-7/')).toContain(hashOf(styles[7]!));
    expect(narrows(cspOf(rules, '/section-7/'), top)).toBe(true);
    expect(warnings.filter((warning) => warning.includes('characters'))).toEqual([]);
  });

  it('refuses a top policy that a section’s does not narrow', () => {
    const files = new Map<string, HeaderSet>([
      ['index.html', { 'content-security-policy': "script-src 'self' 'sha256-a'" }],
    ]);
    expect(() =>
      headerRules(files, [], { 'content-security-policy': "script-src 'self'" }),
    ).toThrow(/cannot give \/ its own headers \(rules disagree on content-security-policy\)/);
    expect(
      headerRules(files, [], { 'content-security-policy': "script-src 'self' 'unsafe-inline'" }),
    ).toHaveLength(2);
  });

  it('answers member id routes with their shell page’s headers, as the rewrites do', async () => {
    await writeSiteHeaders(dir, sources);
    const rules = parseHeaders(await readFile(join(dir, '_headers'), 'utf8'));
    expect(cspOf(rules, '/order/42')).toBe(cspOf(rules, '/order/category/'));
    expect(cspOf(rules, '/order/42')).toContain(hashOf(carousel));
    expect(cspOf(rules, '/billing/details/9876')).toBe(cspOf(rules, '/billing/details/'));
  });

  it("takes Astro's policy out of every page (the header carries it)", async () => {
    await writeSiteHeaders(dir, sources);
    for (const page of ['index.html', 'news/2/index.html', 'order/category/index.html'])
      expect(await readFile(join(dir, page), 'utf8')).not.toContain('http-equiv');
  });

  it('refuses a build with a page holding a script the build did not make, naming it', async () => {
    await write(
      'news/3/index.html',
      astroPage([guard], [], '<script>steal(document.cookie)</script>'),
    );
    const failure = writeSiteHeaders(dir, sources);
    await expect(failure).rejects.toThrow(ForeignScriptError);
    await expect(writeSiteHeaders(dir, sources)).rejects.toThrow(/\/news\/3\/ holds inline script/);
  });

  it('reads back what it writes', () => {
    const files = new Map<string, HeaderSet>([
      [
        'index.html',
        { 'cache-control': 'no-cache', 'content-security-policy': "default-src 'self'" },
      ],
      ['a/b.txt', { 'cache-control': 'public, max-age=3600', 'x-note': 'a: b' }],
    ]);
    const rules = headerRules(files, [], { 'x-content-type-options': 'nosniff' });
    expect(parseHeaders(formatHeaders(rules))).toEqual(rules);
    expect(formatHeaders(rules)).toContain(
      '/a/*\n  Cache-Control: public, max-age=3600\n  X-Note: a: b\n',
    );
  });

  it('splits a folder whose files differ into rules that never disagree on one address', () => {
    const page = { 'cache-control': 'no-cache', 'content-security-policy': 'p' };
    const picture = { 'cache-control': 'public, max-age=3600', 'content-security-policy': 'p' };
    const files = new Map<string, HeaderSet>([
      ['order/index.html', page],
      ['order/images/menu.png', picture],
      ['order/category/index.html', { ...page, 'content-security-policy': 'shell' }],
    ]);
    const shell = { ...page, 'content-security-policy': 'shell' };
    const rules = headerRules(files, [{ prefix: '/order/', headers: shell }], {});
    expect(rules.map((rule) => rule.path)).toEqual([
      '/*',
      '/order/',
      '/order/category/*',
      '/order/images/*',
      '/order/:id',
    ]);
    expect(headersFor(rules, '/order/7')).toEqual(shell);
    expect(headersFor(rules, '/order/images/menu.png')).toEqual(picture);
    // A file the shell's rule would also cover: no set of rules gives both their own.
    files.set('order/menu.png', picture);
    expect(() => headerRules(files, [{ prefix: '/order/', headers: shell }], {})).toThrow(
      /cannot give \/order\/menu.png its own headers \(rules disagree on cache-control\)/,
    );
  });

  // Issue 14: the feed, calendars, manifest, service worker and search index of a build.
  it('serves the worker, manifest, calendars and search index unchecked, with their types', async () => {
    await write('sw.js', 'self.skipWaiting()');
    await write('manifest.webmanifest', '{}');
    await write('rss.xml', '<rss/>');
    await write('calendar.ics', 'BEGIN:VCALENDAR');
    await write('calendar/ev1.ics', 'BEGIN:VCALENDAR');
    await write('pagefind/pagefind.js', 'export {}');
    await write('pagefind/pagefind-entry.json', '{}');
    await write('pagefind/wasm.en.pagefind', 'wasm');
    await write('pagefind/index/en_1.pf_index', 'index');
    await write('search/index.html', astroPage([guard]));
    await writeSiteHeaders(dir, sources);
    const rules = parseHeaders(await readFile(join(dir, '_headers'), 'utf8'));
    const expected: [string, string, string | undefined][] = [
      ['/sw.js', 'no-cache', undefined],
      ['/manifest.webmanifest', 'no-cache', 'application/manifest+json'],
      ['/rss.xml', 'no-cache', undefined],
      ['/calendar.ics', 'no-cache', 'text/calendar; charset=utf-8'],
      ['/calendar/ev1.ics', 'no-cache', 'text/calendar; charset=utf-8'],
      ['/pagefind/pagefind.js', 'no-cache', undefined],
      ['/pagefind/wasm.en.pagefind', 'no-cache', undefined],
      ['/pagefind/index/en_1.pf_index', 'no-cache', undefined],
      ['/favicon.svg', 'public, max-age=3600', undefined],
    ];
    for (const [path, caching, type] of expected) {
      expect(headersFor(rules, path)['cache-control'], path).toBe(caching);
      expect(headersFor(rules, path)['content-type'], path).toBe(type);
    }
    // The search index is one folder of one build: a single rule.
    expect(rules.filter((rule) => rule.path.startsWith('/pagefind/'))).toHaveLength(1);
    // Pagefind compiles WebAssembly on the search page; no other section may.
    expect(cspOf(rules, '/search/')).toContain("script-src 'self' 'wasm-unsafe-eval' ");
    for (const path of ['/', '/news/', '/404.html', '/sw.js', '/pagefind/pagefind.js'])
      expect(cspOf(rules, path), path).not.toContain('wasm-unsafe-eval');
  });

  it.each([
    ['application/ld+json', true],
    ['text/javascript', false],
    ['', false],
  ])('takes a script of type %j with JSON-LD in it as data: %s', async (type, data) => {
    const jsonLd = '{"@context":"https://schema.org","@type":"NewsArticle","headline":"A"}';
    const attribute = type ? ` type="${type}"` : '';
    await write(
      'news/3/index.html',
      astroPage([guard], [], `<script${attribute}>${jsonLd}</script>`),
    );
    const written = writeSiteHeaders(dir, sources);
    if (!data) {
      await expect(written).rejects.toThrow(/\/news\/3\/ holds inline script .*"@context"/);
      return;
    }
    await written;
    const rules = parseHeaders(await readFile(join(dir, '_headers'), 'utf8'));
    expect(cspOf(rules, '/news/3/')).not.toContain(hashOf(jsonLd));
  });
});
