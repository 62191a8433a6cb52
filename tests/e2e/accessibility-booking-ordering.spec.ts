import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/lib/constants/messages.ts';
import { signInAs } from './fixtures.ts';
import { bookingCards, clubDate, orderingMenu } from './booking-ordering-support.ts';

/** Serious and critical axe findings of the page as it stands (WCAG 2.1 AA). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

const screens: { name: string; prepare: (page: Page) => Promise<void> }[] = [
  {
    name: '/booking with rooms, addons and total',
    prepare: async (page) => {
      await page.goto('/booking');
      await page.getByLabel('Booking Type').selectOption('Hall');
      await page.getByLabel('Date').fill(clubDate(130));
      await page.getByLabel('Shift').selectOption('Day');
      await page.getByRole('radio', { disabled: false }).first().check();
      await page.getByLabel('Purpose').fill('Seminar');
      await expect(page.getByRole('group', { name: 'Addons' })).toBeVisible();
    },
  },
  {
    name: '/cart with items and a failed precondition',
    prepare: async (page) => {
      const [category] = await orderingMenu(page.request);
      await page.goto('/order');
      await page.getByRole('link', { name: category!.categoryName, exact: true }).click();
      await page.getByRole('button', { name: /^Add / }).first().click();
      // In the cart once its card says so (then the cart page has it to place).
      await expect(page.getByText(/^✓ 1 in cart$/)).toBeVisible();
      await page.goto('/cart');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByText(messages.orderIncomplete)).toBeVisible();
    },
  },
  {
    name: '/booking-list with the cancel dialog open',
    prepare: async (page) => {
      await page.goto('/booking-list');
      await bookingCards(page).first().getByRole('button').first().click();
      await page
        .getByRole('button', { name: /^Cancel / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('button').first()).toBeVisible();
    },
  },
];

for (const { name, prepare } of screens) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await signInAs(page);
    await prepare(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
