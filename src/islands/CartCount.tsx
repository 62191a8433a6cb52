import { useHydrated, useStore } from './use-store.ts';
import { $cartCount, cartCountView } from '../stores/cart.ts';

/**
 * The item count of the header's cart link (order pages), to the eye and to a screen reader.
 * The link and its icon are prebuilt around it (components/ordering/OrderPage.astro); the
 * prebuilt page cannot know the stored cart, so it shows no count (never a wrong 0) until then.
 */
export default function CartCount() {
  const { count, label } = cartCountView(useStore($cartCount, 0), useHydrated());
  return (
    <span className="cart-count">
      <span className="visually-hidden">{label}</span>
      <span className="cart-link__count" aria-hidden="true">
        {count}
      </span>
    </span>
  );
}
