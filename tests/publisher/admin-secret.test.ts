import { describe, expect, it } from 'vitest';
import {
  adminTokenProblem,
  bearerMatches,
  failureThrottle,
} from '../../publisher/serve/admin/auth.ts';

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
