import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_MEMBER } from '../../api/demo-accounts.ts';
import { e2eStack } from './stack-env.ts';

// Helpers of the members-I browser tests: the API's own answers to compare the pages with,
// and signing in through the /login form the way a member does.

interface Account {
  acNo: string;
  password: string;
}

/** The `data` of a member API call made with `account`'s token (what the page should show). */
export async function memberData<T = Record<string, unknown>>(
  request: APIRequestContext,
  path: string,
  account: Account = DEMO_MEMBER,
): Promise<T> {
  const login = await request.post(`${e2eStack.apiUrl}/login`, {
    data: { acNo: account.acNo, password: account.password },
  });
  const token = (await login.json()).data.accessToken as string;
  const response = await request.get(`${e2eStack.apiUrl}/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  expect(body.error, body.message).toBe(false);
  return body.data as T;
}

/** Signs in through the /login form (the page must be on /login). */
export async function fillSignIn(page: Page, account: Account = DEMO_MEMBER): Promise<void> {
  await page.getByLabel('Account No').fill(account.acNo);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Scrolls to the bottom until the list holds `expected` cards (infinite scroll). */
export async function scrollUntil(
  page: Page,
  cards: ReturnType<Page['locator']>,
  expected: number,
) {
  await expect(async () => {
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    expect(await cards.count()).toBe(expected);
  }).toPass({ timeout: 20_000 });
}
