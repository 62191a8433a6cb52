import { expect, test } from '@playwright/test';
import { afterFrames } from './fixtures.ts';
import { affiliationDataSchema } from '../../src/lib/schemas/club-pages.ts';
import { apiData, expectAccessible } from './public-pages-support.ts';

const routes = [
  ['/affiliated-clubs', 'Affiliated Clubs', 'club'],
  ['/reciprocal-agreements', 'Reciprocal Agreements', 'reciprocal'],
] as const;

for (const [path, heading, group] of routes) {
  test.describe(path, () => {
    test('shows its heading and the domestic and international clubs', async ({
      page,
      request,
    }) => {
      const { affiliation } = await apiData(request, 'affiliation/list', affiliationDataSchema);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      for (const [title, clubs] of [
        ['Domestic Clubs', affiliation[group].domestic],
        ['International Clubs', affiliation[group].international],
      ] as const) {
        const section = page.getByRole('region', { name: title });
        await expect(section.locator('.affiliation-card')).toHaveText(
          clubs.map((club) => club.name),
        );
      }
      await expectAccessible(page);
    });

    test('a card opens the club in a modal that Escape and Close shut', async ({ page }) => {
      await page.goto(path);
      const card = page.locator('.affiliation-card').first();
      const name = (await card.textContent())!.trim();
      await card.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();
      await card.click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });
  });
}

test('affiliation descriptions carry no live script', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/affiliated-clubs');
  await page.locator('.affiliation-card').first().click();
  await expect(page.locator('dialog[open]')).toBeVisible();
  await afterFrames(page);
  expect(dialogs).toEqual([]);
  await expect(page.locator('dialog[open] script')).toHaveCount(0);
});
