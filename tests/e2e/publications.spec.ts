import { expect, test, type Locator } from '@playwright/test';
import {
  PUBLICATIONS_SIZE,
  VISITOR_PUBLICATION_TYPE,
} from '../../src/lib/constants/public-area.ts';
import { formatDate } from '../../src/lib/format/date.ts';
import { mediaUrl } from '../../src/lib/media.ts';
import { publicationsOfType } from '../../src/lib/publications.ts';
import {
  publicationListDataSchema,
  publicationTypesDataSchema,
  type PublicationListData,
} from '../../src/lib/schemas/publications.ts';
import { signInAs } from './fixtures.ts';
import { apiData, expectAccessible, memberToken } from './public-pages-support.ts';

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
    const token = await memberToken(request);
    const { types } = await apiData(
      request,
      'club/publication/type/get',
      publicationTypesDataSchema,
      token,
    );
    const data = await apiData(request, publicationList, publicationListDataSchema, token);
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
});
