import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearerMatches, failureThrottle } from '../../publisher/admin/auth.ts';
import { safetyStopLine } from '../../src/data/build-limits.ts';
import { astroOutputReader, lineSplitter } from '../../publisher/astro-output.ts';
import { inlineHashes, mediaOrigins, pageCsp } from '../../publisher/csp.ts';
import {
  readFileRecords,
  writeFileRecords,
  type FileRecords,
} from '../../publisher/file-results.ts';
import { contentCalls, contentHash, refetch } from '../../publisher/fingerprint.ts';
import { recordFetches } from '../../publisher/record-fetches.ts';
import { progressLine } from '../../publisher/progress-text.ts';
import { changedPages } from '../../publisher/prepare-build.ts';
import type { FetchRecord } from '../../publisher/types.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const site = {
  apiOrigin: 'https://api.club',
  orderOrigin: 'https://order.club',
  media: [],
  embeds: [],
};

describe('Content-Security-Policy of a page', () => {
  it('hashes inline scripts and styles, not external scripts or JSON data blocks', () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script>
      <script type="application/ld+json">{"a":1}</script><style>p{color:red}</style>`;
    expect(inlineHashes(html)).toEqual({
      scripts: [sha('a()'), sha('b()')],
      styles: [sha('p{color:red}')],
      styleAttributes: [],
    });
  });

  it('allows style attributes only by hash, and frames and images the page uses', () => {
    const html = `<p style="color:&quot;red&quot;">x</p><iframe src="https://www.youtube.com/embed/abc"></iframe>
      <img src="https://cdn.club/a.jpg"><img src="/_astro/b.webp">`;
    const csp = pageCsp(html, {
      ...site,
      media: ['https://media.club'],
      embeds: ['https://maps.test'],
    });
    expect(csp).toContain(`style-src 'self' 'unsafe-hashes' ${sha('color:"red"')}`);
    expect(csp).toContain(
      "frame-src 'self' https://api.club https://media.club https://maps.test https://www.youtube.com",
    );
    expect(csp).toContain(
      "img-src 'self' data: https://api.club https://media.club https://cdn.club",
    );
    expect(csp).toContain("connect-src 'self' https://api.club https://order.club");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('takes media origins from the mediaPath the API sent', () => {
    const record: FetchRecord = {
      method: 'GET',
      url: 'x',
      status: 200,
      sha256: '',
      body: '{"data":{"mediaPath":"https://cdn.club/web/media/"}}',
    };
    expect(mediaOrigins([record])).toEqual(['https://cdn.club']);
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

  it('refuses an address after ten wrong secrets for ten minutes', () => {
    let now = 0;
    const throttle = failureThrottle(10, 600_000, () => now);
    for (let i = 0; i < 10; i++) throttle.failed('1.2.3.4');
    expect(throttle.blocked('1.2.3.4')).toBe(true);
    expect(throttle.blocked('5.6.7.8')).toBe(false);
    now = 600_001;
    expect(throttle.blocked('1.2.3.4')).toBe(false);
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
