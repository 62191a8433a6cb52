import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { contentCalls, contentHash, refetch } from '../../publisher/build/fingerprint.ts';
import { createFetchRecorder } from '../../publisher/build/fetch-recorder.ts';
import { changedPages } from '../../publisher/publish/build-files.ts';

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

  it('records an answer a page key took from the change check, so the next check asks about it', () => {
    const recorder = createFetchRecorder(['http://api.test/web/bc-member/v1']);
    const url = 'http://api.test/web/bc-member/v1/news/details/n7';
    recorder.take({ [url]: { status: 200, sha256: 'abc', etag: 'W/"7"' } });
    expect(recorder.answerDigest(url)).toBe('abc');
    expect(recorder.answerDigest(url)).toBe('abc');
    expect(
      recorder.answerDigest('http://api.test/web/bc-member/v1/news/details/n8'),
    ).toBeUndefined();
    const records = recorder.take();
    expect(records).toEqual([
      { method: 'GET', url, status: 200, sha256: 'abc', etag: 'W/"7"', notModified: true },
    ]);
    expect(contentCalls(records).map((call) => call.url)).toEqual([url]);
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
