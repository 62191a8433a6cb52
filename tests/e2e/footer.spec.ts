import { expect, test } from '@playwright/test';
import { COPYRIGHT_YEAR } from '../../src/lib/club.ts';
import { mainMenu } from '../../src/lib/menu.ts';
import { footerColumns, footerLinkTarget } from '../../src/lib/text/footer.ts';
import { signInAs } from './fixtures.ts';
import { expectAccessible } from './public-pages-support.ts';

test.describe('Footer', () => {
  test('lists menu items 1–6, then 7–12 and Login, each at its footer target', async ({ page }) => {
    await page.goto('/news');
    const footer = page.getByRole('contentinfo');
    const [first, second] = footerColumns(mainMenu);
    const columns = footer.getByRole('navigation', { name: 'Footer' }).getByRole('list');
    const visitorItems = (items: typeof first) => items.filter((item) => !item.membersOnly);
    await expect(columns.nth(0).getByRole('link')).toHaveText(
      visitorItems(first).map((i) => i.name),
    );
    await expect(columns.nth(1).getByRole('link')).toHaveText([
      ...visitorItems(second).map((i) => i.name),
      'Login',
    ]);
    for (const item of visitorItems([...first, ...second])) {
      await expect(footer.getByRole('link', { name: item.name, exact: true })).toHaveAttribute(
        'href',
        footerLinkTarget(item),
      );
    }
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(footer).toContainText(`© ${COPYRIGHT_YEAR}`);
    for (const social of ['YouTube', 'Facebook', 'LinkedIn', 'Instagram']) {
      await expect(footer.getByRole('link', { name: social })).toBeVisible();
    }
  });

  test('shows Log Out and the members’ entries to a member', async ({ page }) => {
    await signInAs(page);
    await page.goto('/news');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Log Out' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Login' })).toBeHidden();
    await expect(footer.getByRole('link', { name: 'Election' })).toBeVisible();
  });
});

for (const path of [
  '/past-presidents',
  '/present-sub-committee',
  '/founder-members',
  '/reciprocal-agreements',
]) {
  test(`${path} has no serious accessibility problem`, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page);
  });
}
