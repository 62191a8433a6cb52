import * as v from 'valibot';
import { ORDER_SPECIAL_INSTRUCTION } from '../../constants/members-area.ts';
import {
  deliveryZonesDataSchema,
  menuDataSchema,
  orderLineSchema,
  orderLoginDataSchema,
  placeOrderDataSchema,
  type OrderLine,
  type OrderSession,
} from '../../schemas/ordering.ts';
import type { ApiClient } from '../client.ts';
import type { CallSignal } from './shared.ts';

// Calls of the ordering service: its client is built on PUBLIC_ORDER_API_URL, and its
// session travels as `token` and `userid` query values rather than a header.
const sessionQuery = (session: Pick<OrderSession, 'apiToken' | 'userId'>) => ({
  token: session.apiToken,
  userid: session.userId,
});

/** Logs the order page into the ordering service. */
export const orderLogin = (
  api: ApiClient,
  credentials: { username: string; password: string },
  call?: CallSignal,
) => api.post('login', credentials, orderLoginDataSchema, call);

/** The menu: categories with their food groups and foods. */
export const getMenu = (api: ApiClient, session: OrderSession, call?: CallSignal) =>
  api.post('menulist', undefined, menuDataSchema, { ...call, query: sessionQuery(session) });

/** Locations (zones) and tables. */
export const getDeliveryZones = (api: ApiClient, session: OrderSession, call?: CallSignal) =>
  api.post('deliveryzone', undefined, deliveryZonesDataSchema, {
    ...call,
    query: sessionQuery(session),
  });

export interface KitchenOrder {
  /** PUBLIC_ORDER_ACCESS_KEY */
  accessKey: string;
  memberId: string;
  locationId: string;
  tableId: string;
  createdBy: string;
  lines: readonly OrderLine[];
}

/**
 * Sends one kitchen's order; true when the service answers `status: true`. A network
 * failure throws (ApiError kind 'network'), so the page can tell the two alerts apart.
 */
export async function placeKitchenOrder(api: ApiClient, order: KitchenOrder, call?: CallSignal) {
  const payload = JSON.stringify(order.lines.map((line) => v.parse(orderLineSchema, line)));
  const envelope = await api.postEnvelope('member-place-order', undefined, placeOrderDataSchema, {
    ...call,
    // The member's token where the client has one (the forwarded way: who orders).
    auth: true,
    query: {
      access_token: order.accessKey,
      member_id: order.memberId,
      locationid: order.locationId,
      tableid: order.tableId,
      specialinstruction: ORDER_SPECIAL_INSTRUCTION,
      payload,
      created_by: order.createdBy,
    },
  });
  return !envelope.error && envelope.status !== false && envelope.data?.status !== false;
}
