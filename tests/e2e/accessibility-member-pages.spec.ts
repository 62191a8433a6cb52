import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures.ts';

const pages = [
  { path: '/login', ready: 'Account No', member: false },
  { path: '/member-directory', ready: 'Members', member: true },
  { path: '/notice-list', ready: 'Notices', member: true },
];

for (const { path, ready, member } of pages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    if (member) await signInAs(page);
    await page.goto(path);
    if (member)
      await expect(
        page.getByRole('list', { name: ready }).getByRole('article').first(),
      ).toBeVisible();
    else await expect(page.getByLabel(ready)).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    const serious = violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(
      serious.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      ),
    ).toEqual([]);
  });
}
