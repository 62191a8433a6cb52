// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { wakeIslandsWhenPainted } from '../../src/lib/painted-islands.ts';

// Issue 27: a member page's islands get React only after the first paint and the member's
// data (client:painted). A tap or a key on a prebuilt control before then (Place Order, a
// card's toggle, a tab) must not be lost: it is held, and given again once React has the
// island. In a file of its own: the page's wake script listens on the document for the page's
// lifetime.

beforeAll(() => {
  document.body.innerHTML =
    '<astro-island ssr><button>Place Order</button><input type="search">' +
    '<a href="/forgot-password">Forgot Password?</a></astro-island>' +
    '<nav><a href="#menu">Menu</a></nav>';
  wakeIslandsWhenPainted(document);
});

/** The page's island, its button and its field. */
const parts = () => {
  const island = document.querySelector('astro-island')!;
  return { island, button: island.querySelector('button')!, field: island.querySelector('input')! };
};

/** Astro hands the island to React: its `ssr` mark goes, then astro:hydrate. */
function reactTakesOver() {
  const { island } = parts();
  island.removeAttribute('ssr');
  island.dispatchEvent(new CustomEvent('astro:hydrate'));
}

const key = (key: string) => new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });

describe('a click or a key before React has the island', () => {
  it('is held, and given again in the same place once React has it', () => {
    const { button, field } = parts();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    const arrow = key('ArrowRight');
    // Enter and Space become the button's click by themselves; typing goes into the field.
    const enter = key('Enter');
    const typed = key('a');
    for (const [target, event] of [
      [button, click],
      [button, arrow],
      [button, enter],
      [field, typed],
    ] as const)
      target.dispatchEvent(event);
    expect([click, arrow, enter, typed].map((event) => event.defaultPrevented)).toEqual([
      true,
      true,
      false,
      false,
    ]);

    // React's handlers come with React: they get what was held, in order.
    const given: string[] = [];
    button.addEventListener('click', () => given.push('click'));
    button.addEventListener('keydown', (event) => given.push(event.key));
    reactTakesOver();
    expect(given).toEqual(['click', 'ArrowRight']);

    // React's own from now on: nothing is held.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(given).toEqual(['click', 'ArrowRight', 'click']);
  });

  it.each([
    ['outside the islands', 'nav a'],
    ['on a link in an island (the browser follows it by itself)', 'astro-island a'],
  ])('never holds a click %s', (_, selector) => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector(selector)!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
