import { atom, computed, onMount } from 'nanostores';
import { getAvailability, getBookingRefData, listAddons } from '../lib/api/calls/booking-form.ts';
import { createBooking } from '../lib/api/calls/bookings.ts';
import { failureText } from '../lib/api/failure.ts';
import { clubToday, isIsoDate } from '../lib/booking/date.ts';
import { formatDate } from '../lib/format/date.ts';
import {
  blankBooking,
  bookingTotal,
  guestsError,
  isComplete,
  newBookingOf,
  roomChoices,
  shiftsFor,
  type BookingDraft,
} from '../lib/booking/form.ts';
import type { Room } from '../lib/schemas/booking-options.ts';
import { clubApi } from './club-api.ts';
import { navigation } from './navigation.ts';
import { createResource } from './resource.ts';
import { routes } from '../lib/routes.ts';

/** Shifts by booking type, booking types and payment modes. */
export const $bookingRefData = createResource((signal) => getBookingRefData(clubApi, { signal }));
/** The addon services a hall booking may add. */
export const $addons = createResource(
  async (signal) => (await listAddons(clubApi, { signal })).addons,
);

/** The form as typed. */
export const $booking = atom<BookingDraft>(blankBooking);

/** Halls or rooms for the chosen type, shift and date: asked only once all three are set. */
export type Availability =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; rooms: Room[] }
  | { status: 'error'; message: string };
export const $availability = atom<Availability>({ status: 'idle' });

/** The submit: one at a time; why the last one failed. */
export const $bookingSubmit = atom({ busy: false, failure: '', guestsError: '' });

/**
 * The earliest date the picker offers: today in the club's time zone, as the browser sees
 * it ('' in the prebuilt page: the day it was built is not today).
 */
export const $minDate = atom('');
onMount($minDate, () => $minDate.set(clubToday()));

/** The date field's message: a date before today cannot be booked. */
export const $dateError = computed([$booking, $minDate], ({ bookingDate }, min) =>
  bookingDate && (!isIsoDate(bookingDate) || (min && bookingDate < min))
    ? `Choose ${formatDate(min) || 'today'} or a later date.`
    : '',
);

export const $shiftOptions = computed([$bookingRefData, $booking], (ref, draft) =>
  ref.status === 'ready' ? shiftsFor(ref.data, draft.bookingType) : [],
);

export const $roomChoices = computed([$availability, $booking], (availability, draft) =>
  availability.status === 'ready' ? roomChoices(availability.rooms, draft) : [],
);

/** Room rent + chosen addons, in BDT. */
export const $bookingTotal = computed([$roomChoices, $addons, $booking], (rooms, addons, draft) => {
  const rent = rooms.find((choice) => choice.room._id === draft.roomId)?.rent ?? null;
  return bookingTotal(rent, addons.status === 'ready' ? addons.data : [], draft.addonIds);
});

/** 'Book Now' may be pressed: every needed field is set and no request runs. */
export const $canBook = computed(
  [$booking, $bookingSubmit, $dateError],
  (draft, submit, dateError) => isComplete(draft) && !dateError && !submit.busy,
);

let asking: AbortController | null = null;

/**
 * Asks for the rooms of the chosen type, shift and date; an older answer is dropped. Quietly
 * (after a refused booking) the rooms shown stay until the new answer replaces them, and a
 * chosen room that is no longer free is unchosen.
 */
function askAvailability({ quietly = false } = {}): void {
  asking?.abort();
  asking = null;
  const { bookingType, bookingShift, bookingDate } = $booking.get();
  if (!bookingType || !bookingShift || !bookingDate || $dateError.get()) {
    $availability.set({ status: 'idle' });
    return;
  }
  const own = new AbortController();
  asking = own;
  if (!quietly) $availability.set({ status: 'loading' });
  getAvailability(clubApi, { bookingType, bookingShift, bookingDate }, { signal: own.signal }).then(
    ({ rooms }) => {
      if (asking !== own) return;
      $availability.set({ status: 'ready', rooms });
      const { roomId } = $booking.get();
      const chosen = $roomChoices.get().find((choice) => choice.room._id === roomId);
      if (roomId && (!chosen || chosen.reason))
        $booking.set({ ...$booking.get(), roomId: '', addonIds: [] });
    },
    (error: unknown) => {
      // A quiet refresh that fails leaves the rooms as they were (the refusal is shown).
      if (asking === own && !quietly)
        $availability.set({ status: 'error', message: failureText(error) });
    },
  );
}

const edit = (change: Partial<BookingDraft>) => {
  $booking.set({ ...$booking.get(), ...change });
  $bookingSubmit.set({ ...$bookingSubmit.get(), failure: '' });
};

/** A new type has its own shifts: the shift, room and addons start over. */
export function chooseBookingType(bookingType: string): void {
  edit({ bookingType, bookingShift: '', roomId: '', addonIds: [] });
  askAvailability();
}

/** Date or shift changed: the rooms are asked again and the room is chosen again. */
export function chooseBookingSlot(
  change: Partial<Pick<BookingDraft, 'bookingShift' | 'bookingDate'>>,
): void {
  $minDate.set(clubToday());
  edit({ ...change, roomId: '', addonIds: [] });
  askAvailability();
}

/** Choosing a room resets the chosen addons (members-area §4); a taken or unpriced one is refused. */
export function chooseRoom(roomId: string): void {
  const choice = $roomChoices.get().find((entry) => entry.room._id === roomId);
  if (choice && !choice.reason) edit({ roomId, addonIds: [] });
}

/** Adds or removes an addon. */
export function toggleAddon(addonId: string): void {
  const chosen = $booking.get().addonIds;
  edit({
    addonIds: chosen.includes(addonId)
      ? chosen.filter((id) => id !== addonId)
      : [...chosen, addonId],
  });
}

/** Purpose, guests or payment mode typed or chosen. */
export function setBookingField(
  field: 'purpose' | 'noOfGuests' | 'paymentMode',
  value: string,
): void {
  edit({ [field]: value });
  if (field === 'noOfGuests' && $bookingSubmit.get().guestsError) {
    $bookingSubmit.set({ ...$bookingSubmit.get(), guestsError: guestsError(value) });
  }
}

let sending = false;

/** Book Now: sends the booking once (a second click while it runs does nothing). */
export async function bookNow(): Promise<void> {
  if (sending || !$canBook.get()) return;
  const draft = $booking.get();
  const badGuests = guestsError(draft.noOfGuests);
  if (badGuests) {
    $bookingSubmit.set({ busy: false, failure: '', guestsError: badGuests });
    return;
  }
  sending = true;
  $bookingSubmit.set({ busy: true, failure: '', guestsError: '' });
  try {
    await createBooking(clubApi, newBookingOf(draft));
    navigation.go(routes.bookingList);
  } catch (error) {
    // The form stays as typed for another try; the rooms are asked again, since a refusal
    // often means someone else has just taken the hall.
    sending = false;
    $bookingSubmit.set({ busy: false, failure: failureText(error), guestsError: '' });
    askAvailability({ quietly: true });
  }
}
