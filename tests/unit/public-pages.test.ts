import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  inSitemap,
  isBuiltPublicPage,
  isMemberPage,
  isPublicPage,
} from '../../src/lib/public-pages.ts';

describe('isPublicPage', () => {
  it.each([
    '/',
    '/news',
    '/news/',
    '/news-details/n1/',
    '/facility-details/f1/i1',
    '/publications/index.html',
    '/404.html',
    '/event-calender',
    '/gallery-details/a1',
    '/contact',
    '/noticeboard-history',
  ])('%s is public', (path) => {
    expect(isPublicPage(path)).toBe(true);
  });

  it.each([
    '/login',
    '/login/',
    '/forgot-password/index.html',
    '/submit-otp',
    '/reset-password',
    '/logout',
    '/logout/index.html',
    '/update-profile',
    '/booking',
    '/booking-list',
    '/order',
    '/order/category/',
    '/cart',
    '/billing-list',
    '/billing/details/',
    '/billing/invoice/',
    '/notice-list',
    '/notice/',
    '/circular-list',
    '/member-directory',
    '/employee-directory',
    '/election',
    '/election-board',
    '/election-final-result/',
  ])('%s is not', (path) => {
    expect(isPublicPage(path)).toBe(false);
  });
});

describe('isMemberPage', () => {
  it.each([
    ['/member-directory/index.html', true],
    ['/billing/details/', true],
    ['/booking', true],
    ['/election-board', true],
    ['/login/index.html', false],
    ['/forgot-password', false],
    ['/logout', false],
    ['/news/index.html', false],
    ['/index.html', false],
    ['/404.html', false],
  ])('%s → %s', (path, expected) => {
    expect(isMemberPage(path)).toBe(expected);
  });
});

describe('inSitemap', () => {
  it('reads the path of a full URL', () => {
    expect(inSitemap('https://club.example/news/')).toBe(true);
    expect(inSitemap('https://club.example/login/')).toBe(false);
    expect(inSitemap('https://club.example/logout/')).toBe(false);
    expect(inSitemap('https://club.example/billing-list/')).toBe(false);
  });
});

describe('isBuiltPublicPage: the allow-list of the offline worker', () => {
  it.each([
    '/',
    '/index.html',
    '/news',
    '/news/',
    '/news/index.html',
    '/club-history/',
    '/offline/',
    '/under-construction',
    '/news-details/nw0001/',
    '/gallery-details/al0001',
    '/event-details/ev0001/',
    '/facility-details/fc0001/',
    '/facility-details/fc0001/fi1-0001/',
    '/facility/fc0001/fi1-0001',
    '/food-beverages/fc0002/',
    '/sports/fc0003/',
    '/service/fc0004/',
    // An encoded spelling of a public page is that page.
    '/%6eews/',
    '/news-details/%6ew0001/',
  ])('%s is a page the build makes', (path) => {
    expect(isBuiltPublicPage(path)).toBe(true);
  });

  it.each([
    // Member pages and sign-in screens, as sent and in encoded spellings (issue 25, point 1).
    '/member-directory',
    '/billing-list/',
    '/%62illing-list/',
    '/%6cogin/',
    '/%62illing/details/BK-1',
    '/member-directory%2f',
    '/%6dember-directory',
    '/billing/details/BK-1',
    // What the build does not make: the publish server's admin page, an API call or a member
    // document behind the site's own host, unknown addresses, the error page.
    '/admin',
    '/admin/',
    '/web/bc-member/v1/billing/details/webview/BK-1',
    '/web/media/members/circular-1.pdf',
    '/news-archive/',
    '/news/2026/',
    '/404.html',
    // A record page whose id is no page id, or has a segment too many or too few.
    '/news-details/',
    '/news-details/a%2Fb/',
    '/news-details/a/b/',
    '/news-details/.hidden/',
    '/news-details/%2e%2e%2fadmin/',
    '/news-details/nw%0d%0aX/',
    '/facility/fc0001/',
    '/facility-details/fc0001/fi1-0001/extra/',
    // An address that does not decode.
    '/news-details/%E0%A4%A/',
  ])('%s is not', (path) => {
    expect(isBuiltPublicPage(path)).toBe(false);
  });

  // Every page file of src/pages, as its address (a sample id for each parameter): the
  // allow-list holds exactly the public ones, so a page added later is not left out of it
  // (or a member page let in) without this test saying so.
  const pagesDir = fileURLToPath(new URL('../../src/pages/', import.meta.url));
  const pageFiles = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro'))
    .map((file) => file.replaceAll('\\', '/'));
  it.each(pageFiles)('src/pages/%s', (file) => {
    const address = `/${file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`.replace(
      /\[[^\]]+\]/g,
      'x0001',
    );
    const route = address.length > 1 ? address.replace(/\/$/, '') : address;
    // The error page answers unknown addresses; it is no page to keep.
    const kept = isPublicPage(route) && route !== '/404';
    expect(isBuiltPublicPage(route === '/' ? route : `${route}/`)).toBe(kept);
  });
});
