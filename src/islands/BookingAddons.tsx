import { useStore } from './use-store.ts';
import { addonsOffer } from '../lib/booking/form.ts';
import { loadingTexts, messages } from '../lib/constants/messages.ts';
import { formatTaka } from '../lib/format/money.ts';
import { $addons, $booking, toggleAddon } from '../stores/booking-form.ts';
import FailureNotice from './FailureNotice.tsx';

/** Addons: offered for a hall once a purpose is typed; for club residence, the reason why not. */
export default function BookingAddons() {
  const draft = useStore($booking);
  const addons = useStore($addons);
  const offer = addonsOffer(draft);

  if (offer === 'none') return null;
  if (offer === 'unavailable') return <p className="notice">{messages.noResidenceAddons}</p>;
  if (addons.status === 'loading') return <p role="status">{loadingTexts.plain}</p>;
  if (addons.status === 'error') return <FailureNotice message={addons.message} />;
  if (addons.data.length === 0) return null;

  return (
    <fieldset className="booking-addons">
      <legend>Addons</legend>
      {addons.data.map((addon) => {
        const id = `addon-${addon._id}`;
        return (
          <div key={addon._id} className="booking-addon">
            <input
              type="checkbox"
              id={id}
              checked={draft.addonIds.includes(addon._id)}
              disabled={!draft.roomId}
              onChange={() => toggleAddon(addon._id)}
            />
            <label htmlFor={id}>
              {addon.title} <span className="booking-addon__price">{formatTaka(addon.price)}</span>
            </label>
          </div>
        );
      })}
      {!draft.roomId && (
        <p className="booking-form__hint">Choose a hall first: addons go with it.</p>
      )}
    </fieldset>
  );
}
