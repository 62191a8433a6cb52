import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchableContent, searchablePages } from '../../src/integrations/search-index.ts';

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

describe('searchableContent', () => {
  it("gives Pagefind the marked <main> alone, with the page's language and title attributes", () => {
    const page =
      '<html lang="en-BD"><head><title>T</title></head><body><nav>Menu Login</nav>' +
      '<main id="main" data-pagefind-body data-pagefind-meta="title[data-search-title]" data-search-title="Gala">' +
      '<h1>Gala</h1></main><footer>Contact</footer></body></html>';
    expect(searchableContent(page)).toBe(
      '<!doctype html><html lang="en-BD"><body>' +
        '<main id="main" data-pagefind-body data-pagefind-meta="title[data-search-title]" data-search-title="Gala">' +
        '<h1>Gala</h1></main></body></html>',
    );
  });

  it.each([
    [
      'a page without a marked <main> (404, offline, member pages)',
      '<main id="main"><h1>x</h1></main>',
    ],
    ['a page without <main>', '<body><h1>x</h1></body>'],
  ])('gives nothing for %s', (_, page) => {
    expect(searchableContent(page)).toBeNull();
  });
});
