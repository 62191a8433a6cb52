import { describe, expect, it } from 'vitest';
import { inSitemap, isMemberPage, isPublicPage } from '../../src/lib/public-pages.ts';

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
    expect(inSitemap('https://club.example/billing-list/')).toBe(false);
  });
});
