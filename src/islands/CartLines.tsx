import { useEffect } from 'react';
import { useStore } from './use-store.ts';
import { loadingTexts, messages } from '../lib/constants/messages.ts';
import type { CartLine as Line } from '../lib/ordering/kitchen-orders.ts';
import { routes } from '../lib/routes.ts';
import {
  $cartLines,
  $cartRead,
  $drafts,
  cartShown,
  cartLineView,
  cartView,
  changeBy,
  clearCart,
  removeFromCart,
  takeTypedQuantity,
  typeQuantity,
  type QuantityDraft,
} from '../stores/cart.ts';
import { useCard } from './room-template.ts';

/** A food of the cart with −, + and a typed quantity, and Remove. */
function CartLine({ line, draft }: { line: Line; draft?: QuantityDraft }) {
  const { fields, has } = useCard(() => cartLineView(line, draft));
  const { foodId } = line.food;
  return (
    <li className="card cart-line" {...fields({ each: 'lines' })}>
      <div className="cart-line__food">
        {/* eslint-disable-next-line jsx-a11y/heading-has-content -- the text is a field */}
        <h2 className="cart-line__name" {...fields({ text: '{name}' })} />
        <p {...fields({ text: '{price} each' })} />
      </div>
      <div className="cart-line__quantity">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => changeBy(foodId, -1)}
          {...fields({ 'aria-label': 'One less {name}' })}
        >
          −
        </button>
        {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- its text and control are fields */}
        <label
          className="visually-hidden"
          {...fields({ for: '{inputId}', text: 'Quantity of {name}' })}
        />
        <input
          inputMode="numeric"
          onChange={(event) => typeQuantity(foodId, event.target.value)}
          onBlur={() => takeTypedQuantity(foodId)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') takeTypedQuantity(foodId);
          }}
          {...fields({
            id: '{inputId}',
            value: '{shown}',
            'aria-invalid': '{invalid}',
            'aria-describedby': '{describedBy}',
          })}
        />
        <button
          type="button"
          className="button button--ghost"
          onClick={() => changeBy(foodId, 1)}
          {...fields({ 'aria-label': 'One more {name}' })}
        >
          +
        </button>
      </div>
      <p className="cart-line__sum" {...fields({ text: '{sum}' })} />
      <button type="button" className="button button--ghost" onClick={() => removeFromCart(foodId)}>
        Remove
        <span className="visually-hidden" {...fields({ text: ' {name}' })} />
      </button>
      {has('error') && (
        <p
          className="field-error cart-line__error"
          role="alert"
          {...fields({ if: 'error', id: '{inputId}-error', text: '{error}' })}
        />
      )}
    </li>
  );
}

/** The cart's foods with −, + and a typed quantity, Remove, Clear and the total. */
export default function CartLines() {
  const lines = useStore($cartLines);
  const drafts = useStore($drafts);
  // The cart is in the browser's storage: the prebuilt page says it is loading.
  const read = useStore($cartRead);
  const { fields } = useCard(() => cartView(lines));
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
          Total: <strong {...fields({ text: '{total}' })} />
        </p>
        <button type="button" className="button button--ghost" onClick={clearCart}>
          Clear Cart
        </button>
      </div>
    </div>
  );
}
