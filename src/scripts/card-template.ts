import { FILL_PREFIX, fieldAt, formatFields, pictureAt } from '../lib/card-fill.ts';

// A card a script adds (Load More, the members' publications) is a clone of its page's
// <template>: the card's own Astro component rendered without a record, its fields marked
// (src/lib/card-fill.ts). Record values go in as text and attribute values only, never as
// markup.

/** A card cloned from `template` and filled from `record`, ready to be put in the page. */
export function fillCard(template: HTMLTemplateElement, record: object): HTMLElement {
  const card = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  // First the parts the record has not (nothing in them is filled).
  for (const part of card.querySelectorAll(`[${FILL_PREFIX}if]`)) {
    if (fieldAt(record, part.getAttribute(`${FILL_PREFIX}if`)!) == null) part.remove();
  }
  for (const element of [card, ...card.querySelectorAll('*')]) {
    // The scripts have run by the time one adds a card: nothing in it waits for them.
    element.removeAttribute('data-waiting');
    for (const { name, value } of [...element.attributes]) {
      if (!name.startsWith(FILL_PREFIX)) continue;
      element.removeAttribute(name);
      const mark = name.slice(FILL_PREFIX.length);
      if (mark === 'picture') {
        for (const [attribute, given] of Object.entries(pictureAt(record, value)))
          element.setAttribute(attribute, String(given));
      } else if (mark !== 'if') {
        // The template leaves out what a built card would not have: an empty one stays out.
        const text = formatFields(value, record);
        if (mark === 'text') element.textContent = text;
        else if (text) element.setAttribute(mark, text);
      }
    }
  }
  return card;
}
