import { describe, expect, it } from 'vitest';
import {
  categorySlugs,
  chosenNewsReader,
  inCategory,
  newsTags,
  type PlacedStory,
} from '../../src/lib/news-categories.ts';

describe('a story’s categories', () => {
  it.each([
    ['Sports, Culture', ['Sports', 'Culture']],
    [' Sports ,, Culture ,', ['Sports', 'Culture']],
    ['', []],
  ])('%j → %j', (tags, expected) => {
    expect(newsTags(tags)).toEqual(expected);
  });

  it.each([
    ['Sports, Culture', 'culture', true],
    ['Sports, Culture', ' SPORTS ', true],
    ['Sports, Culture', 'Heritage', false],
    ['Heritage Archive', 'Heritage', false],
  ])('%j in %j: %s', (tags, category, expected) => {
    expect(inCategory(tags, category)).toBe(expected);
  });
});

describe('category folder names', () => {
  it('keeps letters and digits, and never names two categories alike', () => {
    expect(
      categorySlugs(['Sports', 'Food & Beverage', 'খেলা', 'Café', 'sports', 'U-19 ', 'আড্ডা']),
    ).toEqual(['sports', 'food-beverage', 'category', 'cafe', 'sports-2', 'u-19', 'category-2']);
  });
});

// The whole news list: story i is at position i; each category holds some of them.
const story = (position: number): PlacedStory => ({ _id: `n${position}`, position });
const category = (slug: string, positions: number[]) => ({ slug, stories: positions.map(story) });

function fakePages(categories: ReturnType<typeof category>[], size: number) {
  const asked: string[] = [];
  let failNext = false;
  return {
    asked,
    failOnce: () => (failNext = true),
    pages: categories.map(({ slug, stories }) => ({ slug, count: stories.length })),
    async load(slug: string, page: number) {
      asked.push(`${slug}/${page}`);
      if (failNext) {
        failNext = false;
        throw new TypeError('Failed to fetch');
      }
      const { stories } = categories.find((c) => c.slug === slug)!;
      return stories.slice((page - 1) * size, page * size);
    },
  };
}

const positions = (stories: PlacedStory[]) => stories.map((s) => s.position);

describe('chosenNewsReader', () => {
  it('reads one category page by page, and says when it is done', async () => {
    const site = fakePages([category('sports', [1, 4, 9, 12, 15, 20, 28, 31])], 3);
    const reader = chosenNewsReader(site.pages, 3, site.load);
    expect(positions(await reader.next(3))).toEqual([1, 4, 9]);
    expect(reader.more).toBe(true);
    expect(positions(await reader.next(3))).toEqual([12, 15, 20]);
    expect(positions(await reader.next(3))).toEqual([28, 31]);
    expect(reader.more).toBe(false);
    expect(site.asked).toEqual(['sports/1', 'sports/2', 'sports/3']);
  });

  it('merges several categories in news order, a story of two of them once', async () => {
    const site = fakePages(
      [category('sports', [0, 3, 5, 8, 11]), category('culture', [1, 3, 4, 8, 13])],
      2,
    );
    const reader = chosenNewsReader(site.pages, 2, site.load);
    const read: number[] = [];
    while (reader.more) read.push(...positions(await reader.next(3)));
    expect(read).toEqual([0, 1, 3, 4, 5, 8, 11, 13]);
    // Every page read once.
    expect([...site.asked].sort()).toEqual(
      ['culture/1', 'culture/2', 'culture/3', 'sports/1', 'sports/2', 'sports/3'].sort(),
    );
  });

  it('knows the last story is shown when the other category still holds it', async () => {
    const site = fakePages([category('a', [0, 2]), category('b', [1, 2])], 6);
    const reader = chosenNewsReader(site.pages, 6, site.load);
    expect(positions(await reader.next(3))).toEqual([0, 1, 2]);
    expect(reader.more).toBe(false);
  });

  it('asks nothing for categories without stories', async () => {
    const site = fakePages([category('heritage', []), category('archive', [])], 6);
    const reader = chosenNewsReader(site.pages, 6, site.load);
    expect(reader.more).toBe(false);
    expect(await reader.next(6)).toEqual([]);
    expect(site.asked).toEqual([]);
  });

  it('a failed page takes nothing: the same batch comes when asked again', async () => {
    const site = fakePages([category('a', [0, 2, 4, 6]), category('b', [1, 3, 5, 7])], 2);
    const reader = chosenNewsReader(site.pages, 2, site.load);
    expect(positions(await reader.next(2))).toEqual([0, 1]);
    expect(positions(await reader.next(2))).toEqual([2, 3]);
    site.failOnce();
    await expect(reader.next(2)).rejects.toThrow('Failed to fetch');
    expect(positions(await reader.next(2))).toEqual([4, 5]);
    expect(positions(await reader.next(2))).toEqual([6, 7]);
    expect(reader.more).toBe(false);
  });
});
