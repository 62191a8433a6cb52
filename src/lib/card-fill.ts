// A card's fields, written once in its Astro component for both ways a card comes to be:
// built into the page from a record, or cloned by a script from the page's <template> of
// the same component rendered without a record (src/scripts/fill-element.ts fills it).
// A card element names its fields as marks, spread with `cardFields` (card-marks.ts, at build
// time; a text field is also the element's content on a built card, written beside its mark):
//   text: '{title}'            its text, from a format in which `{path}` stands for a field
//                              of the record (dotted: `image.src`, `thumbnails.0`)
//   href: '{href}', alt: …     an attribute, from a format; one that comes out empty is left out
//   picture: 'cover'           the <img> attributes of the built picture at that path
//                              (src/lib/picture.ts)
//   if: 'thumbnails.1'         the element only when the record has that field (hasField)
//   each: 'items'              the element once for each record of that list, filled from it
// A built card carries the attributes' values; the template carries the marks as
// data-fill-* attributes, which the script reads and removes. The members' React cards and
// rooms use the same marks (cardProps), so a member page's data can be drawn from their
// templates before React has arrived (src/scripts/early-room.ts). This module is what the
// browser needs of it; card-marks.ts what only the build does.

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

/** Whether a record has the field at `path`: there and not null, '' or false. */
export function hasField(record: unknown, path: string): boolean {
  const value = fieldAt(record, path);
  return value != null && value !== '' && value !== false;
}

/** A format's text for a record: each `{path}` replaced by that field ('' when missing). */
export const formatFields = (format: string, record: unknown): string =>
  format.replace(/\{([\w.]+)\}/g, (_, path: string) => String(fieldAt(record, path) ?? ''));

// React's names of the attributes a mark may set.
const reactNames: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  fetchpriority: 'fetchPriority',
  tabindex: 'tabIndex',
};

/**
 * The props of a members' React card (or room) with a record, from the same marks as
 * `cardFields`: attributes by React's names, the `text` as the children. Its template (no
 * record) takes `cardFields(undefined)`: islands/RoomTemplate.tsx hands that in at build time.
 */
export function cardProps(record: object) {
  return (marks: Record<string, string>): Record<string, string> => {
    const props: Record<string, string> = {};
    for (const [name, mark] of Object.entries(marks)) {
      const text = formatFields(mark, record);
      if (name === 'text') props.children = text;
      // An empty attribute is left out (a static one of the element stays), but a field's
      // value, which React keeps, even empty.
      else if (name !== 'if' && name !== 'each' && (text || name === 'value'))
        props[reactNames[name] ?? name] = text;
    }
    return props;
  };
}
