import { describe, expect, it } from 'vitest';
import { carouselFacilityLink, facilityLink, loginPath, routes } from '../../src/lib/routes.ts';

const facility = (type: string, items: string[] = []) => ({
  _id: 'f1',
  type,
  items: items.map((_id) => ({ _id })),
});

describe('facility links (public-area §2 table)', () => {
  it.each([
    ['Restaurant', ['i1'], '/food-beverages/f1', '/food-beverages/f1'],
    ['Sports', [], '/sports/f1', '/sports/f1'],
    ['Service', ['i1', 'i2'], '/service/f1', '/facility-details/f1/i1'],
    ['Service', [], '/service/f1', '/facility-details/f1/'],
    ['Booking', ['i1'], '/booking', '/booking'],
    ['Others', ['i1', 'i2'], '/facility-details/f1/i1', '/facility-details/f1/i1'],
    ['Others', [], null, null],
    ['Spa', ['i1'], '/facility-details/f1/', '/facility-details/f1/'],
    ['', [], '/facility-details/f1/', '/facility-details/f1/'],
  ])('%s with items %j → tile %j, carousel %j', (type, items, tile, carousel) => {
    expect(facilityLink(facility(type, items))).toBe(tile);
    expect(carouselFacilityLink(facility(type, items))).toBe(carousel);
  });

  it('encodes ids in the path', () => {
    expect(facilityLink({ _id: 'a/b', type: 'Sports', items: [] })).toBe('/sports/a%2Fb');
  });
});

describe('record pages: each id is one encoded path segment', () => {
  it.each([
    [routes.newsDetails('n 1'), '/news-details/n%201'],
    [routes.albumDetails('a/b'), '/gallery-details/a%2Fb'],
    [routes.eventDetails('e?1'), '/event-details/e%3F1'],
    [routes.eventCalendar('e/1?x'), '/calendar/e%2F1%3Fx.ics'],
    [routes.facilityItem('f1', 'i#2'), '/facility/f1/i%232'],
    [routes.facilityDetails('f1'), '/facility-details/f1/'],
    [routes.facilityDetails('f1', 'i1'), '/facility-details/f1/i1'],
    [routes.billingDetails('b1'), '/billing/details/b1'],
    [routes.invoice('../b1'), '/billing/invoice/..%2Fb1'],
    [routes.orderCategory('Soups & Salads'), '/order/Soups%20%26%20Salads'],
    [routes.listPageData('news', 3), '/data/news/3.json'],
    [routes.newsCategoryData('food-beverage', 2), '/data/news/category/food-beverage/2.json'],
  ])('%s', (built, expected) => {
    expect(built).toBe(expected);
  });
});

describe('loginPath: back to the page after signing in, never to another site', () => {
  it.each([
    [undefined, '/login'],
    ['/', '/login'],
    ['/booking-list?page=2', '/login?next=%2Fbooking-list%3Fpage%3D2'],
    ['//evil.example/phish', '/login'],
    ['/..//evil.example', '/login'],
  ])('%j → %s', (next, expected) => {
    expect(loginPath(next)).toBe(expected);
  });
});
