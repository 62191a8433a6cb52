import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import {
  GALLERY_LAST_PAGE_BELOW,
  GALLERY_PAGE_SIZE,
  GALLERY_THUMBNAILS,
} from '../../src/lib/constants/public-area.ts';
import { loadingTexts, messages } from '../../src/lib/constants/messages.ts';
import { albumDetailsDataSchema, albumListDataSchema } from '../../src/lib/schemas/gallery.ts';
import {
  allPages,
  apiData,
  cardShape,
  expectAccessible,
  scriptsRan,
  violationsOf,
} from './public-pages-support.ts';

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

/** An album of the stand-in with at least three photos, as its details call gives it. */
async function albumWithPhotos(page: Page) {
  const request = page.request;
  const { albumPage: firstPage } = await apiData(request, albumPage(1), albumListDataSchema);
  const listed = firstPage.albums.find((album) => album.photos.length > 2);
  expect(listed, 'the stand-in has an album with three photos or more').toBeTruthy();
  const { album } = await apiData(
    request,
    `club/gallery/album/details/${encodeURIComponent(listed!._id)}`,
    albumDetailsDataSchema,
  );
  return album;
}

/** The lightbox and what a visitor sees in it: the photo shown (the only one a reader is
 *  given) and its caption. */
function lightbox(page: Page) {
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  return { viewer, photo: viewer.getByRole('img'), caption: viewer.locator('figcaption') };
}

/** Photo `n` of `total` is on screen, whole, with its caption. */
async function expectShown(page: Page, title: string, n: number, total: number) {
  const { photo, caption } = lightbox(page);
  const name = `${title}, photo ${n} of ${total}`;
  await expect(caption).toHaveText(name);
  await expect(photo).toHaveAccessibleName(name);
  await expect(photo).toBeInViewport({ ratio: 1 });
  await expect
    .poll(() =>
      photo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
    )
    .toBeGreaterThan(0);
}

test.describe('Album lightbox', () => {
  test('opens a photo with its caption, steps with the buttons and the arrow keys (round the ends) and closes back to the photo', async ({
    page,
  }) => {
    const album = await albumWithPhotos(page);
    const total = album.photos.length;
    const violations = violationsOf(page);
    await page.goto('/gallery');
    await page.getByRole('link', { name: album.title, exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/gallery-details/${encodeURIComponent(album._id)}/?$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(album.title);
    const photos = page.locator('[data-lightbox-photo]');
    await expect(photos).toHaveCount(total);
    await expectAccessible(page);
    await scriptsRan(page);

    await photos.nth(0).click();
    const { viewer, photo } = lightbox(page);
    await expect(viewer).toBeVisible();
    await expectShown(page, album.title, 1, total);
    // The large photo comes from the link's srcset: the browser picks the file for the screen.
    const srcset = (await photos.nth(0).getAttribute('data-srcset'))!;
    await expect(photo).toHaveAttribute('srcset', srcset);
    await expect(photo).toHaveAttribute('sizes', (await photos.nth(0).getAttribute('data-sizes'))!);
    const files = srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]);
    const shownFile = await photo.evaluate(
      (image: HTMLImageElement) => new URL(image.currentSrc).pathname,
    );
    expect(files).toContain(shownFile);

    const next = viewer.getByRole('button', { name: 'Next' });
    const previous = viewer.getByRole('button', { name: 'Previous' });
    await next.click();
    await expectShown(page, album.title, 2, total);
    await previous.click();
    await expectShown(page, album.title, 1, total);
    await previous.click();
    await expectShown(page, album.title, total, total);
    await page.keyboard.press('ArrowRight');
    await expectShown(page, album.title, 1, total);
    await page.keyboard.press('ArrowRight');
    await expectShown(page, album.title, 2, total);
    await page.keyboard.press('ArrowLeft');
    await expectShown(page, album.title, 1, total);
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(photos.nth(0)).toBeFocused();
    await photos.nth(1).click();
    await expectShown(page, album.title, 2, total);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
    await expect(photos.nth(1)).toBeFocused();
    expect(violations).toEqual([]);
  });

  test('shows the photo at once; the slider, fetched on the first touch, takes over where it is', async ({
    page,
  }) => {
    const album = await albumWithPhotos(page);
    const total = album.photos.length;
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/gallery-viewer\.[\w-]+\.js$/.test(request.url())) fetched.push(request.url());
    });
    // The slider's file is held until the photo is on screen without it.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/gallery-viewer\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/gallery-details/${encodeURIComponent(album._id)}`);
    await scriptsRan(page);
    expect(fetched, 'the first load carries no slider').toEqual([]);

    await page.locator('[data-lightbox-photo]').nth(1).click();
    await expectShown(page, album.title, 2, total);
    await expect.poll(() => fetched.length).toBe(1);
    const { photo, viewer } = lightbox(page);
    const before = await photo.boundingBox();
    release();
    await expect(viewer.locator('.swiper-initialized')).toHaveCount(1);
    const after = await photo.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(after![side] - before![side]), side).toBeLessThan(1);
    await viewer.getByRole('button', { name: 'Next' }).click();
    await expectShown(page, album.title, 3, total);
  });

  test('a mouse drag steps too; only a click on the backdrop closes it', async ({ page }) => {
    const album = await albumWithPhotos(page);
    const total = album.photos.length;
    await page.goto(`/gallery-details/${encodeURIComponent(album._id)}`);
    await scriptsRan(page);
    await page.locator('[data-lightbox-photo]').nth(0).click();
    const { viewer, photo } = lightbox(page);
    await expect(viewer.locator('.swiper-initialized')).toHaveCount(1);
    await expectShown(page, album.title, 1, total);
    // Dragged across most of the photo to the dialog's own edge: the next photo, and the
    // dialog stays. Across most of it, so the drag steps however slowly a busy machine plays
    // it (Swiper takes a slow drag over half the slide's width as a step).
    const [, y] = await middleOf(photo);
    const box = (await photo.boundingBox())!;
    const x = box.x + box.width * 0.9;
    const edge = (await viewer.boundingBox())!.x + 4;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(edge, y, { steps: 10 });
    await page.mouse.up();
    await expectShown(page, album.title, 2, total);
    await expect(viewer).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(viewer).toBeHidden();
  });
});

