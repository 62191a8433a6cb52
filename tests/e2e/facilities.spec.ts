import { expect, test } from '@playwright/test';
import { messages } from '../../src/lib/constants/messages.ts';
import { formatTaka } from '../../src/lib/format/money.ts';
import {
  facilityDetailsDataSchema,
  facilityItemDataSchema,
  facilityListDataSchema,
  type Facility,
} from '../../src/lib/schemas/facilities.ts';
import { facilityLink } from '../../src/lib/routes.ts';
import { apiData, expectAccessible } from './public-pages-support.ts';

const id = encodeURIComponent;

// The spec's tile link table (public-area §2, Facilities), row by row.
const linkTable: [
  string,
  (facility: Facility) => boolean,
  (facility: Facility) => string | null,
][] = [
  ['Restaurant', (f) => f.type === 'Restaurant', (f) => `/food-beverages/${id(f._id)}`],
  ['Sports', (f) => f.type === 'Sports', (f) => `/sports/${id(f._id)}`],
  ['Service', (f) => f.type === 'Service', (f) => `/service/${id(f._id)}`],
  ['Booking', (f) => f.type === 'Booking', () => '/booking'],
  [
    'Others with at least one item',
    (f) => f.type === 'Others' && f.items.length > 0,
    (f) => `/facility-details/${id(f._id)}/${id(f.items[0]!._id)}`,
  ],
  ['Others with no items', (f) => f.type === 'Others' && f.items.length === 0, () => null],
  [
    'any other type',
    (f) => !['Restaurant', 'Sports', 'Service', 'Booking', 'Others'].includes(f.type),
    (f) => `/facility-details/${id(f._id)}/`,
  ],
];

test.describe('Facilities', () => {
  test('shows a tile per facility with its name and cover', async ({ page, request }) => {
    const { facilities } = await apiData(request, 'club/facilities/list', facilityListDataSchema);
    await page.goto('/facilities');
    await expect(page.getByRole('heading', { level: 1, name: 'Facilities' })).toBeVisible();
    const tiles = page.locator('.facility-tiles > li');
    await expect(tiles).toHaveCount(facilities.length);
    for (const [index, facility] of facilities.entries()) {
      await expect(tiles.nth(index).locator('.facility-tile__name')).toHaveText(facility.name);
      await expect(tiles.nth(index).locator('.facility-tile__type')).toHaveText(facility.type);
      await expect(tiles.nth(index).locator('img')).toHaveAttribute('src', /\S/);
    }
    await expectAccessible(page);
  });

  for (const [row, applies, expected] of linkTable) {
    test(`links a tile by the table: ${row}`, async ({ page, request }) => {
      const { facilities } = await apiData(request, 'club/facilities/list', facilityListDataSchema);
      const ofRow = facilities.filter(applies);
      expect(ofRow.length, `the stand-in has a facility for "${row}"`).toBeGreaterThan(0);
      await page.goto('/facilities');
      for (const facility of ofRow) {
        const tile = page.locator('.facility-tiles > li').nth(facilities.indexOf(facility));
        const href = expected(facility);
        expect(facilityLink(facility)).toBe(href);
        if (href === null) {
          await expect(tile.getByRole('link')).toHaveCount(0);
        } else {
          await expect(tile.getByRole('link', { name: facility.name })).toHaveAttribute(
            'href',
            href,
          );
        }
      }
    });
  }

  test('every tile link opens a built page', async ({ page, request }) => {
    const { facilities } = await apiData(request, 'club/facilities/list', facilityListDataSchema);
    const hrefs = [...new Set(facilities.map(facilityLink))].filter(
      (href): href is string => href !== null && href !== '/booking',
    );
    for (const href of hrefs) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
    }
  });

  test('a facility page shows its name, description, cover and items', async ({
    page,
    request,
  }) => {
    const { facilities } = await apiData(request, 'club/facilities/list', facilityListDataSchema);
    const listed = facilities.find((f) => f.type === 'Sports' && f.items.length > 0)!;
    const { facility } = await apiData(
      request,
      `club/facilities/details/${id(listed._id)}`,
      facilityDetailsDataSchema,
    );
    await page.goto(`/sports/${id(facility._id)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(facility.name);
    await expect(page.getByRole('img', { name: facility.name })).toBeVisible();
    const items = page.locator('.facility__items > li');
    await expect(items).toHaveCount(facility.items.length);
    for (const [index, item] of facility.items.entries()) {
      await expect(items.nth(index).getByRole('link')).toHaveAttribute(
        'href',
        `/facility/${id(facility._id)}/${id(item._id)}`,
      );
      await expect(items.nth(index)).toHaveText(item.name);
    }
    await expectAccessible(page);
    // The same view serves /facility-details/{id} (the target of any other type).
    await page.goto(`/facility-details/${id(facility._id)}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(facility.name);
  });

  for (const prefix of ['/facility', '/facility-details']) {
    test(`${prefix}/{parentId}/{childId} shows the item's features, pricing, timing and rules`, async ({
      page,
      request,
    }) => {
      const { facilities } = await apiData(request, 'club/facilities/list', facilityListDataSchema);
      const parent = facilities.find((f) => f.items.length > 0)!;
      const child = parent.items[0]!;
      const { facility } = await apiData(
        request,
        `club/facilities/item/details/${id(parent._id)}/${id(child._id)}`,
        facilityItemDataSchema,
      );
      const { name, details } = facility.items[0]!;
      await page.goto(`${prefix}/${id(parent._id)}/${id(child._id)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const section = (title: string) => page.getByRole('region', { name: title, exact: true });
      if (details.feature) await expect(section('Features')).toBeVisible();
      const pricing = section('Pricing').getByRole('listitem');
      await expect(pricing).toHaveCount(details.price.length);
      for (const [index, price] of details.price.entries()) {
        await expect(pricing.nth(index)).toContainText(price.title);
        if (/^\s*[\d,]+(\.\d+)?\s*$/.test(price.amount)) {
          await expect(pricing.nth(index)).toContainText(formatTaka(price.amount));
        }
        await expect(pricing.nth(index)).toContainText(price.description);
      }
      const timing = section('Timing').getByRole('listitem');
      await expect(timing).toHaveCount(details.timing.length);
      for (const [index, slot] of details.timing.entries()) {
        await expect(timing.nth(index)).toContainText(slot.title);
        await expect(timing.nth(index)).toContainText(slot.slot);
      }
      if (details.rules) await expect(section('Rules')).toBeVisible();
      await expect(page.getByText(messages.noData)).toHaveCount(0);
      await expectAccessible(page);
    });
  }
});
