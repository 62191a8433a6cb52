import { enableWired, NEEDS_SCRIPT } from './wired-controls.ts';
import { FILL_PREFIX, fieldAt, formatFields, hasField } from '../lib/card-fill.ts';

// The fill helper of the member rooms cloned from a page's <template> and drawn before React
// (early-room.ts). Their fields are marked (src/lib/card-fill.ts); record values go in as text
// and attribute values only, never as markup.

/**
 * `model` (marked as a card's template is) cloned and filled from `record`; `pictures` gives
 * the <img> attributes of a `picture` mark (the public cards' built pictures).
 */
export function fillElement(
  model: Element,
  record: object,
  pictures?: (path: string) => object,
): HTMLElement {
  const card = model.cloneNode(true) as HTMLElement;
  // First each list's units, each filled from its own record (and its own lists within).
  for (const unit of card.querySelectorAll(`[${FILL_PREFIX}each]`)) {
    if (!card.contains(unit)) continue; // a unit within a unit: filled with the outer one
    const items = fieldAt(record, unit.getAttribute(`${FILL_PREFIX}each`)!);
    unit.replaceWith(
      ...(Array.isArray(items) ? items : []).map((item) => fillElement(unit, item, pictures)),
    );
  }
  // Then the parts the record has not (nothing in them is filled).
  for (const part of card.querySelectorAll(`[${FILL_PREFIX}if]`)) {
    if (!hasField(record, part.getAttribute(`${FILL_PREFIX}if`)!)) part.remove();
  }
  for (const element of [card, ...card.querySelectorAll('*')]) {
    // The scripts have run by the time one adds a card: nothing in it waits for them.
    if (element.hasAttribute(NEEDS_SCRIPT)) enableWired(element);
    for (const { name, value } of [...element.attributes]) {
      if (!name.startsWith(FILL_PREFIX)) continue;
      element.removeAttribute(name);
      const mark = name.slice(FILL_PREFIX.length);
      if (mark === 'picture') {
        for (const [attribute, given] of Object.entries(pictures?.(value) ?? {}))
          element.setAttribute(attribute, String(given));
      } else if (mark !== 'if' && mark !== 'each') {
        // The template leaves out what a built card would not have: an empty one stays out.
        const text = formatFields(value, record);
        if (mark === 'text') element.textContent = text;
        else if (text) element.setAttribute(mark, text);
      }
    }
  }
  return card;
}
