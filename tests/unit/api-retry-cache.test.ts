import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());
import * as v from 'valibot';
import { createApiClient, type ApiClientOptions } from '../../src/lib/api/client.ts';
import {
  backoffDelays,
  nextRetryDelay,
  retryAfterMs,
  retryDelay,
} from '../../src/lib/api/retry.ts';
import { fakeFetch, json, ok, refused } from './support/fake-fetch.ts';

const anything = v.unknown();

function client(fetch: typeof globalThis.fetch, options: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: 'https://api.example/v1',
    fetch,
    retryDelays: [0, 0, 0],
    ...options,
  });
}

describe('retries', () => {
  it('backs off 1 s, 2 s, 4 s by default, each wait capped at 30 s', () => {
    expect(backoffDelays()).toEqual([1000, 2000, 4000]);
    expect(backoffDelays(6)).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
    expect(retryDelay(90_000)).toBe(30_000);
  });

  it.each([
    ['HTTP 500', refused('Server down', 500)],
    ['HTTP 503 without JSON', new Response('Service Unavailable', { status: 503 })],
    ['HTTP 429', refused('Slow down', 429)],
    ['a network failure', new TypeError('fetch failed')],
  ])('a GET meeting %s is tried 4 times in all, then fails', async (_, reply) => {
    const { fetch, calls } = fakeFetch(reply);
    await expect(client(fetch).get('x', anything)).rejects.toThrow();
    expect(calls()).toBe(4);
  });

  it('a GET that recovers resolves', async () => {
    const { fetch, calls } = fakeFetch(refused('Busy', 502), new TypeError('reset'), ok('fine'));
    await expect(client(fetch).get('x', anything)).resolves.toBe('fine');
    expect(calls()).toBe(3);
  });

  it('waits the back-off delays between tries', async () => {
    const { fetch } = fakeFetch(refused('Busy', 500));
    const started = Date.now();
    vi.spyOn(Math, 'random').mockReturnValue(0.999); // the longest wait of each step
    const api = client(fetch, { retryDelays: [20, 40, 80] });
    await expect(api.get('x', anything)).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(130);
  });

  it("waits at least the server's Retry-After before the next try", async () => {
    const busy = () =>
      new Response(JSON.stringify({ error: true, message: 'Slow down', data: null }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '1' },
      });
    const { fetch, calls } = fakeFetch(busy(), ok('fine'));
    const started = Date.now();
    await expect(client(fetch, { retryDelays: [0] }).get('x', anything)).resolves.toBe('fine');
    expect(calls()).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it.each([
    ['an error envelope with 200', refused('No such album')],
    ['HTTP 400', refused('Bad request', 400)],
    ['HTTP 403', refused('Forbidden', 403)],
    ['HTTP 404', refused('Not found', 404)],
  ])('a GET meeting %s is not retried', async (_, reply) => {
    const { fetch, calls } = fakeFetch(reply);
    await expect(client(fetch).get('x', anything)).rejects.toThrow();
    expect(calls()).toBe(1);
  });

  it.each(['post', 'put'] as const)('a %s is never retried', async (method) => {
    const { fetch, calls } = fakeFetch(refused('Server down', 500), ok(1));
    await expect(client(fetch)[method]('x', { a: 1 }, anything)).rejects.toThrow('Server down');
    expect(calls()).toBe(1);
  });
});

describe('calls kept waiting', () => {
  /** A client that records every change of the count of waiting calls. */
  function watched(fetch: typeof globalThis.fetch, options: Partial<ApiClientOptions> = {}) {
    const counts: number[] = [];
    const api = client(fetch, { onWaitingChange: (waiting) => counts.push(waiting), ...options });
    return { api, counts };
  }

  it('a GET that fails and is tried again counts as waiting until it gives up', async () => {
    const { fetch } = fakeFetch(new TypeError('fetch failed'));
    const { api, counts } = watched(fetch);
    await expect(api.get('x', anything)).rejects.toThrow();
    expect(counts).toEqual([1, 0]);
  });

  it('a GET that recovers counts as waiting until its answer', async () => {
    const { fetch } = fakeFetch(refused('Busy', 503), ok('fine'));
    const { api, counts } = watched(fetch);
    await expect(api.get('x', anything)).resolves.toBe('fine');
    expect(counts).toEqual([1, 0]);
  });

  it('a GET unanswered past the notice time counts as waiting before any retry', async () => {
    let answer: (response: Response) => void = () => {};
    const slow = (() =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      })) as typeof globalThis.fetch;
    const { api, counts } = watched(slow, { waitNoticeMs: 20 });
    const call = api.get('x', anything);
    await vi.waitFor(() => expect(counts).toEqual([1]));
    answer(ok('late') as Response);
    await expect(call).resolves.toBe('late');
    expect(counts).toEqual([1, 0]);
  });

  it('two waiting GETs count 2, and 0 once both are settled', async () => {
    const { fetch } = fakeFetch(new TypeError('fetch failed'));
    const { api, counts } = watched(fetch, { retryDelays: [30] });
    await Promise.allSettled([api.get('a', anything), api.get('b', anything)]);
    expect(Math.max(...counts)).toBe(2);
    expect(counts.at(-1)).toBe(0);
  });

  it.each([
    ['an answer in time', ok('fine')],
    ['a refusal (not worth another try)', refused('No such booking', 404)],
  ])('a GET meeting %s never counts', async (_, reply) => {
    const { fetch } = fakeFetch(reply);
    const { api, counts } = watched(fetch);
    await api.get('x', anything).catch(() => {});
    expect(counts).toEqual([]);
  });

  it('a POST (never tried again) never counts, however it fails', async () => {
    const { fetch } = fakeFetch(new TypeError('fetch failed'));
    const { api, counts } = watched(fetch, { waitNoticeMs: 0 });
    await expect(api.post('x', {}, anything)).rejects.toThrow();
    expect(counts).toEqual([]);
  });

  it('a GET the page gives up on (abort) stops counting', async () => {
    const controller = new AbortController();
    const { fetch } = fakeFetch(new TypeError('fetch failed'));
    const { api, counts } = watched(fetch, { retryDelays: [10_000] });
    const call = api.get('x', anything, { signal: controller.signal });
    await vi.waitFor(() => expect(counts).toEqual([1]));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(counts).toEqual([1, 0]);
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-11-24T04:00:00Z');
  it.each([
    ['seconds', '120', 120_000],
    ['no wait', '0', 0],
    ['an HTTP date 30 s ahead', 'Tue, 24 Nov 2026 04:00:30 GMT', 30_000],
    ['an HTTP date in the past', 'Tue, 24 Nov 2026 03:59:00 GMT', 0],
    ['nothing', null, null],
    ['words', 'soon', null],
    ['a negative number', '-5', null],
  ])('%s (%j) → %j ms', (_, header, expected) => {
    expect(retryAfterMs(header, now)).toBe(expected);
  });
});

describe('the wait before the next try', () => {
  it.each([
    ['the back-off step with no jitter drawn', 2000, null, 1, 2000],
    ['half the step at the lowest jitter', 2000, null, 0, 1000],
    ['a step in between', 2000, null, 0.5, 1500],
    ["the server's Retry-After when it asks for longer", 2000, 10_000, 0.5, 10_000],
    ['the step when the server asks for less', 4000, 1000, 1, 4000],
    ['never beyond the 30 s cap', 2000, 120_000, 1, 30_000],
  ])('%s', (_, step, asked, random, expected) => {
    vi.spyOn(Math, 'random').mockReturnValue(random);
    expect(nextRetryDelay(step, asked)).toBe(expected);
  });
});

describe('cache', () => {
  function cached(replies: Response[], token = 't1') {
    let now = 0;
    const fake = fakeFetch(...replies);
    const api = client(fake.fetch, {
      cacheTtlMs: 5 * 60_000,
      now: () => now,
      getToken: () => token,
    });
    return {
      ...fake,
      api,
      advance: (ms: number) => (now += ms),
      setToken: (t: string) => (token = t),
    };
  }

  it('answers a repeated GET from memory within the TTL and asks again after it', async () => {
    const { api, calls, advance } = cached([ok('first'), ok('second')]);
    await expect(api.get('news', anything)).resolves.toBe('first');
    advance(4 * 60_000);
    await expect(api.get('news', anything)).resolves.toBe('first');
    expect(calls()).toBe(1);
    advance(2 * 60_000);
    await expect(api.get('news', anything)).resolves.toBe('second');
    expect(calls()).toBe(2);
  });

  it('shares one request between callers asking at once', async () => {
    const { api, calls } = cached([ok('once')]);
    await Promise.all([api.get('a', anything), api.get('a', anything)]);
    expect(calls()).toBe(1);
  });

  it.each([
    ['another query', { query: { page: 2 } }, false],
    ['another token', { auth: true, token: 't2' }, false],
    ['cache: false', { cache: false }, false],
    ['the same call', {}, true],
  ])('a GET with %s hits the cache: %s', async (_, variant, hit) => {
    const { api, calls, setToken } = cached([ok(1)]);
    await api.get('a', anything, { auth: true });
    if ('token' in variant) setToken(variant.token);
    const { token: _token, ...options } = { token: '', auth: true, ...variant };
    await api.get('a', anything, options);
    expect(calls()).toBe(hit ? 1 : 2);
  });

  it('does not keep failures', async () => {
    const { api, calls } = cached([refused('No', 404), ok('yes')]);
    await expect(api.get('a', anything)).rejects.toThrow('No');
    await expect(api.get('a', anything)).resolves.toBe('yes');
    expect(calls()).toBe(2);
  });

  it('clearCache forgets everything', async () => {
    const { api, calls } = cached([ok(1)]);
    await api.get('a', anything);
    api.clearCache();
    await api.get('a', anything);
    expect(calls()).toBe(2);
  });
});

describe('requests', () => {
  it.each([
    ['https://h/v1', 'news/list', 'https://h/v1/news/list'],
    ['https://h/v1/', '/news/list', 'https://h/v1/news/list'],
    ['https://h/v1//', '//news/list', 'https://h/v1/news/list'],
  ])('joins %s and %s with one slash', async (baseUrl, path, url) => {
    const { fetch, seen } = fakeFetch(ok(1));
    await createApiClient({ baseUrl, fetch }).get(path, anything);
    expect(seen[0]?.url).toBe(url);
  });

  it('drops undefined and null query values, keeps empty strings, encodes the rest', async () => {
    const { fetch, seen } = fakeFetch(ok(1));
    const query = {
      page: 1,
      searchKey: '',
      size: 6,
      skip: undefined,
      none: null,
      boardType: 'Appeal Board',
    };
    await client(fetch).get('news/list', anything, { query });
    expect(seen[0]?.url).toBe(
      'https://api.example/v1/news/list?page=1&searchKey=&size=6&boardType=Appeal%20Board',
    );
  });

  it.each([
    ['auth with a token', { auth: true }, 'tok', 'Bearer tok'],
    ['auth without a token', { auth: true }, '', undefined],
    ['no auth', {}, 'tok', undefined],
  ])('%s', async (_, options, token, header) => {
    const { fetch, seen } = fakeFetch(ok(1));
    await client(fetch, { getToken: () => token }).get('x', anything, options);
    expect(seen[0]?.headers.authorization).toBe(header);
  });

  it('sends a JSON body with POST and PUT', async () => {
    const { fetch, seen } = fakeFetch(ok(1));
    await client(fetch).put('booking/cancel/1', { cancellationReason: 'ill' }, anything);
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      body: { cancellationReason: 'ill' },
      headers: { 'content-type': 'application/json' },
    });
  });
});

describe('whole envelopes', () => {
  it.each([
    [
      'success',
      ok({ cancelationCharge: 500 }, 'Charge'),
      { error: false, message: 'Charge', status: null },
    ],
    [
      'refusal 200',
      refused('Too late', 200, { status: 403 }),
      { error: true, message: 'Too late', status: 403, data: null },
    ],
    ['refusal 403', refused('Too late', 403, { status: 403 }), { error: true, status: 403 }],
    ['HTTP 500 without error flag', json({ error: false, message: 'odd' }, 500), { error: true }],
  ])('getEnvelope returns a %s without throwing', async (_, reply, expected) => {
    const { fetch } = fakeFetch(reply);
    await expect(
      client(fetch, { retryDelays: [] }).getEnvelope('x', anything),
    ).resolves.toMatchObject(expected);
  });

  it('postEnvelope keeps the message of a success', async () => {
    const { fetch } = fakeFetch(ok(null, 'Code sent to 01712345678'));
    await expect(client(fetch).postEnvelope('login-with-otp', {}, anything)).resolves.toMatchObject(
      {
        error: false,
        message: 'Code sent to 01712345678',
      },
    );
  });
});
