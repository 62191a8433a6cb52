import * as v from 'valibot';
import { describeReport } from '../../src/data/build-context.ts';
import { describe, expect, it, vi } from 'vitest';
import { envelopeSchema } from '../../src/lib/api/envelope.ts';
import { loginDataSchema } from '../../src/lib/schemas/auth.ts';
import { balanceDataSchema } from '../../src/lib/schemas/billing.ts';
import {
  addonListDataSchema,
  availabilityDataSchema,
} from '../../src/lib/schemas/booking-options.ts';
import { bookingListDataSchema } from '../../src/lib/schemas/bookings.ts';
import { eventDetailsDataSchema, eventListDataSchema } from '../../src/lib/schemas/events.ts';
import { PAGE_ID_MAX_LENGTH } from '../../src/lib/page-id.ts';
import { facilityListDataSchema } from '../../src/lib/schemas/facilities.ts';
import { albumListDataSchema } from '../../src/lib/schemas/gallery.ts';
import { slidersDataSchema } from '../../src/lib/schemas/home.ts';
import { newsListDataSchema } from '../../src/lib/schemas/news.ts';
import { deliveryZonesDataSchema, menuDataSchema } from '../../src/lib/schemas/ordering.ts';
import {
  collectSkippedRecords,
  reportSkippedRecord,
} from '../../src/lib/schemas/skipped-records.ts';

describe('tolerant lists', () => {
  it('drop a bad record, keep the rest and report the drop by label, id and issue', async () => {
    const data = {
      newsPage: {
        news: [
          { _id: 'n1', title: 'Annual dinner', tags: 'Events, Dining' },
          { title: 'No id' },
          { _id: 'n3', title: 42, coverImage: '' },
        ],
        count: '3',
      },
      mediaPath: 'https://media.example/',
    };
    const { result, skipped } = await collectSkippedRecords(() =>
      v.parse(newsListDataSchema, data),
    );
    expect(result.newsPage.news.map((item) => item._id)).toEqual(['n1', 'n3']);
    expect(result.newsPage.news[1]).toMatchObject({ title: '42', coverImage: null });
    expect(result.newsPage.count).toBe(3);
    expect(skipped).toEqual([{ label: 'news', id: 'No id', issue: '_id: missing' }]);
  });

  it('names a skipped record by its _id when it has one', async () => {
    const data = {
      sliders: [
        { _id: 's1', photo: '' },
        { _id: 's2', photo: 'a.jpg' },
      ],
    };
    const { result, skipped } = await collectSkippedRecords(() => v.parse(slidersDataSchema, data));
    expect(result.sliders).toEqual([{ _id: 's2', photo: 'a.jpg' }]);
    expect(skipped).toMatchObject([{ label: 'slider', id: 's1' }]);
  });

  it('warn on the console when nobody collects', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    reportSkippedRecord({ label: 'event', id: 'e9', issue: '_id: empty' });
    expect(warn).toHaveBeenCalledWith('Skipped event record ("e9"): "_id: empty"');
    warn.mockRestore();
  });
});

describe('the ids of records with a page of their own', () => {
  // Each list with one record of the given id, and the ids of the records it kept.
  const lists: [string, (id: string) => string[]][] = [
    [
      'news',
      (id) =>
        v
          .parse(newsListDataSchema, { newsPage: { news: [{ _id: id }] } })
          .newsPage.news.map((record) => record._id),
    ],
    [
      'event',
      (id) =>
        v
          .parse(eventListDataSchema, { eventPage: { events: [{ _id: id }] } })
          .eventPage.events.map((record) => record._id),
    ],
    [
      'album',
      (id) =>
        v
          .parse(albumListDataSchema, { albumPage: { albums: [{ _id: id }] } })
          .albumPage.albums.map((record) => record._id),
    ],
    [
      'facility',
      (id) =>
        v
          .parse(facilityListDataSchema, { facilities: [{ _id: id }] })
          .facilities.map((record) => record._id),
    ],
    [
      'facility item',
      (id) =>
        v
          .parse(facilityListDataSchema, { facilities: [{ _id: 'fc1', items: [{ _id: id }] }] })
          .facilities.flatMap((record) => record.items.map((item) => item._id)),
    ],
  ];
  const unsafe = [
    ['a slash', 'nw/1'],
    ['a parent step', '..'],
    ['an encoded parent step', '%2e%2e'],
    ['a line break', 'nw1\r\nLOCATION:Elsewhere'],
    ['a leading dot', '.hidden'],
    ['a space', 'nw 1'],
    ['a non-ASCII letter', 'খবর১'],
    ['201 characters', 'a'.repeat(PAGE_ID_MAX_LENGTH + 1)],
  ] as const;

  it.each(
    lists.flatMap(([label, keptIds]) =>
      unsafe.map(([what, id]) => [label, what, id, keptIds] as const),
    ),
  )('a %s whose id holds %s is skipped and named', async (label, _, id, keptIds) => {
    const { result, skipped } = await collectSkippedRecords(() => keptIds(id));
    expect(result).toEqual([]);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]!.label).toBe(label);
    expect(skipped[0]!.issue).toMatch(/^_id: not usable in a page address/);
    expect(skipped[0]!.id).toBe(id);
    // Named on one line of the build's report, whatever the id holds.
    const line = describeReport({ kind: 'skipped-record', ...skipped[0]!, id: id });
    expect(line).not.toMatch(/[\r\n]/);
    expect(line).toContain(JSON.stringify(id));
  });

  it.each([['nw0001'], ['64f1c0ffee0123456789abcd'], ['BK-1'], ['v1.2_a~b'], [42]])(
    'keeps an id made of letters, digits and - _ . ~ (%j)',
    async (id) => {
      const { result, skipped } = await collectSkippedRecords(() =>
        v.parse(newsListDataSchema, { newsPage: { news: [{ _id: id }] } }),
      );
      expect(skipped).toEqual([]);
      expect(result.newsPage.news.map((item) => item._id)).toEqual([String(id)]);
    },
  );

  it('leaves the ids of member records as they come (they are never a built page)', () => {
    const { bookingPage } = v.parse(bookingListDataSchema, {
      bookingPage: { bookings: [{ _id: 'BK 1/2026' }] },
    });
    expect(bookingPage.bookings.map((booking) => booking._id)).toEqual(['BK 1/2026']);
  });
});

