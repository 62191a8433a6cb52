import * as v from 'valibot';
import { foodSchema, type Food } from '../schemas/ordering.ts';
import type { CartLine } from './kitchen-orders.ts';

/** The cart (members-area §3): a map from foodId to the food plus a quantity. */
export type Cart = Readonly<Record<string, CartLine>>;

/** Shown when a typed quantity is not a whole number of 1 or more (the old value stays). */
export const QUANTITY_RULE = 'Quantity must be a whole number of 1 or more.';

const cartSchema = v.record(
  v.string(),
  v.object({
    food: foodSchema,
    quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  }),
);

/** The cart as stored (JSON); missing, corrupt or hand-edited storage gives an empty cart. */
export function readCart(stored: string | null): Cart {
  if (!stored) return {};
  try {
    const result = v.safeParse(cartSchema, JSON.parse(stored));
    if (!result.success) return {};
    // An entry filed under another food's id is corrupt as well.
    const entries = Object.entries(result.output);
    return entries.every(([id, line]) => id === line.food.foodId) ? result.output : {};
  } catch {
    return {};
  }
}

/** Adds one of `food`: its old quantity plus 1. */
export function addFood(cart: Cart, food: Food): Cart {
  const quantity = (cart[food.foodId]?.quantity ?? 0) + 1;
  return { ...cart, [food.foodId]: { food, quantity } };
}

/** Removes a food from the cart. */
export function removeFood(cart: Cart, foodId: string): Cart {
  const { [foodId]: _gone, ...rest } = cart;
  return rest;
}

/** Sets a food's quantity; 0 or less removes it. */
export function setQuantity(cart: Cart, foodId: string, quantity: number): Cart {
  const line = cart[foodId];
  if (!line) return cart;
  if (quantity <= 0) return removeFood(cart, foodId);
  return { ...cart, [foodId]: { ...line, quantity } };
}

/** Changes a food's quantity by `delta`; reaching 0 or less removes it. */
export function changeQuantity(cart: Cart, foodId: string, delta: number): Cart {
  const line = cart[foodId];
  return line ? setQuantity(cart, foodId, line.quantity + delta) : cart;
}

/** A typed quantity as a number when it is a positive whole number, else null. */
export function parseQuantity(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
}

/** The cart's lines in the order they were first added. */
export const cartLines = (cart: Cart): CartLine[] => Object.values(cart);

/** How many items the cart holds (the header's count). */
export const cartCount = (cart: Cart): number =>
  cartLines(cart).reduce((sum, line) => sum + line.quantity, 0);

/** What cart lines cost in BDT. */
export const linesTotal = (lines: readonly CartLine[]): number =>
  lines.reduce((sum, line) => sum + line.food.foodPrice * line.quantity, 0);
