import { useEffect } from 'react';
import { useHydrated, useStore } from './use-store.ts';
import { loadingTexts, messages } from '../lib/constants/messages.ts';
import type { CartLine as Line } from '../lib/ordering/kitchen-orders.ts';
import { routes } from '../lib/routes.ts';
import {
  $cartLines,
  $drafts,
  cartShown,
  cartLineView,
  cartTotal,
  changeBy,
  clearCart,
  removeFromCart,
  takeTypedQuantity,
  typeQuantity,
  type QuantityDraft,
} from '../stores/cart.ts';

/** A food of the cart with −, + and a typed quantity, and Remove. */
function CartLine({ line, draft }: { line: Line; draft?: QuantityDraft }) {
  const { name, price, sum, inputId, shown, error } = cartLineView(line, draft);
  const errorId = `${inputId}-error`;
  const { foodId } = line.food;
  return (
    <li className="card cart-line">
      <div className="cart-line__food">
        <h2 className="cart-line__name">{name}</h2>
        <p>{`${price} each`}</p>
      </div>
      <div className="cart-line__quantity">
        <button
          type="button"
          className="button button--ghost"
          aria-label={`One less ${name}`}
          onClick={() => changeBy(foodId, -1)}
        >
          −
        </button>
        <label className="visually-hidden" htmlFor={inputId}>
          {`Quantity of ${name}`}
        </label>
        <input
          id={inputId}
          inputMode="numeric"
          value={shown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => typeQuantity(foodId, event.target.value)}
          onBlur={() => takeTypedQuantity(foodId)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') takeTypedQuantity(foodId);
          }}
        />
        <button
          type="button"
          className="button button--ghost"
          aria-label={`One more ${name}`}
          onClick={() => changeBy(foodId, 1)}
        >
          +
        </button>
      </div>
      <p className="cart-line__sum">{sum}</p>
      <button type="button" className="button button--ghost" onClick={() => removeFromCart(foodId)}>
        Remove
        <span className="visually-hidden">{` ${name}`}</span>
      </button>
      {error && (
        <p id={errorId} className="field-error cart-line__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** The cart's foods with −, + and a typed quantity, Remove, Clear and the total. */
export default function CartLines() {
  const lines = useStore($cartLines, []);
  const drafts = useStore($drafts);
  // The cart is in the browser's storage: the prebuilt page says it is loading.
  const read = useHydrated();
  useEffect(() => {
    if (read) cartShown();
  }, [read]);

  if (lines.length === 0) {
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
        {lines.map((line, index) => (
          <CartLine key={line.food.foodId ?? index} line={line} draft={drafts[line.food.foodId]} />
        ))}
      </ul>
      <div className="cart-summary">
        <p className="cart-summary__total">
          Total: <strong>{cartTotal(lines)}</strong>
        </p>
        <button type="button" className="button button--ghost" onClick={clearCart}>
          Clear Cart
        </button>
      </div>
    </div>
  );
}
