import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import {
  PUBLICATIONS_SIZE,
  VISITOR_PUBLICATION_TYPE,
} from '../../src/lib/constants/public-area.ts';
import { formatDate, machineDate } from '../../src/lib/format/date.ts';
import { mediaUrl } from '../../src/lib/media.ts';
import { coverBox, publicationsOfType } from '../../src/lib/publications.ts';
import {
  publicationListDataSchema,
  publicationTypesDataSchema,
  type Publication,
  type PublicationListData,
} from '../../src/lib/schemas/publications.ts';
import { signInAs } from './fixtures.ts';
import { apiData, cardShape, expectAccessible, memberToken } from './public-pages-support.ts';

const publicationList = `club/publication/get?page=1&searchKey=&size=${PUBLICATIONS_SIZE}`;

/** The covers show these publications, in this order, each linking to its attachment. */
async function expectCovers(grid: Locator, data: PublicationListData, type: string) {
  const shown = publicationsOfType(data.publicationPage.publications, type);
  expect(shown.length, `publications of type ${type}`).toBeGreaterThan(0);
  const covers = grid.getByRole('listitem');
  await expect(covers).toHaveCount(shown.length);
  await expect(grid.locator('.publication__title')).toHaveText(shown.map((p) => p.title));
  for (const [index, publication] of shown.entries()) {
    const cover = covers.nth(index);
    await expect(cover.locator('.publication__type')).toHaveText(publication.type);
    await expect(cover.locator('time')).toHaveText(formatDate(publication.publishedDate));
    const link = cover.getByRole('link');
    await expect(link).toHaveAttribute('href', mediaUrl(data.mediaPath, publication.attachment)!);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
}

/** What a member is sent: every publication type, and every publication. */
async function memberPublications(request: APIRequestContext) {
  const token = await memberToken(request);
  const { types } = await apiData(
    request,
    'club/publication/type/get',
    publicationTypesDataSchema,
    token,
  );
  const data = await apiData(request, publicationList, publicationListDataSchema, token);
  return { types, data };
}

test.describe('Publications', () => {
  test('a visitor sees only the Magazine, newest first, with no type selector', async ({
    page,
    request,
  }) => {
    const data = await apiData(request, publicationList, publicationListDataSchema);
    await page.goto('/publications');
    await expect(page.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
    await expect(page.getByLabel('Publication type')).toBeHidden();
    const grid = page.getByRole('region', { name: 'Magazines' }).getByRole('list');
    await expectCovers(grid, data, VISITOR_PUBLICATION_TYPE);
    const dates = data.publicationPage.publications.map((p) => Date.parse(p.publishedDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    await expectAccessible(page);
  });

  test('hovering or focusing a cover shows its title, type and date', async ({ page }) => {
    await page.goto('/publications');
    const cover = page.getByRole('region', { name: 'Magazines' }).getByRole('link').first();
    const info = cover.locator('.publication__info');
    await expect(info).toHaveCSS('opacity', '0');
    await cover.hover();
    await expect(info).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    await expect(info).toHaveCSS('opacity', '0');
    await cover.focus();
    await expect(info).toHaveCSS('opacity', '1');
  });

  test('a cover opens its attachment in a new tab', async ({ page, request }) => {
    const data = await apiData(request, publicationList, publicationListDataSchema);
    const newest = publicationsOfType(data.publicationPage.publications, null)[0]!;
    await page.goto('/publications');
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('region', { name: 'Magazines' }).getByRole('link').first().click(),
    ]);
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(mediaUrl(data.mediaPath, newest.attachment));
    await tab.close();
  });

  test('a member chooses among every type, the first preselected', async ({ page, request }) => {
    const { types, data } = await memberPublications(request);
    expect(types.length).toBeGreaterThan(1);
    await signInAs(page);
    await page.goto('/publications');
    const selector = page.getByLabel('Publication type');
    await expect(selector).toBeEnabled();
    await expect(selector.locator('option')).toHaveText(types.map((type) => type._id));
    await expect(selector).toHaveValue(types[0]!._id);
    await expect(page.getByRole('region', { name: 'Magazines' })).toBeHidden();
    const grid = page.getByRole('region', { name: 'Publications by type' }).getByRole('list');
    await expectCovers(grid, data, types[0]!._id);
    await expectAccessible(page);

    const other = types.find((type) =>
      data.publicationPage.publications.some(
        (p) => p.type === type._id && type._id !== types[0]!._id,
      ),
    )!;
    await selector.selectOption(other._id);
    await expectCovers(grid, data, other._id);
  });

  test("a member's covers are made as the visitors' built ones; one without attachment links nowhere", async ({
    page,
    request,
  }) => {
    const { types, data } = await memberPublications(request);
    const shown = publicationsOfType(data.publicationPage.publications, types[0]!._id);
    expect(shown.length).toBeGreaterThan(1);
    const [linked, bare] = shown as [Publication, Publication];
    // The provider may send a publication without its attachment: that cover is no link.
    await page.route(
      (url) => url.pathname.endsWith('/club/publication/get'),
      async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.data.publicationPage.publications = body.data.publicationPage.publications.map(
          (publication: Publication) =>
            publication._id === bare._id ? { ...publication, attachment: null } : publication,
        );
        await route.fulfill({ response, json: body });
      },
    );
    await signInAs(page);
    await page.goto('/publications');
    const grid = page.getByRole('region', { name: 'Publications by type' }).getByRole('list');
    await expect(grid.getByRole('listitem')).toHaveCount(shown.length);

    // The members' covers are the provider's files as they are (no srcset: none was built).
    const linkedCover = grid.getByRole('listitem').nth(0);
    const bareCover = grid.getByRole('listitem').nth(1);
    const builtCover = page.locator('.visitor-only .publication').nth(1);
    expect(await cardShape(linkedCover, ['srcset', 'sizes'])).toBe(
      await cardShape(builtCover, ['srcset', 'sizes']),
    );
    const link = linkedCover.getByRole('link');
    await expect(link).toHaveAccessibleName(
      new RegExp(
        `^${linked.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*\\(opens in a new tab\\)$`,
      ),
    );
    await expect(link).toHaveAttribute('href', mediaUrl(data.mediaPath, linked.attachment)!);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(linkedCover.locator('time')).toHaveAttribute(
      'datetime',
      machineDate(linked.publishedDate),
    );
    for (const [cover, publication] of [
      [linkedCover, linked],
      [bareCover, bare],
    ] as const) {
      const picture = cover.locator('img');
      await expect(picture).toHaveAttribute(
        'src',
        mediaUrl(data.mediaPath, publication.coverImage)!,
      );
      await expect(picture).toHaveAttribute('alt', '');
      await expect(picture).toHaveAttribute('loading', 'lazy');
      await expect(picture).toHaveAttribute('decoding', 'async');
      await expect(picture).toHaveAttribute('width', String(coverBox.width));
      await expect(picture).toHaveAttribute('height', String(coverBox.height));
      await expect(cover.locator('.publication__title')).toHaveText(publication.title);
      await expect(cover.locator('.publication__type')).toHaveText(publication.type);
      await expect(cover.locator('time')).toHaveText(formatDate(publication.publishedDate));
    }

    await expect(bareCover.getByRole('link')).toHaveCount(0);
    await expect(bareCover.locator('div.publication__cover')).toHaveCount(1);
    await expect(bareCover).not.toContainText('opens in a new tab');
    await expectAccessible(page);
  });
});
