import { useStore } from './use-store.ts';
import { $cartCount, $cartCountRead, cartCountView } from '../stores/cart.ts';
import { useCard } from './room-template.ts';

/**
 * The item count of the header's cart link (order pages), to the eye and to a screen reader.
 * The link and its icon are prebuilt around it (components/ordering/OrderPage.astro).
 */
export default function CartCount() {
  const count = useStore($cartCount);
  const read = useStore($cartCountRead);
  const { fields } = useCard(() => cartCountView(count, read));
  return (
    <span className="cart-count">
      <span className="visually-hidden" {...fields({ text: '{label}' })} />
      <span className="cart-link__count" aria-hidden="true" {...fields({ text: '{count}' })} />
    </span>
  );
}
