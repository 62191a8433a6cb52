// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubToday } from '../../src/lib/booking/date.ts';
import { formatDate } from '../../src/lib/format/date.ts';
import { json, ok } from './support/fake-fetch.ts';

// The booking form store against a fake member API: availability only for a full slot, the
// newest availability answer wins, and Book Now sends once however often it is pressed.

const future = (() => {
  const date = new Date(`${clubToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 30);
  return date.toISOString().slice(0, 10);
})();
const weekday = new Date(`${future}T00:00:00Z`).toLocaleDateString('en-US', {
  weekday: 'long',
  timeZone: 'UTC',
});
const room = (id: string, isAvailable = true) => ({
  _id: id,
  title: `Hall ${id}`,
  isAvailable,
  rent: [{ day: weekday, fullDay: 50000, perShift: 30000 }],
});

interface Pending {
  url: URL;
  answer: (response: Response) => void;
}

let pending: Pending[] = [];

beforeEach(() => {
  pending = [];
  localStorage.setItem('isLoggedIn', 'true');
  localStorage.setItem('access_token', 'token-1');
  // Every call waits until the test answers it, so the order of answers is the test's.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: string) =>
        new Promise<Response>((answer) =>
          // Read as the page's browser reads it (the API may be a path of the site's origin).
          pending.push({ url: new URL(String(input), window.location.href), answer }),
        ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function freshForm() {
  vi.resetModules();
  const form = await import('../../src/stores/booking-form.ts');
  const { navigation } = await import('../../src/stores/navigation.ts');
  const go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
  return { ...form, go };
}

const settle = () => new Promise((done) => setTimeout(done, 0));
const asked = (path: string) => pending.filter((call) => call.url.pathname.endsWith(path));

describe('booking form store', () => {
  it('asks for rooms only once type, shift and date are set, and keeps the newest answer', async () => {
    const form = await freshForm();
    form.chooseBookingType('Hall');
    form.chooseBookingSlot({ bookingDate: future });
    expect(asked('get-booking-availability')).toHaveLength(0);
    form.chooseBookingSlot({ bookingShift: 'Day' });
    form.chooseBookingSlot({ bookingShift: 'Night' });
    const [older, newer] = asked('get-booking-availability');
    expect(newer!.url.searchParams.get('bookingShift')).toBe('Night');
    newer!.answer(ok({ rooms: [room('new')] }));
    await settle();
    older!.answer(ok({ rooms: [room('old')] }));
    await settle();
    expect(form.$roomChoices.get().map((choice) => choice.room._id)).toEqual(['new']);
    expect(form.$roomChoices.get()[0]?.label).toBe('৳ 30,000');
  });

  it('refuses a taken room and resets addons when a room is chosen', async () => {
    const form = await freshForm();
    form.chooseBookingType('Hall');
    form.chooseBookingSlot({ bookingDate: future, bookingShift: 'Day' });
    asked('get-booking-availability')[0]!.answer(
      ok({ rooms: [room('free'), room('taken', false)] }),
    );
    await settle();
    form.chooseRoom('taken');
    expect(form.$booking.get().roomId).toBe('');
    form.chooseRoom('free');
    form.toggleAddon('a1');
    expect(form.$booking.get().addonIds).toEqual(['a1']);
    form.chooseRoom('free');
    expect(form.$booking.get().addonIds).toEqual([]);
  });

  it('sends one booking however often Book Now is pressed, and keeps the form on failure', async () => {
    const form = await freshForm();
    form.chooseBookingType('Hall');
    form.chooseBookingSlot({ bookingDate: future, bookingShift: 'Day' });
    asked('get-booking-availability')[0]!.answer(ok({ rooms: [room('free')] }));
    await settle();
    form.chooseRoom('free');
    form.setBookingField('purpose', 'Reunion');
    form.setBookingField('noOfGuests', '80');
    expect(form.$canBook.get()).toBe(true);
    void form.bookNow();
    void form.bookNow();
    await settle();
    expect(asked('new-booking')).toHaveLength(1);
    asked('new-booking')[0]!.answer(
      json({ error: true, message: 'Hall just taken.', data: null }, 409),
    );
    await settle();
    await settle();
    expect(form.$bookingSubmit.get()).toMatchObject({ busy: false, failure: 'Hall just taken.' });
    expect(form.$booking.get()).toMatchObject({
      purpose: 'Reunion',
      noOfGuests: '80',
      roomId: 'free',
    });
    expect(form.go).not.toHaveBeenCalled();

    void form.bookNow();
    await settle();
    asked('new-booking')[1]!.answer(ok({ booking: null }));
    await settle();
    await settle();
    expect(form.go).toHaveBeenCalledWith('/booking-list');
  });

  it('after a refusal asks for the rooms again: a hall just taken is unchosen, the rest stays', async () => {
    const form = await freshForm();
    form.chooseBookingType('Hall');
    form.chooseBookingSlot({ bookingDate: future, bookingShift: 'Day' });
    asked('get-booking-availability')[0]!.answer(ok({ rooms: [room('free'), room('other')] }));
    await settle();
    form.chooseRoom('free');
    form.setBookingField('purpose', 'Reunion');
    form.setBookingField('noOfGuests', '80');
    void form.bookNow();
    await settle();
    asked('new-booking')[0]!.answer(
      json({ error: true, message: 'Hall free is already booked.', data: null }, 409),
    );
    await settle();
    await settle();
    // Asked again quietly: the rooms shown stay until the new answer.
    const again = asked('get-booking-availability');
    expect(again).toHaveLength(2);
    expect(form.$availability.get().status).toBe('ready');
    again[1]!.answer(ok({ rooms: [room('free', false), room('other')] }));
    await settle();
    expect(form.$roomChoices.get().find((choice) => choice.room._id === 'free')?.reason).toBe(
      'Not available',
    );
    expect(form.$booking.get()).toMatchObject({ roomId: '', purpose: 'Reunion', noOfGuests: '80' });
    expect(form.$canBook.get()).toBe(false);
    expect(form.$bookingSubmit.get().failure).toBe('Hall free is already booked.');
  });

  it('does not ask for rooms on a date before today, and says so in the club date format', async () => {
    const form = await freshForm();
    form.chooseBookingType('Hall');
    form.chooseBookingSlot({ bookingDate: '2000-01-01', bookingShift: 'Day' });
    expect(asked('get-booking-availability')).toHaveLength(0);
    expect(form.$dateError.get()).toBe(`Choose ${formatDate(clubToday())} or a later date.`);
  });
});
