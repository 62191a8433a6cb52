import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../api/app.ts';
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
