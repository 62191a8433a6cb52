import type { DatabaseSync } from 'node:sqlite';
import type { MemberStore } from './members.ts';

interface RentByDay {
  day: string;
  fullDay: number;
  perShift: number;
}
export interface Room {
  _id: string;
  bookingType: string;
  title: string;
  roomNo: string;
  rent: RentByDay[];
}
export interface BookingRow {
  id: string;
  ref_id: string;
  member_id: string;
  booking_type: string;
  room_id: string;
  booking_date: string;
  shift: string;
  purpose: string;
  guests: number;
  food_for_person: number;
  payment_mode: string;
  addon_ids: string;
  room_rent: number;
  addon_total: number;
  discount: number;
  advance: number;
  paid: number;
  is_confirmed: number;
  is_cancelled: number;
  cancellation_reason: string | null;
  cancellation_charge: number;
  created_at: string;
}

const FULL_DAY = 'Full Day';

/** Whether two shifts of one room on one day clash (a full day clashes with every shift). */
/** A new booking as the route has checked and priced it. */
export interface NewBooking {
  memberId: string;
  bookingType: string;
  roomId: string;
  bookingDate: string;
  shift: string;
  purpose: string;
  guests: number;
  foodForPerson: number;
  paymentMode: string;
  addonIds: string[];
  roomRent: number;
  addonTotal: number;
  advance: number;
  createdAt: string;
}

const shiftsClash = (a: string, b: string) => a === b || a === FULL_DAY || b === FULL_DAY;

/** The rent of `room` on `date` for `shift`, or null when the room has no rent that day. */
export function rentFor(room: Room, date: string, shift: string): number | null {
  const day = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  const rent = room.rent.find((entry) => entry.day === day);
  if (!rent) return null;
  // members-area.md §9: the full-day rent is Hall's 'Full Day' shift or another type's 'Day'.
  const fullDayShift = room.bookingType === 'Hall' ? FULL_DAY : 'Day';
  return shift === fullDayShift ? rent.fullDay : rent.perShift;
}

