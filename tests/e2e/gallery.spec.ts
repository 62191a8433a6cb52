import { expect, test } from '@playwright/test';
import {
  GALLERY_LAST_PAGE_BELOW,
  GALLERY_PAGE_SIZE,
  GALLERY_THUMBNAILS,
} from '../../src/lib/constants/public-area.ts';
import { loadingTexts, messages } from '../../src/lib/constants/messages.ts';
import { albumDetailsDataSchema, albumListDataSchema } from '../../src/lib/schemas/gallery.ts';
import { allPages, apiData, cardShape, expectAccessible } from './public-pages-support.ts';

const albumPage = (page: number) =>
  `club/gallery/album/list?page=${page}&searchKey=&size=${GALLERY_PAGE_SIZE}`;

test.describe('Gallery', () => {
  test('Load More appends pages until the end, with Loading... while it loads', async ({
    page,
    request,
  }) => {
    const first = await apiData(request, albumPage(1), albumListDataSchema);
    const albums = await allPages(
      async (n) => (await apiData(request, albumPage(n), albumListDataSchema)).albumPage.albums,
      GALLERY_LAST_PAGE_BELOW,
    );
    expect(first.albumPage.count).toBeGreaterThan(GALLERY_PAGE_SIZE);
    // The pages are static files; a short delay makes the loading state observable.
    await page.route('**/data/gallery/*.json', async (route) => {
      await new Promise((done) => setTimeout(done, 400));
      await route.continue();
    });
    await page.goto('/gallery');
    const cards = page.locator('.gallery__albums > li');
    await expect(cards).toHaveCount(GALLERY_PAGE_SIZE);
    const more = page.getByRole('button', { name: 'Load More' });
    const end = page.getByText(messages.noMoreAlbums);
    await expect(end).toBeHidden();
    await more.click();
    await expect(page.getByRole('button', { name: loadingTexts.plain })).toBeVisible();
    await expect(page.getByRole('button', { name: loadingTexts.plain })).toBeDisabled();
    let loads = 1;
    await expect(cards).toHaveCount(Math.min(2 * GALLERY_PAGE_SIZE, albums.length));
    while (await more.isVisible()) {
      await more.click();
      loads++;
      await expect(page.getByRole('button', { name: loadingTexts.plain })).toHaveCount(0);
    }
    await expect(end).toBeVisible();
    await expect(cards).toHaveCount(first.albumPage.count);
    expect(albums.length).toBe(first.albumPage.count);
    expect(loads).toBe(Math.floor(first.albumPage.count / GALLERY_PAGE_SIZE));
    for (const [index, album] of albums.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(album.title);
      await expect(card.locator('img')).toHaveCount(
        1 + Math.min(GALLERY_THUMBNAILS, Math.max(0, album.photos.length - 1)),
      );
      await expect(card.getByRole('link')).toHaveAttribute(
        'href',
        `/gallery-details/${encodeURIComponent(album._id)}`,
      );
    }
    await expectAccessible(page);
  });

  test("an album Load More adds is made as the page's own: photos, alt texts, link, focus", async ({
    page,
    request,
  }) => {
    const albums = await allPages(
      async (n) => (await apiData(request, albumPage(n), albumListDataSchema)).albumPage.albums,
      GALLERY_LAST_PAGE_BELOW,
    );
    const shown = (index: number) =>
      1 + Math.min(GALLERY_THUMBNAILS, Math.max(0, albums[index]!.photos.length - 1));
    const loadedIndex = GALLERY_PAGE_SIZE;
    const album = albums[loadedIndex]!;
    expect(shown(loadedIndex)).toBeGreaterThan(1);
    // A built album (not the first: fetched first) showing as many photos as the loaded one.
    const builtIndex = [...Array(GALLERY_PAGE_SIZE).keys()]
      .filter((index) => index > 0 && shown(index) === shown(loadedIndex))
      .at(-1)!;
    expect(builtIndex).toBeGreaterThan(0);
    await page.goto('/gallery');
    const cards = page.locator('.gallery__albums > li');
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards).toHaveCount(2 * GALLERY_PAGE_SIZE);

    const card = cards.nth(loadedIndex);
    const link = card.getByRole('link', { name: album.title, exact: true });
    // Focus lands on the first new album's link.
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('href', `/gallery-details/${encodeURIComponent(album._id)}`);
    expect(await cardShape(card)).toBe(await cardShape(cards.nth(builtIndex)));
    const photos = card.locator('img');
    await expect(photos).toHaveCount(shown(loadedIndex));
    for (const [index, photo] of (await photos.all()).entries()) {
      await expect(photo).toHaveAttribute('alt', `${album.title}, photo ${index + 1}`);
      await expect(photo).toHaveAttribute('loading', 'lazy');
      await expect(photo).toHaveAttribute('decoding', 'async');
      await expect(photo).toHaveAttribute('srcset', /^\/_astro\/\S+ \d+w, /);
    }
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photos.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(
      new RegExp(`/gallery-details/${encodeURIComponent(album._id)}/?$`),
    );
  });

  test('an album opens with all its photos and a keyboard-usable lightbox', async ({
    page,
    request,
  }) => {
    const { albumPage: firstPage } = await apiData(request, albumPage(1), albumListDataSchema);
    const listed = firstPage.albums.find((album) => album.photos.length > 1)!;
    const { album } = await apiData(
      request,
      `club/gallery/album/details/${encodeURIComponent(listed._id)}`,
      albumDetailsDataSchema,
    );
    await page.goto('/gallery');
    await page.getByRole('link', { name: listed.title, exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/gallery-details/${encodeURIComponent(album._id)}/?$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(album.title);
    const photos = page.locator('[data-lightbox-photo]');
    await expect(photos).toHaveCount(album.photos.length);
    await expectAccessible(page);

    await photos.nth(0).click();
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('figcaption')).toHaveText(
      new RegExp(`photo 1 of ${album.photos.length}`),
    );
    await page.keyboard.press('ArrowRight');
    await expect(viewer.locator('figcaption')).toHaveText(
      new RegExp(`photo 2 of ${album.photos.length}`),
    );
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(photos.nth(0)).toBeFocused();
  });

  test("an album without photos says 'No Data Found'", async ({ page, request }) => {
    const albums = await allPages(
      async (n) => (await apiData(request, albumPage(n), albumListDataSchema)).albumPage.albums,
      GALLERY_LAST_PAGE_BELOW,
    );
    const empty = albums.find((album) => album.photos.length === 0);
    expect(empty, 'the stand-in has an album without photos').toBeTruthy();
    await page.goto(`/gallery-details/${encodeURIComponent(empty!._id)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(empty!.title);
    await expect(page.getByText(messages.noData)).toBeVisible();
  });
});
