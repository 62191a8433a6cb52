import { describe, expect, it } from 'vitest';
import { loginRedirectPath, safeNextPath } from '../../src/lib/navigation/safe-next-path.ts';

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

  it('uses the given fallback', () => {
    expect(safeNextPath('//x', '/login')).toBe('/login');
  });
});

describe('loginRedirectPath', () => {
  it.each([
    ['/booking-list?page=2', '/login?next=%2Fbooking-list%3Fpage%3D2'],
    ['//evil.example', '/login'],
    ['/', '/login'],
  ])('%j → %j', (next, expected) => {
    expect(loginRedirectPath(next)).toBe(expected);
  });
});
