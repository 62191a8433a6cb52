import { expect, test, type Page } from '@playwright/test';
import { afterFrames } from './fixtures.ts';
import { NEWS_LAST_PAGE_BELOW, NEWS_PAGE_SIZE } from '../../src/lib/constants/public-area.ts';
import { loadingTexts, messages } from '../../src/lib/constants/messages.ts';
import { formatDate, machineDate } from '../../src/lib/format/date.ts';
import { newsTags } from '../../src/lib/news-categories.ts';
import { mergeById } from '../../src/lib/paging.ts';
import {
  newsDetailsDataSchema,
  newsListDataSchema,
  newsTagsDataSchema,
  type NewsItem,
} from '../../src/lib/schemas/news.ts';
import { allPages, apiData, cardShape, expectAccessible } from './public-pages-support.ts';

const newsPage = (page: number) => `news/list?page=${page}&searchKey=&size=${NEWS_PAGE_SIZE}`;
const tagsOf = (item: NewsItem) => newsTags(item.tags).map((tag) => tag.toLowerCase());
const inAny = (item: NewsItem, categories: string[]) =>
  categories.some((category) => tagsOf(item).includes(category.toLowerCase()));

async function allNews(request: Parameters<typeof apiData>[0]): Promise<NewsItem[]> {
  const items = await allPages(
    async (n) => (await apiData(request, newsPage(n), newsListDataSchema)).newsPage.news,
    NEWS_LAST_PAGE_BELOW,
  );
  return mergeById([], items);
}

/** Clicks Load More until it is gone. */
async function loadToTheEnd(page: Page): Promise<void> {
  const more = page.getByRole('button', { name: 'Load More' });
  const loading = page.getByRole('button', { name: loadingTexts.plain });
  for (;;) {
    await expect(loading).toHaveCount(0);
    if (!(await more.isVisible())) return;
    await more.click();
  }
}

// The cards of the list on show: all news, or the chosen categories' stories.
const cards = (page: Page) => page.locator('.news__list:not([hidden]) > li');
const titles = (page: Page) => cards(page).getByRole('heading', { level: 2 });

