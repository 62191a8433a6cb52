import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../src/lib/navigation/safe-next-path.ts';
import { loginPath } from '../../src/lib/routes.ts';

describe('safeNextPath', () => {
  it.each([
    ['/booking-list', '/booking-list'],
    ['/billing/details/abc?tab=1#top', '/billing/details/abc?tab=1#top'],
    ['/a/../b', '/b'],
  ])('keeps the site path %j', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /booking',
    '',
    null,
    undefined,
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  // Dot segments that leave '//' at the start after normalising (issue 15, point 1).
  const site = 'https://club.example';
  it.each([
    '/..//evil.example/phish',
    '/.//evil.example/phish',
    '/%2e%2e//evil.example/phish',
    '/%2E%2E//evil.example/phish',
    '/.%2e//evil.example/phish',
    '/%2e//evil.example/phish',
    '/a/..//evil.example/phish',
    '/a/b/../..//evil.example/phish',
    '/a/../..//evil.example/phish',
    '/./..//evil.example',
    '/..//evil.example?next=/home#top',
  ])('never leaves the site for %j', (next) => {
    const out = safeNextPath(next);
    expect(out).toBe('/');
    expect(new URL(out, site).origin).toBe(site);
  });

  it.each([
    ['/%2F/evil.example', '/%2F/evil.example'],
    ['/..%2f/evil.example', '/..%2f/evil.example'],
    ['/a/./b', '/a/b'],
  ])('keeps an escaped slash %j on the site as %j', (next, expected) => {
    const out = safeNextPath(next);
    expect(out).toBe(expected);
    expect(new URL(out, site).origin).toBe(site);
  });

  it('uses the given fallback', () => {
    expect(safeNextPath('//x', '/login')).toBe('/login');
  });
});

describe('loginPath', () => {
  it.each([
    ['/booking-list?page=2', '/login?next=%2Fbooking-list%3Fpage%3D2'],
    ['//evil.example', '/login'],
    ['/', '/login'],
  ])('%j → %j', (next, expected) => {
    expect(loginPath(next)).toBe(expected);
  });
});
