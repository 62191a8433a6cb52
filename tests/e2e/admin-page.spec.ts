import AxeBuilder from '@axe-core/playwright';
import { rm } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { buildStore } from '../../publisher/publish/build-store.ts';
import type { Publisher } from '../../publisher/publish/publish-queue.ts';
import { startPublishServer } from '../../publisher/serve/publish-server.ts';
import {
  cdnOnFake,
  startFakeCloudflare,
  type FakeCloudflare,
} from '../publisher/fake-cloudflare.ts';
import { fakePublisher, fakeSite, stateDir, type FakeSite } from '../publisher/fake-site.ts';
import { freePort } from '../publisher/stand-in.ts';

// The admin page (its script is publisher/serve/admin/admin-page.ts, bundled and inlined when
// the server starts) on a publish server of this test's own, over a fast fake site: sign in,
// rebuild, watch the result, roll back. It publishes to Cloudflare too (PUBLISH_TARGET): the
// real wrangler against a fake of Cloudflare's API (tests/publisher/fake-cloudflare.ts).

const token = 'the-admin-page-test-secret-2026';
let dir: string;
let site: FakeSite;
let publisher: Publisher;
let server: Awaited<ReturnType<typeof startPublishServer>>;
let base: string;
let firstBuild: string;
let cloudflare: FakeCloudflare;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dir = await stateDir();
  site = fakeSite();
  cloudflare = await startFakeCloudflare();
  const cdn = await cdnOnFake(cloudflare, dir, (id) => buildStore(dir).siteDir(id));
  publisher = await fakePublisher(site, dir, { watch: { minutes: 5 }, cdn });
  publisher.trigger({ by: 'test' });
  await publisher.whenIdle();
  firstBuild = publisher.liveSite()!.id;
  server = await startPublishServer({ publisher, adminToken: token, port: await freePort() });
  base = `http://127.0.0.1:${server.port}`;
});

test.afterAll(async () => {
  await server?.close();
  await publisher?.close();
  await cloudflare?.close();
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
  // What the CDN serves, as it says.
  const onCdn = page.getByText(/^Cloudflare serves build/);
  await expect(onCdn).toContainText(`Cloudflare serves build ${firstBuild} · version`);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Live');

  site.fingerprint = 'content-2';
  await page.getByRole('button', { name: 'Rebuild now' }).click();
  // A quick build can end before the page is looked at: then its outcome has replaced
  // 'started' (the page says one, then the other, never both).
  await expect(page.getByText(/^The build (has started|finished: Live)\.$/)).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Live');
  await expect(rows.nth(2)).toContainText('Published');
  const secondBuild = publisher.liveSite()!.id;
  await expect(onCdn).toContainText(`Cloudflare serves build ${secondBuild} · version`);
  expect(cloudflare.liveFile('/page-1/index.html')).toContain('content="b002"');

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
  // The Rollback rolled Cloudflare back too: it serves the previous build again.
  await expect(onCdn).toContainText(`Cloudflare serves build ${firstBuild} · version`);
  expect(cloudflare.liveFile('/page-1/index.html')).toContain('content="b001"');

  // Signing out forgets the token: a reload asks for it again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.reload();
  await expect(page.getByLabel('Admin token')).toBeVisible();
  expect(errors).toEqual([]);
});

/** Signs in on the admin page with the right token. */
async function signIn(page: Page): Promise<void> {
  await page.goto(`${base}/admin`);
  await page.getByLabel('Admin token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Live site' })).toBeVisible();
}

/** The build a page of the site names in <meta name="build">. */
const buildOf = (page: Page) => page.locator('meta[name="build"]').getAttribute('content');

test('a running build counts what it counts, the message follows it, and every build fits the screen', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByText(/^Build of – /)).toHaveCount(0);
  const release = site.hold();
  site.fingerprint = `content-${Date.now()}`;
  await page.getByRole('button', { name: 'Rebuild now' }).click();
  await expect(page.getByText('The build has started.')).toBeVisible();
  // While pages are rendered: pages done of the build's own total, never more.
  await expect(page.getByText(/^0 of 6 pages · \d+:\d\d elapsed$/)).toBeVisible();
  release();
  // The message says what the build came to, in place of 'started'.
  await expect(page.getByText('The build finished: Live.')).toBeVisible();
  await expect(page.getByText('The build has started.')).toHaveCount(0);
  await expect(page.getByText('No build is running.')).toBeVisible();
  // Nothing off screen: no sideways scroll, each result on one line, each Roll back in view.
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  const results = page.locator('.result');
  expect(await results.count()).toBeGreaterThan(2);
  expect(
    await results.evaluateAll((labels) =>
      labels.every((label) => label.getClientRects().length === 1),
    ),
  ).toBe(true);
  for (const button of await page
    .getByRole('button', { name: /Roll back to the build of/ })
    .all()) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
});

