import AxeBuilder from '@axe-core/playwright';
import { rm } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Publisher } from '../../publisher/publish/publish-queue.ts';
import { startPublishServer } from '../../publisher/serve/publish-server.ts';
import { fakePublisher, fakeSite, stateDir, type FakeSite } from '../publisher/fake-site.ts';
import { freePort } from '../publisher/stand-in.ts';

// The admin page (its script is publisher/serve/admin/admin-page.ts, bundled and inlined when
// the server starts) on a publish server of this test's own, over a fast fake site: sign in,
// rebuild, watch the result, roll back.

const token = 'the-admin-page-test-secret-2026';
let dir: string;
let site: FakeSite;
let publisher: Publisher;
let server: Awaited<ReturnType<typeof startPublishServer>>;
let base: string;
let firstBuild: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dir = await stateDir();
  site = fakeSite();
  publisher = await fakePublisher(site, dir);
  publisher.trigger({ by: 'test' });
  await publisher.whenIdle();
  firstBuild = publisher.liveSite()!.id;
  server = await startPublishServer({ publisher, adminToken: token, port: await freePort() });
  base = `http://127.0.0.1:${server.port}`;
});

test.afterAll(async () => {
  await server?.close();
  await publisher?.close();
  await rm(dir, { recursive: true, force: true });
});

test('an admin signs in, rebuilds, sees the new build live and rolls back', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A policy that refused the inline script would show here (the refused token's 401, and
  // the fake site's missing favicon, are answers, not errors of the page).
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  await page.goto(`${base}/admin`);
  const tokenField = page.getByLabel('Admin token');
  await tokenField.fill('not-the-admin-token');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'not accepted' })).toHaveText(
    'The token was not accepted. Please sign in again.',
  );
  await expect(tokenField).toBeFocused();

  await tokenField.fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Live site' })).toBeVisible();
  await expect(page.getByText(/· 6 pages · id \w+/)).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Live');

  site.fingerprint = 'content-2';
  await page.getByRole('button', { name: 'Rebuild now' }).click();
  await expect(
    page.getByText(/^(The build has started|The last build finished: Live)\.$/),
  ).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Live');
  await expect(rows.nth(2)).toContainText('Published');

  const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze())
    .violations;
  expect(violations.map((violation) => violation.id)).toEqual([]);

  page.once('dialog', (dialog) => void dialog.accept());
  await rows
    .nth(2)
    .getByRole('button', { name: /Roll back to the build of/ })
    .click();
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('Rolled back');
  await expect(rows.nth(3)).toContainText('Live');
  expect(publisher.liveSite()?.id).toBe(firstBuild);

  // Signing out forgets the token: a reload asks for it again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.reload();
  await expect(page.getByLabel('Admin token')).toBeVisible();
  expect(errors).toEqual([]);
});
