import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addonsOffer,
  blankBooking,
  bookingTotal,
  guestsError,
  GUESTS_RULE,
  isComplete,
  newBookingOf,
  shiftsFor,
} from '../../src/lib/booking/form.ts';
import { matchesSearch, readStoredMenu, searchCategories } from '../../src/lib/ordering/menu.ts';
import { bookingRefDataSchema } from '../../src/lib/schemas/booking-options.ts';
import { addonSchema } from '../../src/lib/schemas/bookings.ts';

const ref = v.parse(bookingRefDataSchema, {
  bookingShift: {
    hall: [
      { title: 'Day', value: 'Day' },
      { title: 'Full Day', value: 'Full Day' },
    ],
    clubResidence: [{ title: 'Day', value: 'Day' }],
  },
  bookingTypes: [{ title: 'Hall' }, { title: 'Club Residence' }],
  paymentMode: [{ title: 'Credit', value: 'Credit' }],
});
const addons = [
  v.parse(addonSchema, { _id: 'a1', title: 'Stage', price: 3000 }),
  v.parse(addonSchema, { _id: 'a2', title: 'Sound', price: 1500 }),
];
const filled = {
  ...blankBooking,
  bookingType: 'Hall',
  bookingShift: 'Day',
  bookingDate: '2026-12-04',
  roomId: 'r1',
  purpose: 'Wedding',
  noOfGuests: '150',
  addonIds: ['a2'],
};

describe('booking form', () => {
  it.each([
    ['Hall', ['Day', 'Full Day']],
    ['Club Residence', ['Day']],
    ['', []],
    ['Pool', []],
  ])('offers the shifts of %j: %o', (type, shifts) => {
    expect(shiftsFor(ref, type).map((shift) => shift.value)).toEqual(shifts);
  });

  it.each([
    ['Hall', '', 'none'],
    ['Hall', '  ', 'none'],
    ['Hall', 'Wedding', 'choices'],
    ['Club Residence', 'Stay', 'unavailable'],
    ['Club Residence', '', 'none'],
  ])('%s with purpose %j: addons %s', (bookingType, purpose, offer) => {
    expect(addonsOffer({ bookingType, purpose })).toBe(offer);
  });

  it.each([
    [25000, [], 25000],
    [25000, ['a1', 'a2'], 29500],
    [null, ['a1'], 3000],
  ])('totals rent %s and addons %o as %d', (rent, chosen, total) => {
    expect(bookingTotal(rent, addons, chosen)).toBe(total);
  });

  it('starts with payment mode Credit', () => {
    expect(blankBooking.paymentMode).toBe('Credit');
  });

  it.each([
    'bookingType',
    'bookingShift',
    'bookingDate',
    'roomId',
    'purpose',
    'paymentMode',
    'noOfGuests',
  ] as const)('is not complete without %s', (field) => {
    expect(isComplete(filled)).toBe(true);
    expect(isComplete({ ...filled, [field]: ' ' })).toBe(false);
  });

  it.each([
    ['1', ''],
    ['150', ''],
    ['0', GUESTS_RULE],
    ['-3', GUESTS_RULE],
    ['2.5', GUESTS_RULE],
    ['many', GUESTS_RULE],
  ])('guests %j: %j', (typed, message) => {
    expect(guestsError(typed)).toBe(message);
  });

  it('sends the payload of members-area §3, addons only for a hall', () => {
    expect(newBookingOf(filled)).toEqual({
      bookingType: 'Hall',
      bookingDate: '2026-12-04',
      bookingShift: 'Day',
      roomId: 'r1',
      purpose: 'Wedding',
      noOfGuests: '150',
      foodForPerson: '',
      paymentMode: 'Credit',
      advancePayment: false,
      advancePaymentAmount: '0',
      addonServices: ['a2'],
    });
    expect(newBookingOf({ ...filled, bookingType: 'Club Residence' }).addonServices).toEqual([]);
  });
});

describe('food menu', () => {
  const menu = [
    { categoryId: 'c1', categoryName: 'Bengali Dishes', foodgroups: [] },
    { categoryId: 'c2', categoryName: 'Beverages', foodgroups: [] },
  ];

  it.each([
    ['beng', ['c1']],
    ['BEV', ['c2']],
    ['e', ['c1', 'c2']],
    ['  ', ['c1', 'c2']],
    ['pizza', []],
  ])('category search %j finds %o', (search, ids) => {
    expect(searchCategories(menu, search).map((category) => category.categoryId)).toEqual(ids);
  });

  it('matches food names in any case', () => {
    expect(matchesSearch('Chicken Biryani', 'biRYani')).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['an object', '{"a":1}'],
    ['an empty list', '[]'],
    ['a category without id', '[{"categoryName":"x"}]'],
  ])('reads %s stored as no menu', (_, stored) => {
    expect(readStoredMenu(stored)).toBeNull();
  });

  it('reads a stored menu back', () => {
    expect(readStoredMenu(JSON.stringify(menu))?.map((category) => category.categoryId)).toEqual([
      'c1',
      'c2',
    ]);
  });
});
