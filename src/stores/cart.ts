import { atom, computed, onMount } from 'nanostores';
import {
  addFood,
  cartCount,
  cartLines,
  cartTotal,
  changeQuantity,
  parseQuantity,
  QUANTITY_RULE,
  readCart,
  removeFood,
  setQuantity,
  type Cart,
} from '../lib/ordering/cart.ts';
import type { Food } from '../lib/schemas/ordering.ts';
import { readKey, writeKey } from './ordering-storage.ts';

/** localStorage key of the cart (members-area §3: kept in local storage). */
export const CART_KEY = 'cart';

const $stored = atom<Cart>({});
let loaded = false;

function load(): Cart {
  if (!loaded) {
    loaded = true;
    $stored.set(readCart(readKey('localStorage', CART_KEY)));
  }
  return $stored.get();
}

function save(cart: Cart): void {
  $stored.set(cart);
  writeKey('localStorage', CART_KEY, Object.keys(cart).length ? JSON.stringify(cart) : null);
}

onMount($stored, () => {
  load();
  if (typeof window === 'undefined') return;
  // Another tab changed the cart (key null: it cleared the storage): follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== CART_KEY) return;
    $stored.set(readCart(event.key === null ? null : event.newValue));
    $drafts.set({});
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});

/** The cart: a map from foodId to the food and its quantity. */
export const $cart = computed($stored, (cart) => cart);
/** The cart's lines, in the order first added. */
export const $cartLines = computed($stored, cartLines);
/** How many items the cart holds (the header's count). */
export const $cartCount = computed($stored, cartCount);
/** What the cart costs in BDT. */
export const $cartTotal = computed($stored, cartTotal);

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
