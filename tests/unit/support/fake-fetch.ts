import { vi } from 'vitest';

/** A request the fake fetch saw. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = Response | Error | (() => Response | Promise<Response>);

/** A JSON response. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A success envelope. */
export const ok = (data: unknown, message = 'OK') => json({ error: false, message, data });

/** An error envelope. */
export const refused = (message: string, status = 200, extra: object = {}) =>
  json({ error: true, message, data: null, ...extra }, status);

/**
 * A fetch that answers from `replies` in order (the last one repeats) and records every
 * request. An Error reply rejects like a network failure.
 */
export function fakeFetch(...replies: Reply[]) {
  const seen: SeenRequest[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    init.signal?.throwIfAborted();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    seen.push({ url: String(input), method: init.method ?? 'GET', headers, body });
    const reply = replies[Math.min(seen.length - 1, replies.length - 1)];
    if (reply instanceof Error) throw reply;
    if (typeof reply === 'function') return reply();
    // A Response body can be read once; hand out a copy for repeated replies.
    return reply ? reply.clone() : json({ error: false, message: '', data: null });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen, calls: () => seen.length };
}
