import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AlbumCard from '../../src/components/gallery/AlbumCard.astro';
import NewsCard from '../../src/components/news/NewsCard.astro';
import { builtCards } from '../../src/data/card-html.ts';
import { cardElements } from '../../src/scripts/built-cards.ts';

// The cards Load More and the news categories add: rendered at build time by the card's own
// component into the JSON pages, put in the page by the script as they are. (Rendered in
// Node, as the build does: Astro takes a page with a DOM for a browser; then a page's DOM.)

const picture = {
  src: '/_astro/a_480.webp',
  srcset: '/_astro/a_480.webp 480w, /_astro/a_960.webp 960w',
  sizes: '50vw',
  width: 480,
  height: 320,
};
const story = {
  _id: 'nw0001',
  title: 'Annual Swim Gala 2026',
  date: 'May 7, 2026',
  dateTime: '2026-05-07',
  href: '/news-details/nw0001',
  thumbnail: picture,
  image: picture,
};

/** The page's elements of one record's card, as the script gets them from the JSON page. */
async function added(
  Card: Parameters<typeof builtCards>[0],
  prop: string,
  record: { _id: string; [field: string]: unknown },
) {
  const [card] = await builtCards(Card, prop, [record]);
  expect(card!._id).toBe(record._id);
  vi.stubGlobal('document', new JSDOM('').window.document);
  const elements = cardElements([card!.html]);
  expect(elements).toHaveLength(1);
  return elements[0]!;
}

afterEach(() => vi.unstubAllGlobals());

describe('the cards a script adds', () => {
  it('are the card component with its record: text, dates, picture, a wired Read More', async () => {
    const card = await added(NewsCard, 'news', story);
    expect(card.dataset.newsId).toBe('nw0001');
    expect(card.querySelector('h2')?.textContent).toBe(story.title);
    expect(card.querySelector('time')?.getAttribute('datetime')).toBe('2026-05-07');
    const image = card.querySelector('img')!;
    expect(image.getAttribute('srcset')).toBe(picture.srcset);
    expect(image.getAttribute('loading')).toBe('lazy');
    const readMore = card.querySelector('button')!;
    expect(readMore.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      `Read More about ${story.title}`,
    );
    expect(readMore.dataset.href).toBe(story.href);
    // The page's scripts have run by the time a card is added: nothing in it waits for them.
    expect(readMore.disabled).toBe(false);
    expect(readMore.hasAttribute('data-needs-script')).toBe(false);
  });

  it('show an album its own photos only, each named', async () => {
    const album = { _id: 'al1', title: 'Fun Fair', href: '/gallery-details/al1' };
    const card = await added(AlbumCard, 'album', {
      ...album,
      cover: picture,
      thumbnails: [picture],
    });
    expect([...card.querySelectorAll('img')].map((photo) => photo.alt)).toEqual([
      'Fun Fair, photo 1',
      'Fun Fair, photo 2',
    ]);
    expect(card.querySelector('a')?.getAttribute('href')).toBe(album.href);
  });

  it.each([
    ['<img src=x onerror=alert(1)>', 'title'],
    ['<script>alert(1)</script>', 'title'],
    ['" onmouseover="alert(1)', 'href'],
  ])('put provider text %j in as text only', async (text, field) => {
    const card = await added(NewsCard, 'news', { ...story, [field]: text });
    expect(card.querySelectorAll('script, h2 *')).toHaveLength(0);
    expect(card.querySelectorAll('img')).toHaveLength(1);
    const readMore = card.querySelector('button')!;
    expect(readMore.getAttributeNames().some((name) => name.startsWith('on'))).toBe(false);
    if (field === 'title') expect(card.querySelector('h2')?.textContent).toBe(text);
    else expect(readMore.dataset.href).toBe(text);
  });
});