test('a build waits in preview: the admin looks at it while visitors see the live site, then makes it live', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const live = publisher.liveSite()!.id;
  site.fingerprint = `content-${Date.now()}`;
  site.extra = '<p>The regatta results</p>';
  await page.getByRole('checkbox', { name: /^Preview first/ }).check();
  await page.getByRole('button', { name: 'Rebuild now' }).click();
  const waiting = page.getByRole('region', { name: 'Waiting for you' });
  await expect(waiting).toBeVisible();
  await expect(
    page.getByText('The build is ready: look at its preview, then make it live or discard it.'),
  ).toBeVisible();
  await expect(waiting.getByRole('link', { name: '/page-1/' })).toBeVisible();
  const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze())
    .violations;
  expect(violations.map((violation) => violation.id)).toEqual([]);
  const waitingBuild = site.builds.at(-1)!;

  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    waiting.getByRole('link', { name: '/page-1/' }).click(),
  ]);
  await expect(tab).toHaveURL(`${base}/page-1/`);
  expect(await buildOf(tab)).toBe(waitingBuild);
  await expect(tab.getByText('The regatta results')).toBeVisible();
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${base}/page-1/`);
  expect(await buildOf(visitorPage)).not.toBe(waitingBuild);
  expect(publisher.liveSite()!.id).toBe(live);

  await waiting.getByRole('button', { name: 'Make it live' }).click();
  await expect(page.getByText('The build is live.')).toBeVisible();
  await expect(waiting).toBeHidden();
  await visitorPage.reload();
  expect(await buildOf(visitorPage)).toBe(waitingBuild);
  await visitor.close();
  await page.getByRole('checkbox', { name: /^Preview first/ }).uncheck();
  site.extra = '';
});

test("the watcher's last and next check, and its interval set from the page", async ({ page }) => {
  await signIn(page);
  const watching = page.getByRole('region', { name: 'Watching for changes' });
  await expect(watching.getByText('every 5 minutes', { exact: true })).toBeVisible();
  await expect(watching.getByText('Next check')).toBeVisible();
  await watching.getByLabel('Check').selectOption({ label: 'Every 15 minutes' });
  await watching.getByRole('button', { name: 'Save' }).click();
  await expect(watching.getByText('Saved.')).toBeVisible();
  await expect(watching.getByText('every 15 minutes', { exact: true })).toBeVisible();
  expect((await publisher.status()).watch?.minutes).toBe(15);
  await watching.getByLabel('Check').selectOption({ label: 'Never (off)' });
  await watching.getByRole('button', { name: 'Save' }).click();
  await expect(watching.getByText('Watching is off.')).toBeVisible();
  expect((await publisher.status()).watch?.minutes).toBeNull();
});

for (const [what, warning, plant] of [
  [
    'whose _headers a CDN would not read whole',
    '_headers has a line of 2014 characters; Cloudflare Pages allows 2000.',
    (warning: string) => (site.siteFileWarnings = [warning]),
  ],
  [
    'with a list cut at the safety stop',
    'safety stop: news/list ended at 100000 of 100004 records (BUILD_MAX_RECORDS=100000); the rest is not built',
    () => (site.safetyStops = [{ list: 'news/list', built: 100_000, total: 100_004 }]),
  ],
] as const)
  test(`a build ${what} says so on the build's line`, async ({ page }) => {
    await signIn(page);
    plant(warning);
    site.fingerprint = `content-${Date.now()}`;
    await page.getByRole('button', { name: 'Rebuild now' }).click();
    await expect(page.getByText('The build finished: Live.')).toBeVisible();
    const newest = page.getByRole('table').getByRole('row').nth(1);
    await expect(newest.getByText(`Warning: ${warning}`)).toBeVisible();
    site.siteFileWarnings = [];
    site.safetyStops = [];
  });
