import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminTokenProblem, bearerMatches, failureThrottle } from '../../publisher/admin/auth.ts';
import { safetyStopLine } from '../../src/data/build-limits.ts';
import { astroOutputReader, lineSplitter } from '../../publisher/astro-output.ts';
import {
  addBuildHashes,
  astroPolicyOf,
  cspOrigins,
  ForeignScriptError,
  pageCsp,
  pageNeeds,
  policyText,
  withoutAstroPolicy,
} from '../../publisher/csp.ts';
import {
  readFileRecords,
  writeFileRecords,
  type FileRecords,
} from '../../publisher/file-results.ts';
import { contentCalls, contentHash, refetch } from '../../publisher/fingerprint.ts';
import { recordFetches } from '../../publisher/record-fetches.ts';
import { progressLine } from '../../publisher/progress-text.ts';
import { changedPages } from '../../publisher/prepare-build.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const built = {
  scripts: new Set([sha('a()'), sha('b()')]),
  styles: new Set([sha('p{color:red}')]),
};
const origins = cspOrigins({
  apiUrl: 'https://api.club/web/bc-member/v1',
  orderApiUrl: 'https://order.club/ordering',
  mediaOrigins: ['https://media.club/files/'],
});

describe('Content-Security-Policy of a page', () => {
  it("allows the build's inline scripts and styles by hash, not external scripts or JSON data", () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script>
      <script type="application/ld+json">{"a":1}</script><style>p{color:red}</style>`;
    expect(pageNeeds(html, built)).toEqual({
      scripts: [sha('a()'), sha('b()')],
      styles: [sha('p{color:red}')],
    });
  });

  it("allows the build's own speculation rules by their hash (CSP governs them as script)", () => {
    const rules = '{"prerender":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
    const known = { ...built, scripts: new Set([...built.scripts, sha(rules)]) };
    expect(pageNeeds(`<script type="speculationrules">${rules}</script>`, known)).toEqual({
      scripts: [sha(rules)],
      styles: [],
    });
  });

  // Inline script the build did not make (one that slipped past sanitizing): never allowed,
  // and the page is not published.
  it.each([
    ['a script element', '<p>news</p><script>steal()</script>'],
    ['a module script', '<script type="module">steal()</script>'],
    ['a script in capitals', '<SCRIPT>steal()</SCRIPT>'],
    ['a script with attributes holding ">"', '<script data-x="a>b">steal()</script>'],
    ['a script without its end tag', '<p>news</p><script>steal()'],
    ['a script after a comment', '<!-- note --><script>steal()</script>'],
    ['an event handler on a picture', '<img src="x.png" onerror="steal()">'],
    ['an event handler without quotes', '<svg onload=steal()></svg>'],
    ['an event handler in capitals', '<a href="/" ONCLICK="steal()">x</a>'],
    [
      'speculation rules (the browser would prerender what they name)',
      '<script type="speculationrules">{"prerender":[{"urls":["/admin"]}]}</script>',
    ],
  ])('refuses %s', (_, html) => {
    expect(() => pageNeeds(`<script>a()</script>${html}`, built, '/news/')).toThrow(
      ForeignScriptError,
    );
    expect(() => pageNeeds(html, built, '/news/')).toThrow(/\/news\/ holds inline script/);
  });

  it.each([
    ['a script tag inside an attribute value', '<img alt="<script>steal()</script>" src="x.png">'],
    ['a script inside a comment', '<!-- <script>steal()</script> -->'],
    ['a handler-like word in text', '<p>onload="steal()" is just text</p>'],
    ['a handler-like word in an attribute value', '<a title=\'x onclick="y"\' href="/">x</a>'],
  ])('does not mistake %s for a script', (_, html) => {
    expect(pageNeeds(html, built).scripts).toEqual([]);
  });

  it('leaves out styles and style attributes the build did not make (no unsafe-hashes)', () => {
    const html = `<style>p{color:red}</style><style>body{display:none}</style>
      <p style="position:fixed;inset:0">overlay</p>`;
    const csp = pageCsp(html, built, origins);
    expect(csp).toContain(`style-src 'self' ${sha('p{color:red}')};`);
    expect(csp).not.toContain(sha('body{display:none}'));
    expect(csp).not.toMatch(/unsafe-inline|unsafe-hashes|unsafe-eval/);
  });

  it('takes picture, frame and data origins from configuration, never from the page', () => {
    const html = `<img src="https://tracker.example/pixel.gif"><iframe src="https://evil.example/x"></iframe>`;
    const csp = pageCsp(html, built, origins);
    expect(csp).toContain("img-src 'self' data: https://api.club https://media.club;");
    expect(csp).toContain(
      "frame-src 'self' https://api.club https://media.club https://www.openstreetmap.org https://www.youtube.com;",
    );
    expect(csp).toContain("connect-src 'self' https://api.club https://order.club;");
    expect(csp).not.toMatch(/tracker\.example|evil\.example/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it("frames the club's own embeds (map, live stream) besides the media origins", () => {
    const site = cspOrigins({ apiUrl: 'https://api.club', orderApiUrl: 'https://o.club' });
    expect(policyText({ scripts: [], styles: [] }, site)).toContain(
      "frame-src 'self' https://api.club https://www.openstreetmap.org https://www.youtube.com;",
    );
  });

  it("reads the build's hashes from Astro's policy at the top of the head only", () => {
    const astro = `script-src 'self' ${sha('a()')}; style-src 'self' ${sha('p{}')};`;
    const page = `<html><head><meta http-equiv="content-security-policy" content="${astro}"><title>x</title></head><body></body></html>`;
    expect(astroPolicyOf(page)).toBe(astro);
    const hashes = { scripts: new Set<string>(), styles: new Set<string>() };
    addBuildHashes(astroPolicyOf(page)!, hashes);
    expect(hashes).toEqual({ scripts: new Set([sha('a()')]), styles: new Set([sha('p{}')]) });
    expect(withoutAstroPolicy(page)).toBe(
      '<html><head><title>x</title></head><body></body></html>',
    );
    // A policy that arrived with content (in the body) is not the build's.
    const planted = `<html><head><title>x</title></head><body><meta http-equiv="content-security-policy" content="script-src 'unsafe-inline'"></body></html>`;
    expect(astroPolicyOf(planted)).toBeNull();
    expect(withoutAstroPolicy(planted)).toBe(planted);
  });
});

describe('astro build output', () => {
  it('reads phases, rendered and reused pages, images and content failures', () => {
    const reader = astroOutputReader(4);
    const lines = [
      '11:38:40 [build] Collecting build info...',
      '11:38:40 [build] Building static entrypoints...',
      ' generating static routes ',
      '11:38:42   \u001b[34m├─\u001b[39m /404.html (+13ms) ',
      '11:38:42   ├─ /news/index.html (+3ms) ',
      '11:38:42   ├─ /news-details/nw0001/index.html (restored)',
      '11:38:42   ├─ /news-details/nw0002/index.html (cached)',
      '11:38:42   ├─ /data/news/2.json (+1ms) ',
      ' generating optimized images ',
      '11:38:44   ▶ /_astro/covers-01_Z1EqhlD.webp (before: 6kB, after: 3kB) (+26ms) (126/127)',
      '[build] news/tag/get unavailable, no filter shown: The server could not be reached.',
      '[build] skipped a news record (n9): title missing',
      safetyStopLine('news/list', 100_000, 120_000, 100_000),
      safetyStopLine('club/gallery/album/list', 50, null, 50),
    ];
    const chunks = lineSplitter((line) => reader.read(line));
    chunks.push(lines.join('\n').slice(0, 100));
    chunks.push(lines.join('\n').slice(100));
    chunks.end();
    expect(reader.state).toMatchObject({
      pagesRendered: 3,
      pagesReused: 2,
      pagesDone: 5,
      pagesTotal: 5,
      imagesDone: 126,
      imagesTotal: 127,
      failures: ['news/tag/get unavailable, no filter shown: The server could not be reached.'],
      warnings: [
        'skipped a news record (n9): title missing',
        'safety stop: news/list ended at 100000 of 120000 records (BUILD_MAX_RECORDS=100000); the rest is not built',
        'safety stop: club/gallery/album/list ended at 50 of at least 51 records (BUILD_MAX_RECORDS=50); the rest is not built',
      ],
      safetyStops: [
        { list: 'news/list', built: 100_000, total: 120_000 },
        { list: 'club/gallery/album/list', built: 50, total: null },
      ],
    });
    expect(
      progressLine({
        ...reader.state,
        id: 'x',
        trigger: 'cli',
        force: false,
        startedAt: '',
        elapsedMs: 75_000,
      }),
    ).toBe('Optimizing images · 5/5 pages · 126/127 images · 1:15');
  });
});

describe('admin secret', () => {
  it('accepts only Bearer and exactly the secret', () => {
    expect(bearerMatches('Bearer s3cret', 's3cret')).toBe(true);
    expect(bearerMatches('bearer s3cret', 's3cret')).toBe(true);
    for (const header of [
      undefined,
      '',
      'Bearer ',
      'Bearer s3cre',
      'Bearer s3cret2',
      's3cret',
      'Basic s3cret',
    ])
      expect(bearerMatches(header, 's3cret')).toBe(false);
  });

  it('slows down only the client sending wrong secrets, more with each one, and forgets it', () => {
    let now = 0;
    const throttle = failureThrottle({
      free: 3,
      maxWaitMs: 8000,
      windowMs: 60_000,
      now: () => now,
    });
    for (let i = 0; i < 3; i++) throttle.failed('1.2.3.4');
    expect(throttle.waitMs('1.2.3.4')).toBe(1000);
    expect(throttle.waitMs('5.6.7.8')).toBe(0);
    throttle.failed('1.2.3.4');
    expect(throttle.waitMs('1.2.3.4')).toBe(2000);
    for (let i = 0; i < 10; i++) throttle.failed('1.2.3.4');
    expect(throttle.waitMs('1.2.3.4')).toBe(8000);
    now = 5000;
    expect(throttle.waitMs('1.2.3.4')).toBe(3000);
    now = 70_000;
    expect(throttle.waitMs('1.2.3.4')).toBe(0);
    throttle.failed('5.6.7.8');
    throttle.succeeded('5.6.7.8');
    expect(throttle.waitMs('5.6.7.8')).toBe(0);
  });

  it('keeps a bounded number of clients', () => {
    const throttle = failureThrottle({ free: 0, maxClients: 2 });
    for (const client of ['a', 'b', 'c']) throttle.failed(client);
    expect(throttle.waitMs('a')).toBe(0);
    expect(throttle.waitMs('c')).toBeGreaterThan(0);
  });

  it.each([
    ['a random 24-character secret', 'x'.repeat(24), null],
    ['a 23-character secret', 'x'.repeat(23), /at least 24 characters \(it has 23\)/],
    ['a secret with a space', `${'x'.repeat(20)} ${'x'.repeat(20)}`, /spaces/],
  ])('judges %s', (_, token, problem) => {
    const found = adminTokenProblem(token);
    if (problem) expect(found).toMatch(problem);
    else expect(found).toBeNull();
  });
});

describe('content fingerprint', () => {
  it('changes with one changed item and not with the order calls were made in', async () => {
    const bodies: Record<string, string> = {
      '/news/list?page=1':
        '{"news":[{"_id":"n1","title":"Sports Day"},{"_id":"n2","title":"AGM"}]}',
      '/news/details/n1': '{"news":{"_id":"n1","title":"Sports Day"}}',
    };
    const server = createServer((req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(bodies[req.url!] ?? '{}'),
    );
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const urls = Object.keys(bodies).map((path) => base + path);
    const first = await refetch(urls);
    const again = await refetch([...urls].reverse());
    bodies['/news/details/n1'] = '{"news":{"_id":"n1","title":"Sports Day results"}}';
    const changed = await refetch(urls);
    server.close();
    expect(contentHash(first!)).toBe(contentHash(again!));
    expect(contentHash(changed!)).not.toBe(contentHash(first!));
    expect(await refetch(['http://127.0.0.1:1/nothing'])).toBeNull();
  });

  it('asks conditionally where the answer had an ETag: 304 stands for the same answer', async () => {
    let bodiesSent = 0;
    let version = 1;
    const server = createServer((req, res) => {
      const etag = `W/"v${version}"`;
      if (req.headers['if-none-match'] === etag) return res.writeHead(304, { etag }).end();
      bodiesSent++;
      res
        .writeHead(200, { 'content-type': 'application/json', etag })
        .end(`{"news":{"_id":"n1","title":"Sports Day ${version}"}}`);
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/news/details/n1`;
    const [first] = (await refetch([url]))!;
    const known = { url, status: 200, sha256: first!.sha256, etag: first!.etag };
    const same = await refetch([known]);
    expect(bodiesSent).toBe(1);
    expect(same![0]).toMatchObject({ sha256: first!.sha256, notModified: true });
    expect(contentHash(same!)).toBe(contentHash([first!]));
    version = 2;
    const changed = await refetch([known]);
    server.close();
    expect(bodiesSent).toBe(2);
    expect(contentHash(changed!)).not.toBe(contentHash([first!]));
  });

  it("keeps a build's file results on disk, each link string once, and reads them back", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'file-records-'));
    const links = ['/', '/news/', '/contact'];
    const records: FileRecords = {
      'index.html': { hash: 'a', size: 10, steps: { links: { inputs: 'i', value: links } } },
      'news/index.html': {
        hash: 'b',
        size: 20,
        steps: {
          links: { inputs: 'i', value: [...links].reverse() },
          memberData: { inputs: 'm', value: { magazines: 2, problems: [] } },
        },
      },
    };
    await mkdir(join(dir, 'a'));
    await mkdir(join(dir, 'b'));
    await writeFileRecords(join(dir, 'a'), records);
    // Another build written since: the first is read back from its file.
    await writeFileRecords(join(dir, 'b'), {});
    const text = await readFile(join(dir, 'a', 'files.json'), 'utf8');
    expect(text.match(/"\/news\/"/g)).toHaveLength(1);
    expect(await readFileRecords(join(dir, 'a'))).toEqual(records);
    await rm(dir, { recursive: true, force: true });
  });

  it('records an answer a page key took from the change check, so the next check asks about it', () => {
    const fetchBefore = globalThis.fetch;
    try {
      const take = recordFetches();
      const url = 'http://api.test/web/bc-member/v1/news/details/n7';
      take({ [url]: { status: 200, sha256: 'abc', etag: 'W/"7"' } });
      const digestOf = (globalThis as Record<symbol, unknown>)[
        Symbol.for('club.answer-digest')
      ] as (url: string) => string | undefined;
      expect(digestOf(url)).toBe('abc');
      expect(digestOf(url)).toBe('abc');
      expect(digestOf('http://api.test/web/bc-member/v1/news/details/n8')).toBeUndefined();
      const records = take();
      expect(records).toEqual([
        { method: 'GET', url, status: 200, sha256: 'abc', etag: 'W/"7"', notModified: true },
      ]);
      expect(contentCalls(records).map((call) => call.url)).toEqual([url]);
    } finally {
      globalThis.fetch = fetchBefore;
    }
  });

  it('counts a replaced picture as changed content', () => {
    const calls = [{ method: 'GET', url: 'http://api/x', status: 200, sha256: 'a', body: '{}' }];
    expect(contentHash(calls, { 'http://api/m/a.jpg': '"v1"' })).not.toBe(
      contentHash(calls, { 'http://api/m/a.jpg': '"v2"' }),
    );
  });

  it('counts the pages added, changed and removed between two builds', () => {
    const before = { 'index.html': 'a', 'news/index.html': 'b', 'old/index.html': 'c' };
    const after = { 'index.html': 'a', 'news/index.html': 'B', 'new/index.html': 'd' };
    expect(changedPages(before, after)).toEqual(['/new/', '/news/', '/old/']);
  });
});
