import { expect, test } from '@playwright/test';
import { DEMO_MEMBER } from '../../api/demo-accounts.ts';
import { fillSignIn } from './member-pages-support.ts';

test('the served home page lets the demo member sign in and shows the member menu', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Home/);
  await expect(page.locator('summary', { hasText: 'account menu' })).toBeHidden();

  await page.getByRole('link', { name: 'Member Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillSignIn(page);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Member Login' })).toBeHidden();
  const avatar = page.locator('summary', { hasText: 'account menu' });
  await expect(avatar).toBeVisible();
  await expect(avatar).toContainText(DEMO_MEMBER.name);
  await avatar.click();
  for (const entry of ['Profile', 'Reset Password']) {
    await expect(page.getByRole('link', { name: entry })).toBeVisible();
  }
  await expect(page.locator('header').getByRole('link', { name: 'Log Out' })).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Main menu' });
  for (const entry of [
    'Notice',
    'Circulars',
    'Member Directory',
    'Employee Directory',
    'Billing',
  ]) {
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
});
