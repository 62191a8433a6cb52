import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createApiClient, type ApiClientOptions } from '../../src/lib/api/client.ts';
import { ApiError, SessionExpiredError } from '../../src/lib/api/errors.ts';
import { messages } from '../../src/lib/constants/messages.ts';
import { fakeFetch, json, ok, refused } from './support/fake-fetch.ts';

const base = 'https://api.example/web/bc-member/v1';
const anything = v.unknown();
const named = v.object({ name: v.string() });

function client(fetch: typeof globalThis.fetch, options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: base, fetch, retryDelays: [0, 0, 0], ...options });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('envelope', () => {
  it('resolves to data checked by the schema', async () => {
    const { fetch, seen } = fakeFetch(ok({ name: 'Club', extra: 1 }));
    await expect(client(fetch).get('club/x', named)).resolves.toEqual({ name: 'Club' });
    expect(seen[0]).toMatchObject({ url: `${base}/club/x`, method: 'GET' });
  });

  it.each([
    ['HTTP 200', 200],
    ['HTTP 400', 400],
    ['HTTP 404', 404],
    ['HTTP 500', 500],
  ])('an error envelope with %s throws the provider message', async (_, status) => {
    const { fetch } = fakeFetch(refused('Account not found', status, { status: 12 }));
    const error = await failure(client(fetch).get('x', anything));
    expect(error).toMatchObject({
      message: 'Account not found',
      kind: 'provider',
      httpStatus: status,
      bodyStatus: 12,
    });
  });

  it.each([
    ['HTML', new Response('<html>Server error</html>', { status: 500 }), 500],
    ['empty', new Response('', { status: 200 }), 200],
    ['JSON without error flag', json({ data: 1 }), 200],
  ])('a %s body is unreadable', async (_, response, status) => {
    const { fetch } = fakeFetch(response);
    const error = await failure(client(fetch, { retryDelays: [] }).get('x', anything));
    expect(error).toMatchObject({
      message: messages.serverUnreadable,
      kind: 'unreadable',
      httpStatus: status,
    });
  });

  // Issue 48: the site's forwarding of the APIs (or any gateway) answers these when the
  // provider is down or slow; the member hears what a direct call would have told.
  it.each([
    ['502 (no answer behind the gateway)', 502, messages.serverUnreachable, 'network'],
    ['504 (no answer in time behind it)', 504, messages.serverTooSlow, 'timeout'],
  ])('a gateway’s %s without an envelope is told as such', async (_, status, message, kind) => {
    const { fetch } = fakeFetch(new Response('The club server could not be reached.', { status }));
    const error = await failure(client(fetch, { retryDelays: [] }).get('x', anything));
    expect(error).toMatchObject({ message, kind, httpStatus: status });
  });

  it('a network failure has the connection fallback', async () => {
    const { fetch } = fakeFetch(new TypeError('fetch failed'));
    const error = await failure(client(fetch, { retryDelays: [] }).get('x', anything));
    expect(error).toMatchObject({
      message: messages.serverUnreachable,
      kind: 'network',
      httpStatus: null,
    });
  });

  it('a call that does not answer in time has the timeout fallback', async () => {
    const never = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const api = client(never as typeof globalThis.fetch, { timeoutMs: 20, retryDelays: [] });
    const error = await failure(api.get('x', anything));
    expect(error).toMatchObject({ message: messages.serverTooSlow, kind: 'timeout' });
  });

  it('data in an unexpected shape is an ApiError, not a crash', async () => {
    const { fetch } = fakeFetch(ok({ name: 42 }));
    const error = await failure(client(fetch).get('x', named));
    expect(error).toMatchObject({ message: messages.unexpectedShape, kind: 'shape' });
  });

  it("the caller's abort passes through unchanged", async () => {
    const controller = new AbortController();
    controller.abort();
    const { fetch } = fakeFetch(ok(1));
    await expect(
      client(fetch).get('x', anything, { signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('session expiry', () => {
  it.each([
    ['HTTP 401', refused('Unauthorized', 401)],
    ['body status 401', refused('Token expired', 200, { status: 401 })],
  ])('%s with a token throws SessionExpiredError and calls back once', async (_, reply) => {
    const { fetch } = fakeFetch(reply);
    const onSessionExpired = vi.fn();
    const api = client(fetch, { getToken: () => 'abc', onSessionExpired });
    const error = await failure(api.get('member', anything, { auth: true }));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error.message).toBe(messages.sessionExpired);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a 401 to a call without a token is a plain refusal (a wrong password is no expiry)', async () => {
    const { fetch } = fakeFetch(refused('Invalid password', 401));
    const onSessionExpired = vi.fn();
    const error = await failure(client(fetch, { onSessionExpired }).post('login', {}, anything));
    expect(error).not.toBeInstanceOf(SessionExpiredError);
    expect(error.message).toBe('Invalid password');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
