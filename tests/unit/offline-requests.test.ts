import { describe, expect, it } from 'vitest';
import { requestKind, type RequestFacts } from '../../src/lib/offline/requests.ts';
import { serviceWorkerMode } from '../../src/lib/offline/worker-mode.ts';

const SITE = 'https://club.example';
const get = (url: string, more: Partial<RequestFacts> = {}): RequestFacts => ({
  url,
  method: 'GET',
  mode: 'no-cors',
  authorized: false,
  ...more,
});
const open = (path: string) => get(`${SITE}${path}`, { mode: 'navigate' });

describe('requestKind: what the service worker may keep', () => {
  it.each([
    // Public pages are kept as they are read, with their Load More data.
    [open('/'), 'public-page'],
    [open('/news/'), 'public-page'],
    [open('/event-details/ev0001/'), 'public-page'],
    [open('/offline/'), 'public-page'],
    [get(`${SITE}/data/news/2.json`), 'public-page'],
    // Member pages and sign-in screens: never kept.
    [open('/member-directory'), 'member-page'],
    [open('/billing/details/42'), 'member-page'],
    [open('/notice-list/'), 'member-page'],
    [open('/login'), 'member-page'],
    [open('/reset-password'), 'member-page'],
    // The build's own files.
    [get(`${SITE}/_astro/BaseLayout.C5spHAlC.css`), 'asset'],
    [get(`${SITE}/_astro/session.ptePHPIu.js`), 'asset'],
    [get(`${SITE}/_astro/covers-01_1mAdtI.webp`), 'picture'],
    [get(`${SITE}/placeholder.svg`), 'picture'],
    [get(`${SITE}/icons/icon-192.png`), 'picture'],
    // The member API, whatever its origin, other sites, tokens, writes: never touched.
    [get('https://api.club.example/web/bc-member/v1/member/list'), 'pass'],
    [get('https://api.club.example/web/uploads/BC-101.jpg'), 'pass'],
    [get(`${SITE}/web/bc-member/v1/member/list`), 'pass'],
    [get(`${SITE}/web/bc-member/v1/image-proxy/BC-101.jpg`), 'pass'],
    [get(`${SITE}/_astro/covers-01_1mAdtI.webp`, { authorized: true }), 'pass'],
    [get(`${SITE}/news/`, { mode: 'navigate', authorized: true }), 'pass'],
    [get(`${SITE}/data/news/2.json`, { method: 'POST' }), 'pass'],
    [get('https://www.youtube.com/embed/x'), 'pass'],
    // Files that change with each build and are read fresh: search index, feed, calendar.
    [get(`${SITE}/pagefind/pagefind.js`), 'pass'],
    [get(`${SITE}/pagefind/pagefind-entry.json`), 'pass'],
    [get(`${SITE}/rss.xml`), 'pass'],
    [get(`${SITE}/calendar.ics`), 'pass'],
    [get(`${SITE}/sw.js`), 'pass'],
  ] as const)('%j → %s', (request, kind) => {
    expect(requestKind(request, SITE)).toBe(kind);
  });
});

describe('serviceWorkerMode', () => {
  it.each([
    ['', 'on'],
    ['on', 'on'],
    ['off', 'off'],
    [' OFF ', 'off'],
    [undefined, 'on'],
  ] as const)('%j → %s', (setting, mode) => {
    expect(serviceWorkerMode(setting)).toBe(mode);
  });
});
