import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hasMoreAfter, hasMorePages, mergeById } from '../../src/lib/paging.ts';
import { newestFirst, publicationsOfType } from '../../src/lib/publications.ts';
import { publicationSchema } from '../../src/lib/schemas/publications.ts';

describe('paging', () => {
  it('merges pages without duplicates by _id', () => {
    const merged = mergeById(
      [{ _id: 'a' }, { _id: 'b' }],
      [{ _id: 'b' }, { _id: 'c' }, { _id: 'c' }],
    );
    expect(merged.map((item) => item._id)).toEqual(['a', 'b', 'c']);
  });

  it.each([
    [6, 5, true],
    [5, 5, true],
    [4, 5, false],
    [0, 5, false],
  ])('a page of %i with the rule "fewer than %i" has more: %s', (length, below, more) => {
    expect(hasMoreAfter(length, below)).toBe(more);
  });

  it.each([
    [1, 25, 10, true],
    [3, 25, 10, false],
    [1, 0, 10, false],
  ])('%i pages loaded of count %i by %i: more %s', (loaded, count, size, more) => {
    expect(hasMorePages(loaded, count, size)).toBe(more);
  });
});

describe('publications', () => {
  const publication = (_id: string, type: string, publishedDate: string) =>
    v.parse(publicationSchema, { _id, type, publishedDate });
  const all = [
    publication('old', 'Magazine', '2024-01-01'),
    publication('undated', 'Magazine', ''),
    publication('new', 'Magazine', '2026-05-01'),
    publication('report', 'Annual Report', '2026-06-01'),
  ];

  it('sorts newest published first, undated last', () => {
    expect(newestFirst(all).map((p) => p._id)).toEqual(['report', 'new', 'old', 'undated']);
  });

  it.each([
    [null, ['new', 'old', 'undated']],
    ['Annual Report', ['report']],
  ])('type %j shows %j', (type, ids) => {
    expect(publicationsOfType(all, type).map((p) => p._id)).toEqual(ids);
  });
});
