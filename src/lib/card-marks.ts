import { FILL_PREFIX, fieldAt, formatFields } from './card-fill.ts';
import { pictureAttributes, type PictureFile } from './picture.ts';

// How a card's component spreads its fields' marks (src/lib/card-fill.ts), at build time:
// the built cards' values, the templates' data-fill-* attributes.

/**
 * The attributes a card element spreads, from its marks (mark name → format or path): on a
 * built card (a record) its attributes' and picture's values; on the template (no record)
 * the marks as data-fill-* attributes. `text`, `if` and `each` give a built card nothing:
 * its markup holds the text, the condition and the list.
 */
export function cardFields(record: object | undefined) {
  return (marks: Record<string, string>): Record<string, string | number | undefined> => {
    const entries = Object.entries(marks);
    // Record text may become an attribute's value, never script (the build refuses it here,
    // so the browser's fillCard need not).
    const handler = entries.find(([name]) => /^on/i.test(name));
    if (handler) throw new Error(`A card may not fill the event handler ${handler[0]}.`);
    if (!record)
      return Object.fromEntries(entries.map(([name, mark]) => [FILL_PREFIX + name, mark]));
    const attributes: Record<string, string | number | undefined> = {};
    for (const [name, mark] of entries) {
      if (name === 'picture')
        Object.assign(attributes, pictureAttributes(fieldAt(record, mark) as PictureFile));
      else if (name !== 'text' && name !== 'if' && name !== 'each')
        attributes[name] = formatFields(mark, record) || undefined;
    }
    return attributes;
  };
}
