// The one rule for the id of a record that gets a page of its own (news, albums, events,
// facilities and their items): the schemas skip a record whose id breaks it
// (src/lib/schemas/fields.ts), and the offline worker keeps a record's page only at an
// address it makes (src/lib/public-pages.ts). Kept apart, import-free: the worker carries it.

/** The longest such id: it names a file of the build (`{id}/index.html`, `{id}.ics`), and
 * file names stop at 255 bytes. */
export const PAGE_ID_MAX_LENGTH = 200;

// Letters, digits and - _ . ~ only (RFC 3986's unreserved characters), not starting with a
// dot: such an id is the same text as a page parameter, a file name, an address segment
// (encoding leaves it as it is) and a calendar UID. Anything else ('/', '..', '%2e%2e', a
// line break, a space) would make another address than the link's, or none, or break out
// of where it is written.
const pageIdShape = new RegExp(`^(?!\\.)[A-Za-z0-9._~-]{1,${PAGE_ID_MAX_LENGTH}}$`);

/** What a page id may hold, as the build log says it. */
export const PAGE_ID_RULE = `only letters, digits and - _ . ~, not starting with a dot, at most ${PAGE_ID_MAX_LENGTH}`;

/** Whether `id` may be a record's page address as it is (see above). */
export function isPageId(id: string): boolean {
  return pageIdShape.test(id);
}
