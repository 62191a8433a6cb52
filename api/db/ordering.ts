import type { DatabaseSync } from 'node:sqlite';

/** A food order for one kitchen as the ordering service stores it. */
export interface FoodOrder {
  memberId: string;
  kitchenId: string;
  locationId: string;
  tableId: string;
  payload: string;
  createdBy: string;
  createdAt: string;
}

/** The ordering service's kiosk sessions and food orders. */
export function orderingStore(db: DatabaseSync) {
  const findSession = db.prepare(
    'SELECT 1 FROM kiosk_sessions WHERE token = ? AND user_id = ? AND expires_at > ?',
  );
  const addSession = db.prepare(
    'INSERT INTO kiosk_sessions (token, user_id, expires_at) VALUES (?, ?, ?)',
  );
  const addOrder = db.prepare(
    'INSERT INTO food_orders (member_id, kitchen_id, location_id, table_id, payload, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  return {
    /** Whether `token` is a live session of `userId` at `at` (ms). */
    sessionValid(token: string, userId: string, at: number): boolean {
      return Boolean(findSession.get(token, userId, at));
    },
    addSession(token: string, userId: string, expiresAt: number): void {
      addSession.run(token, userId, expiresAt);
    },
    addOrder(order: FoodOrder): void {
      addOrder.run(
        order.memberId,
        order.kitchenId,
        order.locationId,
        order.tableId,
        order.payload,
        order.createdBy,
        order.createdAt,
      );
    },
  };
}
