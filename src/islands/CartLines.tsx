import { useStore } from './use-store.ts';
import { loadingTexts, messages } from '../lib/constants/messages.ts';
import { formatTaka } from '../lib/format/money.ts';
import { routes } from '../lib/routes.ts';
import {
  $cartLines,
  $cartTotal,
  $drafts,
  changeBy,
  clearCart,
  removeFromCart,
  takeTypedQuantity,
  typeQuantity,
} from '../stores/cart.ts';
import { $inBrowser } from '../stores/first-screen.ts';

/** The cart's foods with −, + and a typed quantity, Remove, Clear and the total. */
export default function CartLines() {
  const lines = useStore($cartLines);
  const total = useStore($cartTotal);
  const drafts = useStore($drafts);
  // The cart is in the browser's storage: the prebuilt page says it is loading.
  const read = useStore($inBrowser);

  if (!read || lines.length === 0) {
    return (
      <div className="cart-room">
        <p className="notice" role="status">
          {read ? messages.cartEmpty : loadingTexts.plain}
        </p>
        {/* An empty cart's way on: back to the menu to choose food. */}
        {read && (
          <p className="cart-room__next">
            <a className="button" href={routes.order}>
              Choose food from the menu
            </a>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="cart-room">
      <ul className="cart-lines" aria-label="Cart items">
        {lines.map(({ food, quantity }) => {
          const id = `quantity-${food.foodId}`;
          const draft = drafts[food.foodId];
          return (
            <li key={food.foodId} className="card cart-line">
              <div className="cart-line__food">
                <h2 className="cart-line__name">{food.foodName}</h2>
                <p>{formatTaka(food.foodPrice)} each</p>
              </div>
              <div className="cart-line__quantity">
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`One less ${food.foodName}`}
                  onClick={() => changeBy(food.foodId, -1)}
                >
                  −
                </button>
                <label htmlFor={id} className="visually-hidden">
                  Quantity of {food.foodName}
                </label>
                <input
                  id={id}
                  inputMode="numeric"
                  value={draft ? draft.typed : String(quantity)}
                  aria-invalid={draft?.error ? true : undefined}
                  aria-describedby={draft?.error ? `${id}-error` : undefined}
                  onChange={(event) => typeQuantity(food.foodId, event.target.value)}
                  onBlur={() => takeTypedQuantity(food.foodId)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') takeTypedQuantity(food.foodId);
                  }}
                />
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`One more ${food.foodName}`}
                  onClick={() => changeBy(food.foodId, 1)}
                >
                  +
                </button>
              </div>
              <p className="cart-line__sum">{formatTaka(food.foodPrice * quantity)}</p>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => removeFromCart(food.foodId)}
              >
                Remove<span className="visually-hidden"> {food.foodName}</span>
              </button>
              {draft?.error && (
                <p id={`${id}-error`} className="field-error cart-line__error" role="alert">
                  {draft.error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div className="cart-summary">
        <p className="cart-summary__total">
          Total: <strong>{formatTaka(total)}</strong>
        </p>
        <button type="button" className="button button--ghost" onClick={clearCart}>
          Clear Cart
        </button>
      </div>
    </div>
  );
}
