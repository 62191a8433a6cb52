import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { clubToday, weekdayOf } from '../../src/lib/booking/date.ts';
import { rentLabel, roomRent } from '../../src/lib/booking/rent-label.ts';
import { roomChoices } from '../../src/lib/booking/form.ts';
import { roomSchema } from '../../src/lib/schemas/booking-options.ts';

// 2026-11-27 is a Friday, 2026-11-28 a Saturday.
const friday = '2026-11-27';
const saturday = '2026-11-28';
const rents = v.parse(roomSchema, {
  _id: 'r1',
  title: 'Banquet Hall',
  isAvailable: true,
  rent: [
    { day: 'Friday', fullDay: 40000, perShift: 25000 },
    { day: 'Saturday', fullDay: null, perShift: 18000 },
  ],
}).rent;

describe('rent label (members-area §9)', () => {
  it.each([
    ['Hall', 'Full Day', friday, 40000, '৳ 40,000'],
    ['Hall', 'Day', friday, 25000, '৳ 25,000'],
    ['Hall', 'Night', friday, 25000, '৳ 25,000'],
    ['Club Residence', 'Day', friday, 40000, '৳ 40,000'],
    ['Club Residence', 'Full Day', friday, 25000, '৳ 25,000'],
    ['Club Residence', 'Night', friday, 25000, '৳ 25,000'],
    ['Hall', 'Full Day', saturday, null, 'N/A'],
    ['Hall', 'Day', saturday, 18000, '৳ 18,000'],
    ['Hall', 'Day', '2026-11-29', null, 'N/A'],
    ['Hall', 'Day', '', null, 'N/A'],
  ])('%s, %s shift on %s: %s (%s)', (bookingType, bookingShift, bookingDate, rent, label) => {
    const query = { bookingType, bookingShift, bookingDate };
    expect(roomRent(rents, query)).toBe(rent);
    expect(rentLabel(rents, query)).toBe(label);
  });

  it('has no rent for a room without a rent list', () => {
    expect(rentLabel([], { bookingType: 'Hall', bookingShift: 'Day', bookingDate: friday })).toBe(
      'N/A',
    );
  });
});

describe('room choices', () => {
  const room = (isAvailable: boolean) =>
    v.parse(roomSchema, {
      _id: 'r',
      title: 'Hall',
      isAvailable,
      rent: [{ day: 'Friday', perShift: 100 }],
    });
  it.each([
    [true, friday, ''],
    [false, friday, 'Not available'],
    [true, saturday, 'No rent set'],
  ])('available %s on %s: reason %j', (isAvailable, bookingDate, reason) => {
    const [choice] = roomChoices([room(isAvailable)], {
      bookingType: 'Hall',
      bookingShift: 'Day',
      bookingDate,
    });
    expect(choice?.reason).toBe(reason);
  });
});

describe('booking dates', () => {
  it.each([
    ['2026-11-22T17:59:00Z', '2026-11-22'],
    ['2026-11-22T18:00:00Z', '2026-11-23'],
  ])('today at %s is %s in Dhaka', (instant, day) => {
    expect(clubToday(new Date(instant))).toBe(day);
  });

  it.each([
    [friday, 'Friday'],
    ['2026-02-30', ''],
    ['not a date', ''],
  ])('%s falls on %j', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });
});
