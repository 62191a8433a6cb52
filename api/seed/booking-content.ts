import type { DatabaseSync } from 'node:sqlite';
import { addDays, dhakaToday } from '../http/dhaka-date.ts';
import { bookingStore, rentFor, type Room } from '../db/bookings.ts';
import { memberStore } from '../db/members.ts';
import type { Random } from './random.ts';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const rents = (fullDay: number, perShift: number) =>
  DAYS.map((day) => {
    const weekend = day === 'Friday' || day === 'Saturday';
    return {
      day,
      fullDay: weekend ? fullDay + 5000 : fullDay,
      perShift: weekend ? perShift + 3000 : perShift,
    };
  });

const ROOMS: Room[] = [
  {
    _id: 'hall-1',
    bookingType: 'Hall',
    title: 'Grand Banquet Hall',
    roomNo: 'H-1',
    rent: rents(60000, 35000),
  },
  {
    _id: 'hall-2',
    bookingType: 'Hall',
    title: 'Jasmine Hall',
    roomNo: 'H-2',
    rent: rents(40000, 24000),
  },
  {
    _id: 'hall-3',
    bookingType: 'Hall',
    title: 'Terrace Party Lawn',
    roomNo: 'H-3',
    rent: rents(30000, 18000),
  },
  // Under renovation: no rent is published, so it cannot be booked.
  { _id: 'hall-4', bookingType: 'Hall', title: 'Old Conference Room', roomNo: 'H-4', rent: [] },
  {
    _id: 'room-101',
    bookingType: 'Club Residence',
    title: 'Deluxe Room',
    roomNo: '101',
    rent: rents(9000, 6500),
  },
  {
    _id: 'room-102',
    bookingType: 'Club Residence',
    title: 'Deluxe Room',
    roomNo: '102',
    rent: rents(9000, 6500),
  },
  {
    _id: 'room-201',
    bookingType: 'Club Residence',
    title: 'Family Suite',
    roomNo: '201',
    rent: rents(14000, 11000),
  },
  {
    _id: 'room-202',
    bookingType: 'Club Residence',
    title: 'Executive Suite',
    roomNo: '202',
    rent: rents(18000, 14000),
  },
];

const ADDONS = [
  { id: 'addon-decor', title: 'Stage Decoration', price: 15000 },
  { id: 'addon-sound', title: 'Sound System', price: 8000 },
  { id: 'addon-projector', title: 'Projector & Screen', price: 5000 },
  { id: 'addon-photo', title: 'Photography', price: 12000 },
];

export const BOOKING_REF_DATA = {
  bookingShift: {
    hall: [
      { title: 'Day', value: 'Day' },
      { title: 'Night', value: 'Night' },
      { title: 'Full Day', value: 'Full Day' },
    ],
    clubResidence: [{ title: 'Check-in 12 PM – Check-out 11 AM', value: 'Overnight' }],
  },
  bookingTypes: [{ title: 'Hall' }, { title: 'Club Residence' }],
  paymentMode: [
    { title: 'Credit', value: 'Credit' },
    { title: 'Cash', value: 'Cash' },
    { title: 'Card', value: 'Card' },
  ],
};

/** Days after seeding on which the first hall's Day shift is taken by the second member
 * (so the booking form shows it unavailable). */
export const TAKEN_HALL_DAYS_AHEAD = 10;

/** Rooms, addons, and bookings in every state for the demo members. */
export function seedBookings(
  db: DatabaseSync,
  random: Random,
  now: Date,
  demoId: string,
  secondId: string,
) {
  const store = bookingStore(db, memberStore(db));
  for (const room of ROOMS) store.addRoom(room);
  for (const addon of ADDONS)
    store.addAddon({ _id: addon.id, title: addon.title, price: addon.price });
  const today = dhakaToday(now);
  let n = 0;
  const book = (
    memberId: string,
    room: Room,
    daysAhead: number,
    shift: string,
    state: 'pending' | 'confirmed' | 'cancelled',
  ) => {
    const date = addDays(today, daysAhead);
    const rent = rentFor(room, date, shift) ?? 0;
    const addonIds =
      room.bookingType === 'Hall' && n % 2 === 0 ? [ADDONS[n % ADDONS.length]!.id] : [];
    const addonTotal = addonIds.length ? ADDONS[n % ADDONS.length]!.price : 0;
    const paid =
      state === 'confirmed' && n % 3 === 0
        ? rent + addonTotal
        : state === 'confirmed'
          ? Math.round(rent / 2)
          : 0;
    n++;
    store.addRow({
      id: `bk-${String(n).padStart(4, '0')}`,
      ref_id: `BK-${date.slice(0, 4)}-${String(n).padStart(5, '0')}`,
      member_id: memberId,
      booking_type: room.bookingType,
      room_id: room._id,
      booking_date: date,
      shift,
      purpose: [
        'Wedding reception',
        'Birthday party',
        'Family get-together',
        'Business meeting',
        'Guests from abroad',
      ][n % 5] as string,
      guests: room.bookingType === 'Hall' ? random.int(40, 300) : random.int(1, 4),
      food_for_person: 0,
      payment_mode: n % 4 === 0 ? 'Cash' : 'Credit',
      addon_ids: JSON.stringify(addonIds),
      room_rent: rent,
      addon_total: addonTotal,
      discount: n % 5 === 0 ? 1000 : 0,
      advance: state === 'pending' ? 0 : Math.min(5000, rent),
      paid,
      is_confirmed: state === 'confirmed' ? 1 : 0,
      is_cancelled: state === 'cancelled' ? 1 : 0,
      cancellation_reason: state === 'cancelled' ? 'Change of plans' : null,
      cancellation_charge: state === 'cancelled' ? Math.round(rent * 0.25) : 0,
      created_at: new Date(now.getTime() - (60 - n) * 3_600_000).toISOString(),
    });
  };
  const residences = ROOMS.filter((room) => room.bookingType === 'Club Residence');
  const halls = ROOMS.filter((room) => room.bookingType === 'Hall' && room.rent.length > 0);
  // 27 bookings of the demo member: past, pending, confirmed and cancelled, near and far.
  for (let i = 0; i < 27; i++) {
    const hall = i % 3 !== 2;
    const room = hall ? halls[(i + 1) % halls.length]! : residences[i % residences.length]!;
    const daysAhead = i < 5 ? -30 + i * 4 : 14 + i * 3;
    const state = i % 4 === 0 ? 'cancelled' : i % 4 === 1 ? 'confirmed' : 'pending';
    const shift = hall ? (['Day', 'Night', 'Full Day'] as const)[i % 3]! : 'Overnight';
    book(demoId, room, daysAhead, shift, state);
  }
  book(secondId, halls[0]!, TAKEN_HALL_DAYS_AHEAD, 'Day', 'confirmed');
  for (let i = 0; i < 4; i++) book(secondId, residences[i]!, 20 + i, 'Overnight', 'pending');
}
