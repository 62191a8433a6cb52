// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { wakeIslandsWhenPainted } from '../../src/lib/painted-islands.ts';

// Issue 27: a member page's islands get React only after the first paint and the member's
// data (client:painted). A tap on a prebuilt button before then (Place Order, a card's
// toggle) must not be lost: it is held, and clicked again once React has the island. In a
// file of its own: the page's wake script listens on the document for the page's lifetime.

describe('a click before React has the island', () => {
  it('is held, and clicked again in the same place once React has it', () => {
    document.body.innerHTML =
      '<astro-island ssr><button>Place Order</button></astro-island>' +
      '<nav><a href="#menu">Menu</a></nav>';
    wakeIslandsWhenPainted(document);
    const island = document.querySelector('astro-island')!;
    const button = island.querySelector('button')!;
    const clicked = vi.fn();
    button.addEventListener('click', clicked);

    button.click();
    expect(clicked).not.toHaveBeenCalled();
    // Astro hands the island to React: its `ssr` mark goes, then astro:hydrate.
    island.removeAttribute('ssr');
    island.dispatchEvent(new CustomEvent('astro:hydrate'));
    expect(clicked).toHaveBeenCalledTimes(1);

    // React's own from now on: nothing is held.
    button.click();
    expect(clicked).toHaveBeenCalledTimes(2);
    // A click outside the islands is never held.
    const menu = vi.fn();
    document.querySelector('a')!.addEventListener('click', menu);
    document.querySelector('a')!.click();
    expect(menu).toHaveBeenCalledTimes(1);
  });
});