test.describe('News', () => {
  test('shows the first page and Load More adds pages to the end', async ({ page, request }) => {
    const news = await allNews(request);
    expect(news.length).toBeGreaterThan(NEWS_PAGE_SIZE);
    await page.route('**/data/news/*.json', async (route) => {
      await new Promise((done) => setTimeout(done, 400));
      await route.continue();
    });
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(cards(page)).toHaveCount(NEWS_PAGE_SIZE);
    for (const [index, item] of news.slice(0, NEWS_PAGE_SIZE).entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(item.title);
      await expect(card.locator('time')).toHaveText(formatDate(item.publishDate));
      await expect(card.getByRole('button', { name: /^Read More/ })).toBeVisible();
    }
    await expect(page.getByText(messages.noMoreNews)).toBeHidden();
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(page.getByRole('button', { name: loadingTexts.plain })).toBeDisabled();
    await loadToTheEnd(page);
    await expect(page.getByText(messages.noMoreNews)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    await expect(cards(page)).toHaveCount(news.length);
    await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
      news.map((item) => item.title),
    );
    await expectAccessible(page);
  });

  test("a card Load More adds is made as the page's own: its parts and Read More", async ({
    page,
    request,
  }) => {
    const news = await allNews(request);
    expect(news.length).toBeGreaterThanOrEqual(2 * NEWS_PAGE_SIZE);
    // A built card and a loaded one, both with a picture; not the first (fetched first).
    const pictured = (index: number) => Boolean(news[index]?.coverImage);
    const firstPage = [...Array(NEWS_PAGE_SIZE).keys()];
    const builtIndex = firstPage.filter((index) => index > 0 && pictured(index)).at(-1)!;
    const loadedIndex = firstPage.map((index) => NEWS_PAGE_SIZE + index).find(pictured)!;
    const item = news[loadedIndex]!;
    await page.goto('/news');
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards(page)).toHaveCount(2 * NEWS_PAGE_SIZE);
    // Focus lands on the first new card's Read More.
    await expect(
      cards(page)
        .nth(NEWS_PAGE_SIZE)
        .getByRole('button', { name: /^Read More/ }),
    ).toBeFocused();

    const listed = cards(page);
    const card = listed.nth(loadedIndex);
    expect(await cardShape(card)).toBe(await cardShape(cards(page).nth(builtIndex)));
    // Both Read More buttons name their story.
    for (const index of [builtIndex, loadedIndex]) {
      const name = `Read More about ${news[index]!.title}`;
      await expect(listed.nth(index).getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(item.title);
    await expect(card.locator('time')).toHaveText(formatDate(item.publishDate));
    await expect(card.locator('time')).toHaveAttribute('datetime', machineDate(item.publishDate));
    await expect(card).toHaveAttribute('data-news-id', item._id);
    const picture = card.locator('img');
    await expect(picture).toHaveAttribute('alt', '');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('decoding', 'async');
    await expect(picture).toHaveAttribute('srcset', /^\/_astro\/\S+ \d+w, /);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // Read More on the loaded card opens the modal with its picture, headline and link.
    const readMore = card.getByRole('button', { name: `Read More about ${item.title}` });
    await readMore.click();
    const modal = page.getByRole('dialog', { name: item.title });
    await expect(modal).toBeVisible();
    await expect(modal.locator('img')).toHaveAttribute('srcset', /^\/_astro\//);
    await expect(modal.getByRole('link', { name: 'News Details' })).toHaveAttribute(
      'href',
      `/news-details/${encodeURIComponent(item._id)}`,
    );
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(readMore).toBeFocused();
  });

  test('choosing a category shows its stories from all news at once, then Load More', async ({
    page,
    request,
  }) => {
    const news = await allNews(request);
    const { tags } = await apiData(request, 'news/tag/get', newsTagsDataSchema);
    // A category with stories beyond the first page of all news and more than a page of
    // its own: the page knows them without Load More on all news first.
    const category = tags
      .map((tag) => tag._id)
      .find((tag) => {
        const own = news.filter((item) => inAny(item, [tag]));
        return (
          own.length > NEWS_PAGE_SIZE &&
          own.slice(0, NEWS_PAGE_SIZE).some((item) => news.indexOf(item) >= NEWS_PAGE_SIZE)
        );
      })!;
    expect(category).toBeTruthy();
    const own = news.filter((item) => inAny(item, [category]));
    await page.goto('/news');
    const filter = page.getByRole('group', { name: 'Categories' });
    await filter.getByRole('checkbox', { name: category, exact: true }).check();
    await expect(titles(page)).toHaveText(own.slice(0, NEWS_PAGE_SIZE).map((item) => item.title));
    await expect(page.getByText(messages.noNews)).toBeHidden();
    // A card of a category's page is made as the page's own (both with a picture; not the
    // page's first, whose picture is fetched first).
    const pictured = (item?: NewsItem) => Boolean(item?.coverImage);
    const built = news.slice(1, NEWS_PAGE_SIZE).findLastIndex(pictured) + 1;
    const chosen = own.slice(0, NEWS_PAGE_SIZE).findIndex(pictured);
    expect(await cardShape(cards(page).nth(chosen))).toBe(
      await cardShape(page.locator('[data-news-list] > li').nth(built)),
    );
    await loadToTheEnd(page);
    await expect(titles(page)).toHaveText(own.map((item) => item.title));
    await expect(page.getByText(messages.noMoreNews)).toBeVisible();
    await expectAccessible(page);

    // Read More on a chosen category's card.
    const last = own.at(-1)!;
    await cards(page)
      .last()
      .getByRole('button', { name: /^Read More/ })
      .click();
    const modal = page.getByRole('dialog', { name: last.title });
    await expect(modal.getByRole('link', { name: 'News Details' })).toHaveAttribute(
      'href',
      `/news-details/${encodeURIComponent(last._id)}`,
    );
    await page.keyboard.press('Escape');

    // No category chosen: all news again, as far as it was loaded, with its Load More.
    await filter.getByRole('checkbox', { name: category, exact: true }).uncheck();
    await expect(titles(page)).toHaveText(news.slice(0, NEWS_PAGE_SIZE).map((item) => item.title));
    await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible();
    await expect(page.getByText(messages.noMoreNews)).toBeHidden();
  });

  test('several categories: the stories of any of them, in news order, each once', async ({
    page,
    request,
  }) => {
    const news = await allNews(request);
    const { tags } = await apiData(request, 'news/tag/get', newsTagsDataSchema);
    const used = tags.map((tag) => tag._id).filter((tag) => news.some((n) => inAny(n, [tag])));
    // Two categories that share a story, so it must come once.
    const [first, second] = used.flatMap((a) =>
      used
        .filter((b) => b !== a && news.some((n) => inAny(n, [a]) && inAny(n, [b])))
        .map((b) => [a, b]),
    )[0]!;
    const either = news.filter((item) => inAny(item, [first!, second!]));
    await page.goto('/news');
    const filter = page.getByRole('group', { name: 'Categories' });
    await filter.getByRole('checkbox', { name: first, exact: true }).check();
    await filter.getByRole('checkbox', { name: second, exact: true }).check();
    await expect(titles(page)).toHaveText(
      either.slice(0, NEWS_PAGE_SIZE).map((item) => item.title),
    );
    await loadToTheEnd(page);
    await expect(titles(page)).toHaveText(either.map((item) => item.title));
    await expect(cards(page)).toHaveCount(either.length);
  });

  test("a category without stories says 'No news published' at once, with no Load More", async ({
    page,
    request,
  }) => {
    const news = await allNews(request);
    const { tags } = await apiData(request, 'news/tag/get', newsTagsDataSchema);
    // The stand-in offers 'Heritage', which no story carries yet.
    const empty = tags.map((tag) => tag._id).find((tag) => !news.some((n) => inAny(n, [tag])))!;
    expect(empty).toBe('Heritage');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/data/news/')) asked.push(request.url());
    });
    await page.goto('/news');
    const filter = page.getByRole('group', { name: 'Categories' });
    await expect(page.getByText(messages.noNews)).toBeHidden();
    await filter.getByRole('checkbox', { name: empty, exact: true }).check();
    await expect(page.getByText(messages.noNews)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    await expect(page.getByText(messages.noMoreNews)).toBeHidden();
    expect(asked).toEqual([]);
    await expectAccessible(page);
    await filter.getByRole('checkbox', { name: empty, exact: true }).uncheck();
    await expect(page.getByText(messages.noNews)).toBeHidden();
    await expect(cards(page)).toHaveCount(NEWS_PAGE_SIZE);
    await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible();
  });

  test('Read More opens a modal: image and headline, scroll locked, Escape closes', async ({
    page,
    request,
  }) => {
    const news = await allNews(request);
    const item = news[1]!;
    await page.goto('/news');
    const readMore = cards(page)
      .nth(1)
      .getByRole('button', { name: /^Read More/ });
    await readMore.click();
    const modal = page.getByRole('dialog', { name: item.title });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading', { name: item.title })).toBeVisible();
    await expect(modal.locator('img')).toBeVisible();
    await expect(modal.getByRole('link', { name: 'News Details' })).toHaveAttribute(
      'href',
      `/news-details/${encodeURIComponent(item._id)}`,
    );
    // Focus moved in, and Tab never reaches the page behind (showModal makes it inert: past
    // the dialog's last control focus goes to the browser's own controls, then comes back).
    expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab');
      expect(
        await modal.evaluate((dialog) => {
          const focused = document.activeElement;
          return !focused || focused === document.body || dialog.contains(focused);
        }),
      ).toBe(true);
    }
    // The page behind does not scroll.
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 800);
    await afterFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(readMore).toBeFocused();
    // The page scrolls again once the dialog's close event has run (a task after Escape hid
    // it and the browser gave focus back).
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .not.toBe('hidden');
  });

  test('news details: header, image, title, date, tags and description', async ({
    page,
    request,
  }) => {
    const listed = (await allNews(request))[0]!;
    const { news } = await apiData(
      request,
      `news/details/${encodeURIComponent(listed._id)}`,
      newsDetailsDataSchema,
    );
    await page.goto('/news');
    await cards(page)
      .first()
      .getByRole('button', { name: /^Read More/ })
      .click();
    await page.getByRole('dialog').getByRole('link', { name: 'News Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/news-details/${encodeURIComponent(news._id)}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News Details');
    await expect(page.getByRole('heading', { level: 2, name: news.title })).toBeVisible();
    await expect(page.locator('article time')).toHaveText(formatDate(news.publishDate));
    const categories = page.getByRole('list', { name: 'Categories' }).getByRole('listitem');
    await expect(categories).toHaveText(
      news.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    );
    await expect(page.locator('article img')).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp(`^${news.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`),
    );
    await expectAccessible(page);
  });
});
