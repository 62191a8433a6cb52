import { atom } from 'nanostores';
import { listBookings } from '../lib/api/calls/bookings.ts';
import { bookingCard, type BookingCard } from '../lib/booking/card.ts';
import { BOOKING_PAGE_SIZE } from '../lib/constants/members-area.ts';
import { clubApi } from './club-api.ts';
import { createPagedList } from './paged-list.ts';

/**
 * /booking-list: the member's bookings, 10 a page, searched by member id or booking type.
 * The filter holds only a revision number: raising it reloads the list from page 1 (after a
 * cancel) through the paged list's own "filter changed" path.
 */
export const bookingList = createPagedList<BookingCard, { revision: number }>({
  pageSize: BOOKING_PAGE_SIZE,
  filter: { revision: 0 },
  keyOf: (card) => card.id,
  load: async ({ page, searchKey, signal }) => {
    const { bookingPage } = await listBookings(clubApi, { page, searchKey }, { signal });
    return { count: bookingPage.count, items: bookingPage.bookings.map(bookingCard) };
  },
});

/** Reloads the list from the first page. */
export function refreshBookings(): void {
  const { filter } = bookingList.$list.get();
  bookingList.setFilter({ revision: filter.revision + 1 });
}

/** Ids of the cards shown expanded (purpose, guests, payment method). */
export const $expandedBookings = atom<ReadonlySet<string>>(new Set());

/** Expands or folds a card. */
export function toggleBooking(id: string): void {
  const next = new Set($expandedBookings.get());
  if (!next.delete(id)) next.add(id);
  $expandedBookings.set(next);
}

/** Ids of bookings cancelled on this page (shown Cancelled before the list reloads). */
export const $cancelledHere = atom<ReadonlySet<string>>(new Set());

/** Marks a booking cancelled here. */
export function markCancelled(id: string): void {
  $cancelledHere.set(new Set($cancelledHere.get()).add(id));
}

/**
 * Whether the cancel dialog has been opened on this page: its code loads then, not with the
 * list, and stays for the next time.
 */
export const $dialogsWanted = atom(false);

/**
 * Cancel on a card: the cancel dialog's store (and its code) loads with the first cancel,
 * then opens the dialog and fetches the charge.
 */
export async function askToCancel(id: string): Promise<void> {
  $dialogsWanted.set(true);
  const { openCancel } = await import('./booking-cancel.ts');
  await openCancel(id, (cancelled) => {
    markCancelled(cancelled);
    refreshBookings();
  });
}
