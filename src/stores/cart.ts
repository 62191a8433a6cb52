import { atom, computed, readonlyType } from 'nanostores';
import {
  addFood,
  cartCount,
  cartLines,
  changeQuantity,
  linesTotal,
  parseQuantity,
  QUANTITY_RULE,
  readCart,
  removeFood,
  setQuantity,
  type Cart,
} from '../lib/ordering/cart.ts';
import { formatTaka } from '../lib/format/money.ts';
import type { CartLine } from '../lib/ordering/kitchen-orders.ts';
import type { Food } from '../lib/schemas/ordering.ts';
import { storedAtom } from './stored-atom.ts';
import { CART_KEY } from '../lib/constants/member-data-keys.ts';

export { CART_KEY } from '../lib/constants/member-data-keys.ts';

// Kept in localStorage and followed across tabs; what is read back is checked (readCart),
// and an empty cart leaves no key behind.
const $stored = storedAtom<Cart>(
  CART_KEY,
  {},
  {
    decode: readCart,
    encode: (cart) => (Object.keys(cart).length ? JSON.stringify(cart) : undefined),
  },
);
const load = () => $stored.get();
const save = (cart: Cart) => $stored.set(cart);

/** The cart: a map from foodId to the food and its quantity. */
export const $cart = readonlyType($stored);
// The prebuilt pages know no cart: they show an empty one until the browser has read it.
/** The cart's lines, in the order first added. */
export const $cartLines = computed($stored, cartLines);
/** How many items the cart holds (the header's count). */
export const $cartCount = computed($stored, cartCount);

/**
 * Whether the cart's lines are on the screen, as the lines' island shows them. The place-order
 * form (another island) waits for it: shown first, it was pushed down by the lines.
 */
export const $cartShown = atom(false);

/** The lines' island shows the cart the browser read. */
export const cartShown = () => $cartShown.set(true);

/** A quantity typed by hand that is not yet (or could not be) taken, with its message. */
export interface QuantityDraft {
  typed: string;
  error: string;
}
/** Typed quantities by foodId: shown instead of the cart's quantity until taken. */
export const $drafts = atom<Readonly<Record<string, QuantityDraft>>>({});

function dropDraft(foodId: string): void {
  const { [foodId]: _gone, ...rest } = $drafts.get();
  $drafts.set(rest);
}

/** What the last Add did, for screen readers (the header count changes silently). */
export const $addedNote = atom('');

/** Adds one of a food: its old quantity plus 1. */
export function addToCart(food: Food): void {
  const cart = addFood(load(), food);
  save(cart);
  dropDraft(food.foodId);
  $addedNote.set(
    `${food.foodName} added to the cart (${cart[food.foodId]?.quantity ?? 1} in the cart).`,
  );
}

/** Changes a food's quantity by `delta` (0 or less removes it). */
export function changeBy(foodId: string, delta: number): void {
  save(changeQuantity(load(), foodId, delta));
  dropDraft(foodId);
}

/** The quantity box changed: kept as typed until `takeTypedQuantity`. */
export function typeQuantity(foodId: string, typed: string): void {
  $drafts.set({ ...$drafts.get(), [foodId]: { typed, error: '' } });
}

/**
 * Takes the typed quantity when it is a positive whole number. Otherwise the cart keeps the
 * old quantity and the box keeps what was typed, with the rule beside it. True when taken.
 */
export function takeTypedQuantity(foodId: string): boolean {
  const draft = $drafts.get()[foodId];
  if (!draft) return true;
  const quantity = parseQuantity(draft.typed);
  if (quantity === null) {
    $drafts.set({ ...$drafts.get(), [foodId]: { ...draft, error: QUANTITY_RULE } });
    return false;
  }
  save(setQuantity(load(), foodId, quantity));
  dropDraft(foodId);
  return true;
}

/** Removes a food from the cart. */
export function removeFromCart(foodId: string): void {
  save(removeFood(load(), foodId));
  dropDraft(foodId);
}

/** Empties the cart (after a fully successful order, or on request). */
export function clearCart(): void {
  save({});
  $drafts.set({});
}

/**
 * What a line of the cart shows: the food, its price and sum in ৳, and its quantity box (as
 * typed while a typed quantity is not taken, with the rule beside it).
 */
export function cartLineView({ food, quantity }: CartLine, draft?: QuantityDraft) {
  return {
    name: food.foodName,
    price: formatTaka(food.foodPrice),
    sum: formatTaka(food.foodPrice * quantity),
    inputId: `quantity-${food.foodId}`,
    shown: draft ? draft.typed : String(quantity),
    error: draft?.error ?? '',
  };
}

/** The cart's total in ৳. */
export const cartTotal = (lines: readonly CartLine[]) => formatTaka(linesTotal(lines));

/** What the header's cart link says: how many items (none before the cart is read), to the
 * eye and to a screen reader. */
export const cartCountView = (count: number, read = true) =>
  read
    ? { count: String(count), label: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` }
    : { count: '', label: 'Cart' };
