import { useStore } from './use-store.ts';
import { loadingTexts } from '../lib/constants/messages.ts';
import {
  $checkout,
  $deliveryZones,
  chooseLocation,
  chooseTable,
  placeOrder,
} from '../stores/ordering-checkout.ts';
import { $cartLines, $cartShown } from '../stores/cart.ts';
import FailureNotice from './FailureNotice.tsx';

/**
 * Where the order goes (location and table) and Place Order, with each kitchen's outcome.
 * An empty cart has nothing to place: then there is none of it (the cart points to the menu).
 */
export default function CartCheckout() {
  const zones = useStore($deliveryZones);
  const checkout = useStore($checkout);
  const lines = useStore($cartLines, []);
  // The prebuilt page cannot know whether the cart is empty: the form comes once the lines'
  // island shows the cart the browser read, below its lines (shown before, it moved down).
  const shown = useStore($cartShown);
  if (!shown || lines.length === 0) return null;

  return (
    <form
      className="card cart-checkout"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void placeOrder();
      }}
    >
      {/* Only a failure takes a line here; while the places load, Location says so. */}
      <FailureNotice message={zones.status === 'error' ? zones.message : ''} />
      <div className="field">
        <label htmlFor="order-location">Location</label>
        <select
          id="order-location"
          value={checkout.locationId}
          onChange={(event) => chooseLocation(event.target.value)}
        >
          <option value="">
            {zones.status === 'loading' ? loadingTexts.plain : 'Select location'}
          </option>
          {zones.status === 'ready' &&
            zones.data.zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.zonename}
              </option>
            ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="order-table">Table</label>
        <select
          id="order-table"
          value={checkout.tableId}
          onChange={(event) => chooseTable(event.target.value)}
        >
          <option value="">Select table</option>
          {zones.status === 'ready' &&
            zones.data.tableno.map((table) => (
              <option key={table.tableid} value={table.tableid}>
                {table.tablename}
              </option>
            ))}
        </select>
      </div>
      <div className="cart-checkout__notes">
        {checkout.notes.map((note) =>
          note.tone === 'error' ? (
            <FailureNotice key={note.text} message={note.text} />
          ) : (
            <p key={note.text} className="notice notice--ok" role="status">
              {note.text}
            </p>
          ),
        )}
      </div>
      <button type="submit" className="button" disabled={checkout.busy} aria-busy={checkout.busy}>
        {checkout.busy ? 'Placing Order…' : 'Place Order'}
      </button>
    </form>
  );
}
