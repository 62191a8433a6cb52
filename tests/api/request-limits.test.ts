import { serve, type ServerType } from '@hono/node-server';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../api/app.ts';
import { DROP_LIMIT_BYTES } from '../../publisher/serve/unread-body.ts';
import { answerThenNext } from '../publisher/kept-alive.ts';
import { limits } from '../../api/auth/limits.ts';
import { ORIGIN, startStandIn, V1, type StandInHarness } from './stand-in.ts';

// Issue 15 point 15: bodies are bounded before anything reads them, a malformed escape is a
// 400, and the contact form is throttled per address.

let api: StandInHarness;
let token: string;
beforeAll(async () => {
  api = await startStandIn();
  token = await api.signIn();
});
const later = (ms: number) => (api.clock.now = new Date(api.clock.now.getTime() + ms));

/** A JSON body of about `bytes` bytes. */
const bodyOf = (bytes: number) => JSON.stringify({ acNo: 'BC-101', password: 'x'.repeat(bytes) });

describe('body limit', () => {
  it.each([
    ['login', `${V1}/login`],
    ['contact form', `${V1}/club/contact-us/submit`],
    ['booking', `${V1}/booking/new-booking`],
    ['ordering login', `${ORIGIN}/ordering/login`],
  ])('refuses a body over 64 KB with 413 (%s)', async (_, url) => {
    const response = await api.app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: bodyOf(MAX_BODY_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: true,
      message: 'The request is too large (at most 64 KB).',
    });
  });

  it('refuses a 30 MB body sent without a length, reading no more than the limit', async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(32);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 30 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await api.app.request(`${V1}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(1024 * 1024);
  });

  it('still takes a body under the limit', async () => {
    const { status } = await api.call('login', {
      body: { acNo: 'BC-101', password: 'wrong', note: 'x'.repeat(60 * 1024) },
    });
    expect(status).toBe(401);
  });
});

describe('a body answered before it is read, on a kept-alive connection', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    server = serve({ fetch: api.app.fetch, hostname: '127.0.0.1', port: 0 });
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((done) => server.close(done)));

  const json = { 'content-type': 'application/json' };
  it.each([
    ['a 300 KB login (413)', `${V1}/login`, json, 300_000, 413],
    ['a text/plain login (415)', `${V1}/login`, { 'content-type': 'text/plain' }, 30_000, 415],
    ['a booking without a token (401)', `${V1}/booking/new-booking`, json, 60_000, 401],
    ['a call that does not exist (404)', `${V1}/no/such/call`, json, 60_000, 404],
  ])(
    'reads and drops the rest of %s sent slowly: the next request on it is answered',
    async (_, url, headers, size, status) => {
      const target = new URL(url).pathname;
      const body = 'x'.repeat(size);
      const { first, next } = await answerThenNext(
        port,
        { method: 'POST', target, headers, body, slowMs: 600 },
        '/health',
      );
      expect(first.status).toBe(status);
      expect(first.headers.connection).toBe('keep-alive');
      expect(next).toMatchObject({ status: 200, reused: true });
    },
  );

  it.each([
    ['declares more than it drops', {}, DROP_LIMIT_BYTES + 1],
    ['comes in chunks past 64 KB', { 'transfer-encoding': 'chunked' }, 200_000],
  ])(
    'closes the connection after a 413 for a body that %s, and the next request gets a new one',
    async (_, headers, size) => {
      const body = 'x'.repeat(size);
      const { first, next } = await answerThenNext(
        port,
        {
          method: 'POST',
          target: '/web/bc-member/v1/login',
          headers: { ...json, ...headers },
          body,
        },
        '/health',
      );
      expect(first.status).toBe(413);
      expect(first.headers.connection).toBe('close');
      expect(next).toMatchObject({ status: 200, reused: false });
    },
  );
});

describe('image proxy', () => {
  it.each(['%E0%A4%A', '%', '%zz'])(
    'answers a malformed escape (%s) with 400, not 500',
    async (bad) => {
      const url = `${ORIGIN}/web/media/covers/${bad}.jpg`;
      const { status, body } = await api.call(`image-proxy?url=${encodeURIComponent(url)}`, {
        token,
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: true, message: 'The image address is not valid.' });
    },
  );
});

describe('contact form', () => {
  const enquiry = {
    email: 'guest@example.com',
    fullName: 'A Guest',
    phone: '01711000000',
    message: 'Hello',
  };
  const submit = (from: string) => api.call('club/contact-us/submit', { body: enquiry, from });

  it('takes a few enquiries from one address, then makes it wait, then stops it', async () => {
    const from = '203.0.113.20';
    for (let i = 0; i < limits.enquiryAddress.free; i++) {
      expect((await submit(from)).body.error).toBe(false);
    }
    const early = await submit(from);
    expect(early.status).toBe(429);
    expect(early.body.message).toBe(
      'Too many messages were sent from your connection. Please try again in 30 seconds.',
    );
    expect(early.headers.get('retry-after')).toBe('30');
    // Another address is not held up.
    expect((await submit('203.0.113.21')).body.error).toBe(false);
    for (let sent = limits.enquiryAddress.free; sent < limits.enquiryAddress.cap;) {
      const answer = await submit(from);
      if (answer.status === 200) sent += 1;
      else later(Number(answer.headers.get('retry-after')) * 1000);
    }
    later(10 * 60_000);
    expect((await submit(from)).status).toBe(429);
  });
});
