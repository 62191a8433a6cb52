import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchablePages } from '../../src/integrations/search-index.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'search-pages-'));
  for (const file of [
    'index.html',
    'news/index.html',
    'news-details/nw1/index.html',
    '404.html',
    'member-directory/index.html',
    'billing/details/index.html',
    'login/index.html',
    'submit-otp/index.html',
    'pagefind/playground/index.html',
    'rss.xml',
  ]) {
    await mkdir(join(dir, dirname(file)), { recursive: true });
    await writeFile(join(dir, file), '<main data-pagefind-body></main>');
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('searchablePages', () => {
  // Pages among these without a marked <main> (404, offline) are left out when read.
  it('offers site search the public pages only: no member page, sign-in screen or index file', async () => {
    expect((await searchablePages(dir)).map((page) => page.url)).toEqual([
      '/404.html',
      '/',
      '/news-details/nw1/',
      '/news/',
    ]);
  });
});
