// @vitest-environment jsdom
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUANTITY_RULE, parseQuantity, readCart } from '../../src/lib/ordering/cart.ts';
import { formatTaka } from '../../src/lib/format/money.ts';
import { foodSchema } from '../../src/lib/schemas/ordering.ts';

const food = (foodId: string, foodPrice: number) =>
  v.parse(foodSchema, {
    foodId,
    foodName: `Food ${foodId}`,
    foodPrice,
    foodImage: null,
    foodDetail: '',
    kitchenId: '2',
  });
const tea = food('f1', 40);
const kebab = food('f2', 250);

/** A fresh copy of the store, as a new page load (a reload) would have. */
async function freshCart() {
  vi.resetModules();
  const store = await import('../../src/stores/cart.ts');
  const stop = store.$cart.listen(() => {});
  return { ...store, stop };
}

const quantities = (cart: Record<string, { quantity: number }>) =>
  Object.fromEntries(Object.entries(cart).map(([id, line]) => [id, line.quantity]));

beforeEach(() => localStorage.clear());

describe('cart store', () => {
  it('adds: the old quantity plus 1, and counts and totals', async () => {
    const cart = await freshCart();
    cart.addToCart(tea);
    cart.addToCart(tea);
    cart.addToCart(kebab);
    expect(quantities(cart.$cart.get())).toEqual({ f1: 2, f2: 1 });
    expect(cart.$cartCount.get()).toBe(3);
    expect(cart.cartTotal(cart.$cartLines.get())).toBe(formatTaka(2 * 40 + 250));
  });

  it.each([
    [+1, { f1: 3 }],
    [-1, { f1: 1 }],
    [-2, {}],
    [-5, {}],
  ])('changes by %d: %o', async (delta, expected) => {
    const cart = await freshCart();
    cart.addToCart(tea);
    cart.addToCart(tea);
    cart.changeBy('f1', delta);
    expect(quantities(cart.$cart.get())).toEqual(expected);
  });

  it.each(['0', '-2', '1.5', 'two', '', ' ', '1e3'])(
    'rejects the typed quantity %j and keeps the old one',
    async (typed) => {
      const cart = await freshCart();
      cart.addToCart(tea);
      cart.typeQuantity('f1', typed);
      expect(cart.takeTypedQuantity('f1')).toBe(false);
      expect(cart.$cart.get().f1?.quantity).toBe(1);
      expect(cart.$drafts.get().f1).toEqual({ typed, error: QUANTITY_RULE });
    },
  );

  it('takes a typed positive whole number', async () => {
    const cart = await freshCart();
    cart.addToCart(tea);
    cart.typeQuantity('f1', ' 12 ');
    expect(cart.takeTypedQuantity('f1')).toBe(true);
    expect(cart.$cart.get().f1?.quantity).toBe(12);
    expect(cart.$drafts.get()).toEqual({});
  });

  it('removes and clears', async () => {
    const cart = await freshCart();
    cart.addToCart(tea);
    cart.addToCart(kebab);
    cart.removeFromCart('f1');
    expect(Object.keys(cart.$cart.get())).toEqual(['f2']);
    cart.clearCart();
    expect(cart.$cart.get()).toEqual({});
    expect(localStorage.getItem(cart.CART_KEY)).toBeNull();
  });

  it('survives a reload', async () => {
    const first = await freshCart();
    first.addToCart(kebab);
    first.addToCart(kebab);
    first.stop();
    const second = await freshCart();
    expect(quantities(second.$cart.get())).toEqual({ f2: 2 });
    expect(second.$cart.get().f2?.food).toEqual(kebab);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a list', '[1,2]'],
    ['a zero quantity', JSON.stringify({ f1: { food: tea, quantity: 0 } })],
    ['a food under another id', JSON.stringify({ f9: { food: tea, quantity: 1 } })],
    ['a food without id', JSON.stringify({ f1: { food: { foodName: 'x' }, quantity: 1 } })],
  ])('reads %s in storage as an empty cart', async (_, stored) => {
    localStorage.setItem('cart', stored);
    const cart = await freshCart();
    expect(cart.$cart.get()).toEqual({});
    expect(readCart(stored)).toEqual({});
  });

  it('follows another tab', async () => {
    const cart = await freshCart();
    cart.addToCart(tea);
    const other = JSON.stringify({ f2: { food: kebab, quantity: 4 } });
    localStorage.setItem('cart', other);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: other }));
    expect(quantities(cart.$cart.get())).toEqual({ f2: 4 });
    localStorage.clear(); // another tab cleared the storage
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(cart.$cart.get()).toEqual({});
  });
});

describe('typed quantity', () => {
  it.each([
    ['3', 3],
    [' 10 ', 10],
    ['0', null],
    ['-1', null],
    ['2.0', null],
    ['99999999999999999999', null],
  ])('%j reads as %s', (typed, value) => {
    expect(parseQuantity(typed)).toBe(value);
  });
});
