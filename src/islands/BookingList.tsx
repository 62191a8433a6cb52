import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { BOOKING_NEXT_PAGE_TRIGGER_FROM_END } from '../lib/constants/members-area.ts';
import { loadingTexts, messages } from '../lib/constants/messages.ts';
import { $expandedBookings, $cancelledHere, bookingList } from '../stores/booking-list.ts';
import BookingCard from './BookingCard.tsx';
import BookingPayDialog from './BookingPayDialog.tsx';
import CancelBookingDialog from './CancelBookingDialog.tsx';
import SearchBox from './SearchBox.tsx';

/** /booking-list: search, New Booking, cards that load 10 more near the end, dialogs. */
export default function BookingList() {
  const list = useStore(bookingList.$list);
  const expanded = useStore($expandedBookings);
  const cancelled = useStore($cancelledHere);
  // The next page is asked for when the seventh card from the end scrolls into view. The cards
  // after it are watched too: a jump to the end (End key, scrollbar) skips over the seventh.
  const trigger = Math.max(0, list.items.length - BOOKING_NEXT_PAGE_TRIGGER_FROM_END);
  const watch = useCallback((node: HTMLLIElement) => {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) bookingList.loadNext();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div className="list-tools">
        <SearchBox
          id="booking-search"
          label="Search Booking using Member Id or Booking Type"
          value={list.searchKey}
          onChange={bookingList.setSearch}
          onSearch={bookingList.searchNow}
        />
        <a className="button" href="/booking">
          New Booking
        </a>
      </div>
      {list.items.length > 0 && (
        <ul className="booking-list" aria-label="Bookings" aria-busy={!!list.loading}>
          {list.items.map((card, index) => (
            <li key={card.id} ref={index >= trigger && list.hasMore ? watch : undefined}>
              <BookingCard
                card={card}
                expanded={expanded.has(card.id)}
                cancelledHere={cancelled.has(card.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="booking-list__state" role="status">
        {list.loading && <p>{loadingTexts.plain}</p>}
        {!list.loading && !list.error && list.items.length === 0 && <p>{messages.noBookings}</p>}
      </div>
      {list.error && (
        <div className="notice notice--error booking-list__error" role="alert">
          <p>{list.error}</p>
          <button type="button" className="button button--ghost" onClick={bookingList.retry}>
            Try again
          </button>
        </div>
      )}
      <CancelBookingDialog />
      <BookingPayDialog />
    </>
  );
}
