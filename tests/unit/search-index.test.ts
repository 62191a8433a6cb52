import { describe, expect, it } from 'vitest';
import { searchableContent } from '../../integrations/search-index.ts';

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

  it('gives the whole marked <main> when a script inside it holds "</main>"', () => {
    const main =
      '<main data-pagefind-body><script type="application/ld+json">{"a":"</main>"}</script>' +
      '<h1>Gala</h1></main>';
    expect(searchableContent(`<html lang="en"><body>${main}<footer>x</footer></body></html>`)).toBe(
      `<!doctype html><html lang="en"><body>${main}</body></html>`,
    );
  });
});