describe('defaults', () => {
  it.each([
    ['sliders', slidersDataSchema, {}, { sliders: [], mediaPath: '' }],
    [
      'event list',
      eventListDataSchema,
      { eventPage: null },
      { eventPage: { events: [], count: 0 }, mediaPath: '' },
    ],
    [
      'booking list',
      bookingListDataSchema,
      {},
      { bookingPage: { count: 0, size: 0, bookings: [] } },
    ],
    ['balance', balanceDataSchema, {}, { balance: null }],
  ])('a missing %s list or page is empty', (_, schema, input, expected) => {
    expect(v.parse(schema, input)).toEqual(expected);
  });

  it('fills missing optional fields of a record', () => {
    const { event } = v.parse(eventDetailsDataSchema, { event: { _id: 7 } });
    expect(event).toEqual({ _id: '7', title: '', description: '', schedule: '', coverImage: null });
  });

  it.each([
    ['an event without its record', eventDetailsDataSchema, { mediaPath: 'x' }],
    ['a login without a token', loginDataSchema, { user: { name: 'A' } }],
  ])('fails %s (a page cannot do without it)', (_, schema, input) => {
    expect(v.safeParse(schema, input).success).toBe(false);
  });

  it('reads a booking with missing parts as not cancelled, not confirmed, zero bill', () => {
    const { bookingPage } = v.parse(bookingListDataSchema, {
      bookingPage: { bookings: [{ _id: 'b1' }] },
    });
    expect(bookingPage.bookings[0]).toMatchObject({
      isCancelled: false,
      isConfirmed: false,
      billing: { roomRent: 0, discount: 0, paid: 0 },
      addonServices: [],
    });
  });
});

describe('coercion', () => {
  it.each([
    ['1,500', 1500],
    ['2500.50', 2500.5],
    [800, 800],
    ['', 0],
    ['free', 0],
    [null, 0],
  ])('an addon price %j reads as %d', (price, expected) => {
    const { addons } = v.parse(addonListDataSchema, {
      addons: [{ _id: 'a', title: 'Sound', price }],
    });
    expect(addons[0]?.price).toBe(expected);
  });

  it('reads flags and optional rents', () => {
    const { rooms } = v.parse(availabilityDataSchema, {
      rooms: [{ _id: 'r1', isAvailable: 'true', rent: [{ day: 'Friday', fullDay: '12000' }] }],
    });
    expect(rooms[0]).toMatchObject({
      isAvailable: true,
      rent: [{ day: 'Friday', fullDay: 12000, perShift: null }],
    });
  });
});

describe('ordering service shapes', () => {
  const categories = [
    {
      categoryId: 1,
      categoryName: 'Snacks',
      foodgroups: [
        {
          foodgroupId: 2,
          foodgroupName: 'Fried',
          foods: [{ foodId: 3, foodName: 'Samosa', foodPrice: '40' }],
        },
      ],
    },
  ];

  it.each([
    ['a list', categories],
    ['a nested {status, data, message}', { status: true, data: categories, message: 'ok' }],
  ])('reads the menu given as %s', (_, data) => {
    const [category] = v.parse(menuDataSchema, data);
    expect(category?.categoryId).toBe('1');
    expect(category?.foodgroups[0]?.foods[0]).toMatchObject({
      foodId: '3',
      foodPrice: 40,
      kitchenId: '',
    });
  });

  it.each([
    ['flat', { zones: [{ id: 1, zonename: 'Lawn' }], tableno: [{ tableid: 9, tablename: 'T9' }] }],
    [
      'nested',
      {
        data: { zones: [{ id: 1, zonename: 'Lawn' }], tableno: [{ tableid: 9, tablename: 'T9' }] },
      },
    ],
  ])('reads %s delivery zones', (_, data) => {
    expect(v.parse(deliveryZonesDataSchema, data)).toEqual({
      zones: [{ id: '1', zonename: 'Lawn' }],
      tableno: [{ tableid: '9', tablename: 'T9' }],
    });
  });

  it.each([
    [{ status: true, message: 'Placed' }, false],
    [{ status: false, message: 'Kitchen closed' }, true],
    [{ error: false, message: '', data: { status: true } }, false],
  ])('reads the error flag of %j as %s', (body, error) => {
    expect(v.parse(envelopeSchema, body).error).toBe(error);
  });
});
