/** `current` followed by the records of `next` it does not hold yet (same `_id`). */
export function mergeById<T extends { _id: string }>(
  current: readonly T[],
  next: readonly T[],
): T[] {
  const seen = new Set(current.map((record) => record._id));
  return [...current, ...next.filter((record) => !seen.has(record._id) && seen.add(record._id))];
}

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
