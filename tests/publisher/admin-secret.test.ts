import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Publisher } from '../../publisher/publish/publish-queue.ts';
import { adminTokenProblem, failureThrottle } from '../../publisher/serve/admin/auth.ts';
import { createPublishApp, type PublishApp } from '../../publisher/serve/publish-app.ts';
import { fakePublisher, fakeSite, stateDir } from './fake-site.ts';

const secret = 'the-admin-secret-of-the-tests+/=';

describe('admin secret', () => {
  let dir: string;
  let publisher: Publisher;
  let app: PublishApp;
  beforeAll(async () => {
    dir = await stateDir();
    publisher = await fakePublisher(fakeSite(), dir);
    app = await createPublishApp({ publisher, adminToken: secret });
  });
  afterAll(async () => {
    await publisher.close();
    await rm(dir, { recursive: true, force: true });
  });

  // Through the app (hono/bearer-auth): only a Bearer token equal to the secret passes.
  it.each([
    ['Bearer and the secret', `Bearer ${secret}`, 200],
    ['the scheme in any case', `bearer ${secret}`, 200],
    ['no header', undefined, 401],
    ['an empty header', '', 401],
    ['Bearer alone', 'Bearer ', 401],
    ['the secret cut short', `Bearer ${secret.slice(0, -1)}`, 401],
    ['the secret and more', `Bearer ${secret}2`, 401],
    ['the secret without a scheme', secret, 401],
    ['another scheme', `Basic ${secret}`, 401],
    ['a token no Bearer header can hold', 'Bearer sec ret!', 401],
  ])('answers %s with %i', async (_, authorization, status) => {
    const response = await app.request('/admin/status', {
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(response.status).toBe(status);
    if (status === 401) {
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.json()).toEqual({ error: 'The admin token is missing or wrong.' });
    }
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
    ['a base64 secret', 'q83vEjRWeJCrze8SNFZ4kKvN7xI0Vniq+/8=', null],
    ['a secret a Bearer header cannot carry', `${'x'.repeat(24)}!`, /may hold only letters/],
  ])('judges %s', (_, token, problem) => {
    const found = adminTokenProblem(token);
    if (problem) expect(found).toMatch(problem);
    else expect(found).toBeNull();
  });
});
