import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, SECOND_MEMBER } from '../../api/demo-accounts.ts';
import { signInAs } from './fixtures.ts';
import { memberData } from './member-pages-support.ts';
import { e2eStack } from './stack-env.ts';

// Issue 56: on a shared device, Back must never bring back a member page drawn for the member
// who signed out. Playwright starts Chromium without its back/forward cache; members' browsers
// have it, and it is what Back brings the page out of.
test.use({
  launchOptions: async ({ launchOptions, browserName }, use) =>
    use(
      browserName === 'chromium'
        ? { ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] }
        : launchOptions,
    ),
});

test("after one member logs out and another signs in, Back shows none of the first one's bills", async ({
  page,
  request,
}) => {
  type Balance = { balance: { mem_name: string } };
  const name = async (account: { acNo: string; password: string }) =>
    (await memberData<Balance>(request, 'billing/balance/get', account)).balance.mem_name;
  const [first, second] = [await name(DEMO_MEMBER), await name(SECOND_MEMBER)];
  expect(second).not.toBe(first);
  const heading = page.locator('main article').getByRole('heading');

  await signInAs(page, DEMO_MEMBER);
  await page.goto('/billing-list');
  await expect(heading).toHaveText(first);
  await page.locator('summary', { hasText: 'account menu' }).click();
  await page.locator('.avatar-menu').getByRole('link', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(`${e2eStack.siteUrl}/`);
  await expect(page.getByRole('link', { name: 'Member Login' })).toBeVisible();
  await signInAs(page, SECOND_MEMBER);

  // As the page comes out of the cache: no load event to wait for.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/billing-list$/);
  await expect(heading).toHaveText(second);
  await expect(page.getByText(first)).toHaveCount(0);
});
