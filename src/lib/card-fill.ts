import { pictureAttributes, type PictureFile } from './picture.ts';

// A card's fields, written once in its Astro component for both ways a card comes to be:
// built into the page from a record, or cloned by a script from the page's <template> of
// the same component rendered without a record (src/scripts/card-template.ts fills it).
// A card element names its fields as marks, spread with `cardFields` (a text field is also
// the element's content on a built card, written beside its mark):
//   text: '{title}'            its text, from a format in which `{path}` stands for a field
//                              of the record (dotted: `image.src`, `thumbnails.0`)
//   href: '{href}', alt: …     an attribute, from a format; one that comes out empty is left out
//   picture: 'cover'           the <img> attributes of the built picture at that path
//                              (src/lib/picture.ts)
//   if: 'thumbnails.1'         the element only when the record has that field
// A built card carries the attributes' values; the template carries the marks as
// data-fill-* attributes, which the script reads and removes.

/** The attribute prefix of a mark on a card's template. */
export const FILL_PREFIX = 'data-fill-';

/** The field at a dotted path of a record (its own fields only); undefined where missing. */
export function fieldAt(record: unknown, path: string): unknown {
  let value = record;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A format's text for a record: each `{path}` replaced by that field ('' when missing). */
export const formatFields = (format: string, record: unknown): string =>
  format.replace(/\{([\w.]+)\}/g, (_, path: string) => String(fieldAt(record, path) ?? ''));

/** The <img> attributes of the built picture at `path` of a record. */
export const pictureAt = (record: unknown, path: string) =>
  pictureAttributes(fieldAt(record, path) as PictureFile);

/**
 * The attributes a card element spreads, from its marks (mark name → format or path): on a
 * built card (a record) its attributes' and picture's values; on the template (no record)
 * the marks as data-fill-* attributes. `text` and `if` give a built card nothing: its
 * markup holds the text and the condition.
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
      if (name === 'picture') Object.assign(attributes, pictureAt(record, mark));
      else if (name !== 'text' && name !== 'if')
        attributes[name] = formatFields(mark, record) || undefined;
    }
    return attributes;
  };
}
