import { describe, expect, it } from 'vitest';
import {
  keptAddress,
  mayKeep,
  offlineAnswerFor,
  requestKind,
  SHELL_PAGES,
  type RequestFacts,
} from '../../src/lib/offline/requests.ts';
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
    [open('/member-directory'), 'network-page'],
    [open('/billing/details/42'), 'network-page'],
    // The sign-out page is asked of the network online (its copy in the shell is for offline).
    [open('/logout'), 'network-page'],
    [open('/notice-list/'), 'network-page'],
    [open('/login'), 'network-page'],
    [open('/reset-password'), 'network-page'],
    // Nor any page the build does not make, however it is spelt (issue 25, point 1): the
    // admin page, encoded member pages, the API or a member document behind the same host.
    [open('/admin'), 'network-page'],
    [open('/admin/'), 'network-page'],
    [open('/admin?x=1'), 'network-page'],
    [open('/%62illing-list/'), 'network-page'],
    [open('/%6cogin/'), 'network-page'],
    [open('/%62illing/details/BK-1'), 'network-page'],
    [open('/member-directory%2f'), 'network-page'],
    [open('/web/bc-member/v1/billing/details/webview/BK-1?access_token=t0k3n'), 'network-page'],
    [open('/web/media/members/circular-1.pdf?expires=1&signature=s1g'), 'network-page'],
    [open('/news-details/a%2Fb/'), 'network-page'],
    // A token or a signature in the address: never kept, even on a public page.
    [open('/news/?access_token=t0k3n'), 'network-page'],
    [open('/news/?ACCESS_TOKEN=t0k3n'), 'network-page'],
    [open('/?signature=s1g'), 'network-page'],
    [get(`${SITE}/data/news/2.json?access_token=t0k3n`), 'pass'],
    [get(`${SITE}/placeholder.svg?expires=1&signature=s1g`), 'pass'],
    // A public page asked with another query is still that page.
    [open('/search?q=tennis'), 'public-page'],
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
    // Issue 48: the APIs forwarded on the site's own origin, however they are asked.
    [get(`${SITE}/api/member/club/notice/list`), 'pass'],
    [get(`${SITE}/api/member/image-proxy/BC-101.jpg`), 'pass'],
    [get(`${SITE}/api/order/menulist?x=1`), 'pass'],
    [open('/api/member/billing/details/webview/BK-1'), 'pass'],
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

describe('offlineAnswerFor: the shell page a failed navigation gets', () => {
  it.each([
    // Log Out works offline: the sign-out page, however its address is written.
    ['/logout', '/logout/index.html'],
    ['/logout/', '/logout/index.html'],
    ['/logout?from=menu', '/logout/index.html'],
    // Any other page not kept: the offline page.
    ['/gallery', '/offline/index.html'],
    ['/logout-help', '/offline/index.html'],
    ['/member-directory', '/offline/index.html'],
    ['/', '/offline/index.html'],
  ])('%s → %s', (path, file) => {
    expect(offlineAnswerFor(`${SITE}${path}`)).toBe(file);
    // Every answer is a page the worker precaches (the shell lists built files).
    expect(SHELL_PAGES).toContain(file.slice(1));
  });
});

describe('mayKeep: what an answer allows', () => {
  it.each([
    ['', true],
    ['no-cache', true],
    ['public, max-age=0, must-revalidate', true],
    ['public, max-age=31536000, immutable', true],
    ['no-store', false],
    ['No-Store', false],
    ['private, max-age=600', false],
    ['no-cache, private', false],
    ['max-age=0,no-store', false],
    ['private="set-cookie"', false],
  ])('Cache-Control %j → %s', (cacheControl, keep) => {
    expect(mayKeep(cacheControl)).toBe(keep);
  });
});

describe('keptAddress', () => {
  it.each([
    [`${SITE}/news/`, `${SITE}/news/`],
    [`${SITE}/search?q=tennis`, `${SITE}/search`],
    [`${SITE}/news/?utm_source=x#top`, `${SITE}/news/`],
  ])('%s is kept as %s', (url, address) => {
    expect(keptAddress(url)).toBe(address);
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
