import { getDeliveryZones } from '../lib/api/calls/ordering.ts';
import { patchCheckout } from './checkout.ts';
import { orderingApi } from './club-api.ts';
import { withOrderSession } from './ordering-session.ts';
import { createResource } from './resource.ts';

export { $checkout } from './checkout.ts';

/** /cart: the locations (zones) and tables an order can go to. */
export const $deliveryZones = createResource((signal) =>
  withOrderSession((session) => getDeliveryZones(orderingApi, session, { signal }), signal),
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
