import { atom } from 'nanostores';

/** A line of the order result: what happened, for people. */
export interface OrderNote {
  tone: 'ok' | 'error';
  text: string;
}

/** The cart's checkout: where the order goes, whether it is being placed, its outcome. */
export interface Checkout {
  locationId: string;
  tableId: string;
  busy: boolean;
  notes: OrderNote[];
}

export const $checkout = atom<Checkout>({ locationId: '', tableId: '', busy: false, notes: [] });

/** Changes part of the checkout (its choices, its outcome). */
export const patchCheckout = (change: Partial<Checkout>) =>
  $checkout.set({ ...$checkout.get(), ...change });
