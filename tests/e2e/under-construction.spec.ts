import { expect, test } from '@playwright/test';
import { routes } from '../../src/lib/routes.ts';

// public-area.md, The Club: the placeholder screen shows only a centred heading.
test("the 'Under Construction' screen shows only a centred heading", async ({ page }) => {
  const response = await page.goto(routes.underConstruction);
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1, name: 'Under Construction' });
  await expect(heading).toBeVisible();
  await expect(main).toHaveText('Under Construction');
  const [box, area] = await Promise.all([
    heading.boundingBox(),
    main.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  ]);
  const middle = box!.x + box!.width / 2;
  expect(Math.abs(middle - (area.x + area.width / 2))).toBeLessThan(2);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
