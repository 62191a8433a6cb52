import { describe, expect, it } from 'vitest';
import { carouselFacilityLink, facilityLink } from '../../src/lib/text/facility-link.ts';

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