/** Rooms, addons and bookings, and the booking as the API shows it. */
export function bookingStore(db: DatabaseSync, members: MemberStore) {
  const roomRow = (row: Record<string, unknown>): Room => ({
    _id: String(row.id),
    bookingType: String(row.booking_type),
    title: String(row.title),
    roomNo: String(row.room_no),
    rent: JSON.parse(String(row.rent)) as RentByDay[],
  });
  const addonsById = () =>
    new Map(
      db
        .prepare('SELECT id, title, price FROM addons ORDER BY id')
        .all()
        .map((row) => [
          String(row.id),
          { _id: String(row.id), title: String(row.title), price: Number(row.price) },
        ]),
    );
  return {
    rooms(bookingType: string): Room[] {
      return db
        .prepare('SELECT * FROM rooms WHERE booking_type = ? ORDER BY id')
        .all(bookingType)
        .map(roomRow);
    },
    room(id: string): Room | null {
      const row = db.prepare('SELECT * FROM rooms WHERE id = ?').get(id);
      return row ? roomRow(row) : null;
    },
    addons: () => [...addonsById().values()],
    /** Whether `roomId` is free on `date` for `shift` (cancelled bookings free it again). */
    isFree(roomId: string, date: string, shift: string): boolean {
      const taken = db
        .prepare(
          'SELECT shift FROM bookings WHERE room_id = ? AND booking_date = ? AND is_cancelled = 0',
        )
        .all(roomId, date);
      return !taken.some((row) => shiftsClash(String(row.shift), shift));
    },
    /** Stores a room (seeding). */
    addRoom(room: Room): void {
      db.prepare(
        'INSERT INTO rooms (id, booking_type, title, room_no, rent) VALUES (?, ?, ?, ?, ?)',
      ).run(room._id, room.bookingType, room.title, room.roomNo, JSON.stringify(room.rent));
    },
    /** Stores an addon (seeding). */
    addAddon(addon: { _id: string; title: string; price: number }): void {
      db.prepare('INSERT INTO addons (id, title, price) VALUES (?, ?, ?)').run(
        addon._id,
        addon.title,
        addon.price,
      );
    },
    /** Stores a booking row as it is (seeding, and `insert`). */
    addRow(row: BookingRow): void {
      db.prepare(
        `INSERT INTO bookings (id, ref_id, member_id, booking_type, room_id, booking_date, shift, purpose,
           guests, food_for_person, payment_mode, addon_ids, room_rent, addon_total, discount, advance,
           paid, is_confirmed, is_cancelled, cancellation_reason, cancellation_charge, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        row.id,
        row.ref_id,
        row.member_id,
        row.booking_type,
        row.room_id,
        row.booking_date,
        row.shift,
        row.purpose,
        row.guests,
        row.food_for_person,
        row.payment_mode,
        row.addon_ids,
        row.room_rent,
        row.addon_total,
        row.discount,
        row.advance,
        row.paid,
        row.is_confirmed,
        row.is_cancelled,
        row.cancellation_reason,
        row.cancellation_charge,
        row.created_at,
      );
    },
    /** Stores a new booking under `id` with the next reference number (BK-<year>-<n>). */
    insert(id: string, booking: NewBooking): void {
      const count = db.prepare('SELECT COUNT(*) AS n FROM bookings').get() as { n: number };
      this.addRow({
        id,
        ref_id: `BK-${booking.bookingDate.slice(0, 4)}-${String(count.n + 1).padStart(5, '0')}`,
        member_id: booking.memberId,
        booking_type: booking.bookingType,
        room_id: booking.roomId,
        booking_date: booking.bookingDate,
        shift: booking.shift,
        purpose: booking.purpose,
        guests: booking.guests,
        food_for_person: booking.foodForPerson,
        payment_mode: booking.paymentMode,
        addon_ids: JSON.stringify(booking.addonIds),
        room_rent: booking.roomRent,
        addon_total: booking.addonTotal,
        discount: 0,
        advance: booking.advance,
        paid: 0,
        is_confirmed: 0,
        is_cancelled: 0,
        cancellation_reason: null,
        cancellation_charge: 0,
        created_at: booking.createdAt,
      });
    },
    /** Marks a booking cancelled with its reason and charge. */
    cancel(id: string, reason: string, charge: number): void {
      db.prepare(
        'UPDATE bookings SET is_cancelled = 1, cancellation_reason = ?, cancellation_charge = ? WHERE id = ?',
      ).run(reason, charge, id);
    },
    row(id: string): BookingRow | null {
      return (
        (db.prepare('SELECT * FROM bookings WHERE id = ?').get(id) as BookingRow | undefined) ??
        null
      );
    },
    rowsOf(memberId: string): BookingRow[] {
      return db
        .prepare('SELECT * FROM bookings WHERE member_id = ? ORDER BY created_at DESC, id DESC')
        .all(memberId) as unknown as BookingRow[];
    },
    /** The booking in the shape of members-area.md §3. */
    view(row: BookingRow) {
      const room = this.room(row.room_id);
      const addons = addonsById();
      const member = members.byId(row.member_id);
      const addonServices = (JSON.parse(row.addon_ids) as string[])
        .map((id) => addons.get(id))
        .filter((addon) => addon !== undefined);
      return {
        _id: row.id,
        bookingRefId: row.ref_id,
        bookingType: row.booking_type,
        room: { _id: row.room_id, title: room?.title ?? '', roomNo: room?.roomNo ?? '' },
        billing: {
          roomRent: row.room_rent,
          discount: row.discount,
          cancelationCharge: row.cancellation_charge,
          paid: row.paid,
          advance: row.advance,
          bookingDate: row.booking_date,
          bookingShift: row.shift,
          noOfGuests: row.guests,
          paymentMode: row.payment_mode,
        },
        addonServices,
        bookingDate: row.booking_date,
        bookingShift: row.shift,
        purpose: row.purpose,
        noOfGuests: row.guests,
        foodForPerson: row.food_for_person,
        paymentMode: row.payment_mode,
        isCancelled: row.is_cancelled === 1,
        isConfirmed: row.is_confirmed === 1,
        cancellationReason: row.cancellation_reason ?? '',
        member: { name: member?.name ?? '', accId: member?.acNo ?? '' },
        createdAt: row.created_at,
      };
    },
  };
}

export type BookingStore = ReturnType<typeof bookingStore>;
