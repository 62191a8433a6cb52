import { expect, test } from '@playwright/test';
import { documentPath, signInAs } from './fixtures.ts';
import { e2eStack } from './stack-env.ts';

// Issue 15 points 12 and 13 as a member and a visitor meet them in the browser.

test('a notice attachment opens for a member; its plain address is refused to a visitor', async ({
  page,
  context,
  playwright,
}) => {
  await signInAs(page);
  await page.goto('/notice-list');
  const link = page.getByRole('link', { name: /View Attachment/ }).first();
  await expect(link).toHaveAttribute('href', /\?expires=\d+&signature=/);
  const href = (await link.getAttribute('href'))!;

  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  const opened = await tab.waitForEvent('response', (response) => response.url() === href);
  expect(opened.status()).toBe(200);
  // The link alone opens the document (a new tab sends no token).
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');

  // A visitor (no session, no signature) who knows the address gets nothing.
  const visitor = await playwright.request.newContext();
  const direct = await visitor.get(documentPath(href));
  expect(direct.status()).toBe(401);
  expect((await direct.json()).message).toBe('This document is for members. Please log in.');
  await visitor.dispose();
});

test('Log Out ends the token at the API as well', async ({ page, request }) => {
  await signInAs(page);
  await page.goto('/');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  const balance = () =>
    request.get(`${e2eStack.apiUrl}/billing/balance/get`, {
      headers: { authorization: `Bearer ${token}` },
    });
  expect((await balance()).status()).toBe(200);

  const logout = page.waitForResponse(`${e2eStack.browserApiUrl}/logout`);
  await page.locator('summary', { hasText: 'account menu' }).click();
  await page.locator('.avatar-menu').getByRole('link', { name: 'Log Out' }).click();
  expect((await logout).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Member Login' })).toBeVisible();
  expect((await balance()).status()).toBe(401);
});

test('Log Out still signs out when the provider has no logout call', async ({ page }) => {
  await page.route(`${e2eStack.browserApiUrl}/logout`, (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' }),
  );
  await signInAs(page);
  await page.goto('/');
  await page.locator('summary', { hasText: 'account menu' }).click();
  // Log Out ends on the home page: read the storage there, not while a page loads.
  await page.locator('.avatar-menu').getByRole('link', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(`${e2eStack.siteUrl}/`);
  await expect(page.getByRole('link', { name: 'Member Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

// A member on a slow phone may tap Log Out before the page's scripts have arrived, or they may
// never arrive: Log Out is a link to the sign-out page, shown and working either way.
for (const path of ['/', '/notice-list']) {
  test(`Log Out on ${path} signs out without the header's script`, async ({ page }) => {
    await signInAs(page);
    await page.route(/\/_astro\/SiteHeader\.astro_astro_type_script[^/]*\.js$/, (route) =>
      route.abort(),
    );
    const headerScript = page.waitForRequest(/\/_astro\/SiteHeader\.astro_astro_type_script/);
    await page.goto(path);
    await headerScript;
    await page.locator('summary', { hasText: 'account menu' }).click();
    const logOut = page.locator('.avatar-menu').getByRole('link', { name: 'Log Out' });
    await expect(logOut).toBeVisible();

    const ended = page.waitForResponse(`${e2eStack.browserApiUrl}/logout`);
    await logOut.click();
    // The sign-out page says what it does, ends the token and goes home.
    expect((await ended).status()).toBe(200);
    await expect(page).toHaveURL(`${e2eStack.siteUrl}/`);
    await expect(page.getByRole('link', { name: 'Member Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    // It replaced itself: Back goes to the page Log Out was tapped on, not the sign-out page.
    await page.goBack();
    await expect(page).toHaveURL(path === '/' ? `${e2eStack.siteUrl}/` : /notice-list/);
  });
}

test('the sign-out page says what it does, and how to go on if its script never runs', async ({
  page,
}) => {
  await signInAs(page);
  await page.route(/\/_astro\/logout\.astro_astro_type_script[^/]*\.js$/, (route) => route.abort());
  await page.goto('/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Log Out' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Signing you out…');
  await expect(page.getByRole('link', { name: 'try again' })).toHaveAttribute('href', '/logout');
  // Nothing was ended that the page did not say: the member is still signed in.
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
});

// /logout is a plain GET page, so any site could link to it: unless one of the site's own pages
// led there, a signed-in member is asked before anything ends.
test('a link on another site cannot sign a member out: the sign-out page asks first', async ({
  page,
  request,
}) => {
  await signInAs(page);
  await page.goto('/');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const elsewhere = 'http://elsewhere.example/';
  await page.route(elsewhere, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Prizes</title><a href="${e2eStack.siteUrl}/logout">Win a prize</a>`,
    }),
  );
  let ended = false;
  page.on('request', (sent) => {
    if (sent.url() === `${e2eStack.browserApiUrl}/logout`) ended = true;
  });
  await page.goto(elsewhere);
  await page.getByRole('link', { name: 'Win a prize' }).click();

  await expect(page.getByRole('status')).toHaveText('Do you want to log out?');
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expect(page.getByText('If this page stays')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(token);

  await page.getByRole('link', { name: 'Stay signed in' }).click();
  await expect(page).toHaveURL(`${e2eStack.siteUrl}/`);
  await expect(page.locator('summary', { hasText: 'account menu' })).toBeVisible();
  expect(ended).toBe(false);
  const balance = await request.get(`${e2eStack.apiUrl}/billing/balance/get`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(balance.status()).toBe(200);
});

test('the sign-out page opened by its address signs out once the member says so', async ({
  page,
}) => {
  await signInAs(page);
  await page.goto('/logout');
  await expect(page.getByRole('status')).toHaveText('Do you want to log out?');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

  const ended = page.waitForResponse(`${e2eStack.browserApiUrl}/logout`);
  await page.getByRole('button', { name: 'Log Out' }).click();
  expect((await ended).status()).toBe(200);
  await expect(page).toHaveURL(`${e2eStack.siteUrl}/`);
  await expect(page.getByRole('link', { name: 'Member Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('a visitor who is not signed in is taken home from the sign-out page, nothing asked', async ({
  page,
}) => {
  await page.goto('/logout');
  await expect(page).toHaveURL(`${e2eStack.siteUrl}/`);
  await expect(page.getByRole('link', { name: 'Member Login' })).toBeVisible();
});
