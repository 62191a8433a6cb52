import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  cardBill,
  cardDue,
  listBill,
  listDue,
  paymentBadge,
  paymentLabel,
} from '../../src/lib/billing/bill.ts';
import { bookingCard, bookingStatus, mayCancel } from '../../src/lib/booking/card.ts';
import { bookingSchema } from '../../src/lib/schemas/bookings.ts';

interface Figures {
  roomRent: number;
  addons: number[];
  discount?: number;
  paid?: number;
  advance?: number;
  cancelationCharge?: number;
  isCancelled?: boolean;
}

/** A booking as `booking/list` sends it, with the given figures. */
const booking = (figures: Figures) =>
  v.parse(bookingSchema, {
    _id: 'b1',
    bookingRefId: 'BK-1',
    bookingType: 'Hall',
    room: { title: 'Banquet Hall', roomNo: 'H-1' },
    billing: {
      roomRent: figures.roomRent,
      discount: figures.discount ?? 0,
      cancelationCharge: figures.cancelationCharge ?? 0,
      paid: figures.paid ?? 0,
      advance: figures.advance ?? 0,
    },
    addonServices: figures.addons.map((price, index) => ({
      _id: `a${index}`,
      title: `Addon ${index}`,
      price,
    })),
    isCancelled: figures.isCancelled ?? false,
    isConfirmed: true,
  });

describe('list and details bill', () => {
  describe.each([
    ['rent + addons − discount', { roomRent: 5000, addons: [1000, 500], discount: 300 }, 6200],
    ['rent alone', { roomRent: 5000, addons: [] }, 5000],
    [
      'cancelled: the cancellation charge',
      { roomRent: 5000, addons: [1000], isCancelled: true, cancelationCharge: 1250 },
      1250,
    ],
    ['cancelled without charge', { roomRent: 5000, addons: [], isCancelled: true }, 0],
  ])('%s', (_, figures, bill) => {
    it(`is ${bill}`, () => expect(listBill(booking(figures))).toBe(bill));
  });
});

describe('list and details due', () => {
  describe.each([
    ['nothing paid', { roomRent: 5000, addons: [1000], discount: 500 }, 5500, 'Unpaid', 'PENDING'],
    ['part paid', { roomRent: 5000, addons: [1000], paid: 2000 }, 4000, 'Unpaid', 'PENDING'],
    ['fully paid', { roomRent: 5000, addons: [1000], paid: 6000 }, 0, 'Paid', 'PAID'],
    ['over paid', { roomRent: 5000, addons: [], paid: 5800 }, -800, 'Paid', 'PAID'],
    [
      'cancelled, charge unpaid',
      { roomRent: 5000, addons: [], isCancelled: true, cancelationCharge: 1250 },
      1250,
      'Unpaid',
      'PENDING',
    ],
    [
      'cancelled, charge paid',
      { roomRent: 5000, addons: [], isCancelled: true, cancelationCharge: 1250, paid: 1250 },
      0,
      'Paid',
      'PAID',
    ],
  ])('%s', (_, figures, due, label, badge) => {
    const record = booking(figures);
    it(`is ${due}, '${label}' / '${badge}'`, () => {
      expect(listDue(record)).toBe(due);
      expect(paymentLabel(listDue(record))).toBe(label);
      expect(paymentBadge(listDue(record))).toBe(badge);
    });
  });
});

describe('card bill and due', () => {
  describe.each([
    [
      'addons + rent (discount not in the bill)',
      { roomRent: 5000, addons: [1000, 500], discount: 700 },
      6500,
      5800,
    ],
    [
      'less advance and discount',
      { roomRent: 5000, addons: [1000], advance: 1000, discount: 500 },
      6000,
      4500,
    ],
    [
      'paid on the list does not count on the card',
      { roomRent: 5000, addons: [], paid: 5000 },
      5000,
      5000,
    ],
    [
      'negative due shows 0',
      { roomRent: 3000, addons: [], advance: 2500, discount: 1000 },
      3000,
      0,
    ],
    [
      'cancelled: the charge',
      { roomRent: 5000, addons: [800], isCancelled: true, cancelationCharge: 1250 },
      1250,
      1250,
    ],
    [
      'cancelled, advance above the charge: 0',
      { roomRent: 5000, addons: [], isCancelled: true, cancelationCharge: 1250, advance: 2000 },
      1250,
      0,
    ],
  ])('%s', (_, figures, bill, due) => {
    const card = bookingCard(booking(figures));
    it(`bills ${bill} with ${due} due`, () => {
      expect(cardBill(card)).toBe(bill);
      expect(cardDue(card)).toBe(due);
    });
  });
});

describe('payment words', () => {
  it.each([
    [1, 'Unpaid', 'PENDING'],
    [0.5, 'Unpaid', 'PENDING'],
    [0, 'Paid', 'PAID'],
    [-10, 'Paid', 'PAID'],
  ])('due %d reads %s / %s', (due, label, badge) => {
    expect(paymentLabel(due)).toBe(label);
    expect(paymentBadge(due)).toBe(badge);
  });
});

describe('card status', () => {
  it.each([
    [{ isConfirmed: true, isCancelled: false }, false, 'Confirmed'],
    [{ isConfirmed: false, isCancelled: true }, false, 'Cancelled'],
    [{ isConfirmed: true, isCancelled: true }, false, 'Cancelled'],
    [{ isConfirmed: true, isCancelled: false }, true, 'Cancelled'],
    [{ isConfirmed: false, isCancelled: false }, false, 'Pending'],
  ])('%o (cancelled here: %s) is %s', (flags, here, status) => {
    expect(bookingStatus(flags, here)).toBe(status);
  });
});

describe('Cancel on a card', () => {
  const today = '2026-11-25';
  it.each([
    ['a pending booking ahead', '2026-12-01', 'Pending', true],
    ['a confirmed booking today', '2026-11-25', 'Confirmed', true],
    ['a confirmed booking the day before', '2026-11-24', 'Confirmed', false],
    ['a pending booking long past', '2026-10-01', 'Pending', false],
    ['a cancelled booking ahead', '2026-12-01', 'Cancelled', false],
    // 23:00 on the 24th in UTC is already the 25th in Dhaka.
    ['a time stamp of the club day', '2026-11-24T23:00:00Z', 'Pending', true],
    ['a date the site cannot read (the provider decides)', 'soon', 'Pending', true],
  ] as const)('%s: %s', (_, date, status, offered) => {
    expect(mayCancel({ date }, status, today)).toBe(offered);
  });
});
