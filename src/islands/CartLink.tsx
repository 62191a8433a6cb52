import { useStore } from './use-store.ts';
import { $cartCount } from '../stores/cart.ts';

/** The header's cart icon with the item count (order pages), linking to /cart. */
export default function CartLink() {
  const count = useStore($cartCount);
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <a className="cart-link" href="/cart" aria-label={label}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.2 8.1a2 2 0 0 1-1.9 1.4H8.4a2 2 0 0 1-2-1.6L4.1 2H1V0h4.7Z"
        />
      </svg>
      <span className="cart-link__count" aria-hidden="true">
        {count}
      </span>
    </a>
  );
}
