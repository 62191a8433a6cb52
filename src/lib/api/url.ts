/** A query value; `undefined` and `null` are left out, '' is sent (`searchKey=`). */
type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** `base` and `path` joined with exactly one '/'. */
export function joinPath(base: string, path: string): string {
  if (!path) return base;
  if (!base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The query string (with its '?') of the defined values, in the record's order. */
function queryString(query: Query | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] != null)
    // encodeURIComponent writes a space as %20, which every server decodes ('+' is form-only).
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The full URL of a call: base, path and query. */
export function callUrl(base: string, path: string, query?: Query): string {
  return joinPath(base, path) + queryString(query);
}

/** One path segment (an id) made safe to put in a path. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));
