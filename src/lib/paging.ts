/**
 * `current` followed by the records of `next` whose key it does not hold yet (a page that
 * shifted while it was read repeats records); a record without a key is always added.
 */
export function mergeByKey<T>(
  current: readonly T[],
  next: readonly T[],
  keyOf: (record: T) => string | undefined,
): T[] {
  const seen = new Set(current.map(keyOf).filter(Boolean));
  return [
    ...current,
    ...next.filter((record) => {
      const key = keyOf(record);
      if (!key) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  ];
}

/** `current` followed by the records of `next` it does not hold yet (same `_id`). */
export const mergeById = <T extends { _id: string }>(current: readonly T[], next: readonly T[]) =>
  mergeByKey(current, next, (record) => record._id);

/**
 * Whether Load More stays: a page with fewer than `below` records is the last one (gallery:
 * fewer than 5 albums; news: fewer than 5 items, though a page holds 6).
 */
export function hasMoreAfter(pageLength: number, below: number): boolean {
  return pageLength >= below;
}

/** Whether another page exists: pages loaded is fewer than ceil(count / size). */
export function hasMorePages(pagesLoaded: number, count: number, size: number): boolean {
  return size > 0 && pagesLoaded < Math.ceil(count / size);
}
