import { describe, expect, it } from 'vitest';
import { loadAllPages } from '../../src/data/build-result.ts';

/** A paged list of `total` records, `size` a page, recording which pages were asked for. */
function pagedList(total: number, size: number, failing: number[] = []) {
  const asked: number[] = [];
  const loadPage = async (page: number) => {
    asked.push(page);
    if (failing.includes(page)) throw new Error(`page ${page} failed`);
    const first = (page - 1) * size;
    return Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, i) => first + i);
  };
  return { asked, loadPage };
}

describe('loadAllPages (every page of a list up to the short one that ends Load More)', () => {
  it.each([
    // total, size, lastBelow, pages expected
    [0, 6, 5, 1],
    [4, 6, 5, 1],
    [6, 6, 5, 2],
    [20, 6, 5, 4],
    [60, 6, 5, 11],
  ])('%i records by %i (short below %i) → %i pages', async (total, size, lastBelow, count) => {
    const { loadPage } = pagedList(total, size);
    const pages = await loadAllPages(loadPage, lastBelow);
    expect(pages).toHaveLength(count);
    expect(pages.flat()).toEqual(Array.from({ length: total }, (_, i) => i));
  });

  it('asks for pages a few at a time and no more than one batch past the end', async () => {
    const { asked, loadPage } = pagedList(20, 6);
    await loadAllPages(loadPage, 5, { ahead: 3 });
    expect(asked.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('ignores a failed page past the last one', async () => {
    const { loadPage } = pagedList(8, 6, [3]);
    expect((await loadAllPages(loadPage, 5)).flat()).toHaveLength(8);
  });

  it('fails with the error of a page the list needs', async () => {
    const { loadPage } = pagedList(30, 6, [2]);
    await expect(loadAllPages(loadPage, 5)).rejects.toThrow('page 2 failed');
  });

  it('stops at maxPages when the provider never sends a short page', async () => {
    const { asked, loadPage } = pagedList(Infinity, 6);
    expect(await loadAllPages(loadPage, 5, { maxPages: 10 })).toHaveLength(10);
    expect(Math.max(...asked)).toBe(10);
  });
});
