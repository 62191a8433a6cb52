import { useStore } from './use-store.ts';
import { loadingTexts } from '../lib/constants/messages.ts';
import { $availability, $booking, $roomChoices, chooseRoom } from '../stores/booking-form.ts';
import FailureNotice from './FailureNotice.tsx';

/** The hall or room choice: shown once type, shift and date are set and the rooms answer. */
export default function BookingRooms() {
  const availability = useStore($availability);
  const choices = useStore($roomChoices, []);
  const { roomId } = useStore($booking);

  if (availability.status === 'idle') {
    return (
      <p className="booking-form__hint">
        Choose a booking type, date and shift to see the halls and rooms.
      </p>
    );
  }
  if (availability.status === 'loading') return <p role="status">{loadingTexts.plain}</p>;
  if (availability.status === 'error') return <FailureNotice message={availability.message} />;
  if (choices.length === 0) return <p role="status">No halls or rooms for this date and shift.</p>;

  return (
    <fieldset className="booking-rooms">
      <legend>Hall / Room</legend>
      {choices.map(({ room, label, reason }) => {
        const id = `room-${room._id}`;
        return (
          <div key={room._id} className={`booking-room${reason ? ' booking-room--off' : ''}`}>
            <input
              type="radio"
              id={id}
              name="roomId"
              value={room._id}
              checked={roomId === room._id}
              disabled={reason !== ''}
              aria-describedby={reason ? `${id}-why` : undefined}
              onChange={() => chooseRoom(room._id)}
            />
            <label htmlFor={id}>
              <span className="booking-room__title">{room.title}</span>{' '}
              <span className="booking-room__rent">{label}</span>
            </label>
            {reason && (
              <span id={`${id}-why`} className="booking-room__why">
                {reason}
              </span>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
