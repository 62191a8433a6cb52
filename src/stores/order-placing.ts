import { placeKitchenOrder } from '../lib/api/calls/ordering.ts';
import { config } from '../lib/config.ts';
import { messages } from '../lib/constants/messages.ts';
import { kitchenOrders } from '../lib/ordering/kitchen-orders.ts';
import { routes } from '../lib/routes.ts';
import type { OrderLine } from '../lib/schemas/ordering.ts';
import { $cartLines, clearCart } from './cart.ts';
import { orderingApi } from './club-api.ts';
import { navigation } from './navigation.ts';
import { leaveOrderNotice } from './order-notice.ts';
import { $checkout, patchCheckout as patch, type Checkout } from './checkout.ts';
import { $session } from './session.ts';

// Place Order on /cart, loaded when the member first places an order (ordering-checkout.ts).

// Kitchens whose order went through while another failed, keyed with what was sent: the
// cart is kept for another try, and that try must not send the same order twice.
const placed = new Set<string>();
const sentKey = (kitchenId: string, lines: OrderLine[], checkout: Checkout) =>
  JSON.stringify([kitchenId, checkout.locationId, checkout.tableId, lines]);

/** One kitchen's order; its failure as the spec's message, '' on success. */
async function sendKitchen(kitchenId: string, lines: OrderLine[], checkout: Checkout) {
  const { memCode, acNo, userName } = $session.get();
  try {
    // The order call carries the fixed access key, not the ordering session.
    const done = await placeKitchenOrder(orderingApi, {
      accessKey: config.orderAccessKey,
      memberId: memCode || acNo,
      locationId: checkout.locationId,
      tableId: checkout.tableId,
      createdBy: userName || acNo,
      lines,
    });
    if (done) placed.add(sentKey(kitchenId, lines, checkout));
    return done ? '' : messages.kitchenOrderFailed(kitchenId);
  } catch {
    return messages.kitchenNetworkError(kitchenId);
  }
}

/**
 * Place Order: one order per kitchen. Only when every kitchen took its order is the cart
 * cleared and the member sent back to /order; otherwise the cart stays with the messages.
 */
export async function placeOrder(): Promise<void> {
  const checkout = $checkout.get();
  if (checkout.busy) return;
  const lines = $cartLines.get();
  if (!checkout.locationId || !checkout.tableId || lines.length === 0) {
    patch({ notes: [{ tone: 'error', text: messages.orderIncomplete }] });
    return;
  }
  patch({ busy: true, notes: [] });
  const orders = [...kitchenOrders(lines)].filter(
    ([kitchenId, kitchenLines]) => !placed.has(sentKey(kitchenId, kitchenLines, checkout)),
  );
  const failures = (
    await Promise.all(
      orders.map(([kitchenId, kitchenLines]) => sendKitchen(kitchenId, kitchenLines, checkout)),
    )
  ).filter(Boolean);
  if (failures.length > 0) {
    patch({ busy: false, notes: failures.map((text) => ({ tone: 'error', text })) });
    return;
  }
  placed.clear();
  clearCart();
  patch({ notes: [{ tone: 'ok', text: messages.orderPlaced }] });
  // The message also greets the member on /order, where the order page goes next.
  leaveOrderNotice(messages.orderPlaced);
  navigation.go(routes.order);
}