type Path = { from: [number, number]; to: [number, number] };

/** A touchscreen through Chromium's own touch input: the page gets the touch and pointer
 *  events a phone sends. */
async function touchscreen(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  return {
    /** One finger, or two, moved across the screen in ten steps. */
    async move(...paths: Path[]) {
      const at = (step: number) =>
        paths.map(({ from, to }, id) => ({
          id,
          x: from[0] + ((to[0] - from[0]) * step) / 10,
          y: from[1] + ((to[1] - from[1]) * step) / 10,
        }));
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
      for (let step = 1; step <= 10; step++)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    },
    /** Two taps on one spot, timed by the browser: within a double tap's time, however busy. */
    async doubleTap(x: number, y: number) {
      await cdp.send('Input.synthesizeTapGesture', {
        x,
        y,
        tapCount: 2,
        gestureSourceType: 'touch',
      });
    },
  };
}

/** The middle of what `locator` shows. */
async function middleOf(locator: Locator): Promise<[number, number]> {
  const box = (await locator.boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
}

test.describe('Album lightbox on a phone', () => {
  // The phone project's device, in this project's browser.
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  test.use(phone);

  test('a swipe steps to the next photo and back; a pinch and a double tap zoom', async ({
    page,
  }) => {
    const album = await albumWithPhotos(page);
    const total = album.photos.length;
    const violations = violationsOf(page);
    await page.goto(`/gallery-details/${encodeURIComponent(album._id)}`);
    const photos = page.locator('[data-lightbox-photo]');
    await scriptsRan(page);
    await photos.nth(0).tap();
    const { viewer, photo } = lightbox(page);
    await expectShown(page, album.title, 1, total);
    await expect(viewer.locator('.swiper-initialized')).toHaveCount(1);

    const screen = await touchscreen(page);
    const [x, y] = await middleOf(photo);
    const third = (await photo.boundingBox())!.width / 3;
    await screen.move({ from: [x + third, y], to: [x - third, y] });
    await expectShown(page, album.title, 2, total);
    await screen.move({ from: [x - third, y], to: [x + third, y] });
    await expectShown(page, album.title, 1, total);

    // A double tap zooms in (Swiper marks the slide zoomed), pinching in zooms back out and
    // pinching out zooms in again.
    const slide = viewer.locator('.swiper-slide', { has: page.getByRole('img') });
    await screen.doubleTap(x, y);
    await expect(slide).toHaveClass(/swiper-slide-zoomed/);
    await screen.move(
      { from: [x - 100, y], to: [x - 10, y] },
      { from: [x + 100, y], to: [x + 10, y] },
    );
    await expect(slide).not.toHaveClass(/swiper-slide-zoomed/);
    await screen.move(
      { from: [x - 10, y], to: [x - 100, y] },
      { from: [x + 10, y], to: [x + 100, y] },
    );
    await expect(slide).toHaveClass(/swiper-slide-zoomed/);

    await viewer.getByRole('button', { name: 'Close' }).tap();
    await expect(viewer).toBeHidden();
    await expect(photos.nth(0)).toBeFocused();
    expect(violations).toEqual([]);
  });
});
