import { computed } from 'nanostores';
import { getDeliveryZones } from '../lib/api/calls/ordering.ts';
import { $cartLines } from './cart.ts';
import { patchCheckout } from './checkout.ts';
import { orderingApi } from './club-api.ts';
import { withOrderSession } from './ordering-session.ts';
import { createResource } from './resource.ts';

export { $checkout } from './checkout.ts';

/**
 * /cart: the locations (zones) and tables an order can go to. Asked for only once the cart
 * holds something: an empty cart shows no place-order form, and a phone need not sign in to
 * the ordering service for it.
 */
export const $deliveryZones = createResource(
  (signal) =>
    withOrderSession((session) => getDeliveryZones(orderingApi, session, { signal }), signal),
  { needed: computed($cartLines, (lines) => lines.length > 0) },
);

export const chooseLocation = (locationId: string) => patchCheckout({ locationId, notes: [] });
export const chooseTable = (tableId: string) => patchCheckout({ tableId, notes: [] });

/**
 * Place Order (order-placing.ts): one order per kitchen. Its code loads with the member's
 * first order, since the cart's first screen needs none of it.
 */
export async function placeOrder(): Promise<void> {
  const placing = await import('./order-placing.ts');
  await placing.placeOrder();
}
