import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CartCount from '../../src/islands/CartCount.tsx';
import { cartCountView } from '../../src/stores/cart.ts';

// The header's cart count on the order pages: the prebuilt page cannot know the stored cart,
// so it shows no count (never a wrong 0) until the page's script or React has read it.

describe("the header's cart count", () => {
  it.each([
    [0, true, { count: '0', label: 'Cart, 0 items' }],
    [1, true, { count: '1', label: 'Cart, 1 item' }],
    [3, true, { count: '3', label: 'Cart, 3 items' }],
    [0, false, { count: '', label: 'Cart' }],
  ])('%i item(s), cart read: %s → %o', (count, read, shown) => {
    expect(cartCountView(count, read)).toEqual(shown);
  });

  it('is prebuilt without a count: the link is named "Cart" and the badge is empty', () => {
    const html = renderToString(createElement(CartCount));
    expect(html).toContain('<span class="visually-hidden">Cart</span>');
    expect(html).toMatch(/<span class="cart-link__count" aria-hidden="true"><\/span>/);
  });
});
