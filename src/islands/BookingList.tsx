import { lazy, Suspense } from 'react';
import { useStore } from './use-store.ts';
import { BOOKING_NEXT_PAGE_TRIGGER_FROM_END } from '../lib/constants/members-area.ts';
import { messages } from '../lib/constants/messages.ts';
import { routes } from '../lib/routes.ts';
import {
  $cancelledHere,
  $dialogsWanted,
  $expandedBookings,
  bookingList,
} from '../stores/booking-list.ts';
import BookingCard from './BookingCard.tsx';
import PagedCards from './PagedCards.tsx';
import SearchBox from './SearchBox.tsx';

// The cancel dialog loads when it first opens (most visits open none).
const CancelBookingDialog = lazy(() => import('./CancelBookingDialog.tsx'));

/** /booking-list: search, New Booking, cards that load 10 more near the end, the cancel dialog. */
export default function BookingList() {
  const list = useStore(bookingList.$list);
  const expanded = useStore($expandedBookings);
  const cancelled = useStore($cancelledHere);
  const dialogs = useStore($dialogsWanted);
  return (
    <>
      <div className="list-tools">
        <SearchBox
          id="booking-search"
          label="Search Booking using Member Id or Booking Type"
          labelShown
          value={list.searchKey}
          onChange={bookingList.setSearch}
          onSearch={bookingList.searchNow}
        />
        <a className="button" href={routes.booking}>
          New Booking
        </a>
      </div>
      <PagedCards
        list={list}
        label="Bookings"
        className="booking-list"
        nextPageFromEnd={BOOKING_NEXT_PAGE_TRIGGER_FROM_END}
        lookAhead="0px"
        emptyText={messages.noBookings}
        keyOf={(card) => card.id}
        renderItem={(card) => (
          <BookingCard
            card={card}
            expanded={expanded.has(card.id)}
            cancelledHere={cancelled.has(card.id)}
          />
        )}
        onNearEnd={bookingList.loadNext}
        onRetry={bookingList.retry}
      />
      {dialogs && (
        <Suspense fallback={null}>
          <CancelBookingDialog />
        </Suspense>
      )}
    </>
  );
}
