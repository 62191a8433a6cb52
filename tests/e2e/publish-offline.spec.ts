import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Publisher } from '../../publisher/publish/publish-queue.ts';
import { startPublishServer } from '../../publisher/serve/publish-server.ts';
import { createSitePublisher } from '../../publisher/publish/site-publisher.ts';
import type { HistoryEntry } from '../../publisher/publish/types.ts';
import { freePort, startStandIn } from '../publisher/stand-in.ts';

// The offline worker and the publisher together, on a stack of this test's own (the shared
// one must not change under the other tests): a publish reaches a page that is open on the
// next navigation, and a publish with PUBLIC_SERVICE_WORKER=off retires the worker.

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

let work: string;
let standIn: Awaited<ReturnType<typeof startStandIn>>;
let port: number;
let site: string;
let running: { publisher: Publisher; close: () => Promise<void> } | null = null;

/** The publisher and its server on the test's port, with these extra settings. */
async function serve(settings: NodeJS.ProcessEnv = {}): Promise<Publisher> {
  await running?.close();
  const { NODE_ENV: _mode, ...env } = process.env;
  const publisher = await createSitePublisher({
    stateDir: join(work, 'state'),
    env: {
      ...env,
      PUBLIC_API_URL: `${standIn.origin}/web/bc-member/v1`,
      PUBLIC_ORDER_API_URL: `${standIn.origin}/ordering`,
      PUBLIC_SITE_URL: site,
      ...settings,
    },
    log: () => {},
  });
  const server = await startPublishServer({ publisher, port });
  running = {
    publisher,
    close: async () => {
      await server.close();
      await publisher.close();
    },
  };
  return publisher;
}

async function publish(publisher: Publisher): Promise<HistoryEntry> {
  publisher.trigger({ by: 'test' });
  await publisher.whenIdle();
  const entry = (await publisher.status()).history[0]!;
  expect(entry.result, entry.reason).toBe('published');
  return entry;
}

async function workerState(page: Page) {
  return page.evaluate(async () => ({
    registrations: (await navigator.serviceWorker.getRegistrations()).length,
    caches: (await caches.keys()).length,
  }));
}

test.beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'publish-offline-'));
  standIn = await startStandIn(join(work, 'api'));
  port = await freePort();
  site = `http://localhost:${port}`;
});

test.afterAll(async () => {
  await running?.close();
  await standIn?.stop();
  await rm(work, { recursive: true, force: true });
});

test('a publish made while a page is open shows on the next navigation; the build log names an unreadable schedule', async ({
  page,
}) => {
  const publisher = await serve();
  const first = await publish(publisher);
  // The stand-in's event without a date has no calendar entry, and the build says so (the
  // provider's id, title and schedule quoted, as all provider text in a report).
  expect(first.warnings?.join('\n')).toMatch(
    /skipped a calendar entry \("ev\d+", "[^"]+"\): its schedule "To be announced" could not be read/,
  );
  const log = await readFile(join(work, 'state', 'logs', `${first.id}.log`), 'utf8');
  expect(log).toContain('skipped a calendar entry');

  await page.goto(`${site}/news`);
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  const story = page.locator('.news__list > li').first().getByRole('heading');
  const before = await story.textContent();
  const title = `Sports Day results ${Date.now()}`;
  standIn.retitleFirstNews(title);
  await publish(publisher);
  // The open page is as it was until the visitor goes somewhere: then the new build answers.
  await expect(story).toHaveText(before!);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('dialog', { name: 'Main menu' })
    .getByRole('link', { name: 'News', exact: true })
    .click();
  await expect(page.locator('.news__list > li').first().getByRole('heading')).toHaveText(title);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

test('a publish with PUBLIC_SERVICE_WORKER=off retires the worker and empties its caches', async ({
  page,
}) => {
  // The visitor of the earlier build comes back with its worker and caches.
  await page.goto(`${site}/news`);
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  expect((await workerState(page)).caches).toBeGreaterThan(0);
  await publish(await serve({ PUBLIC_SERVICE_WORKER: 'off' }));
  // The next page unregisters the worker; the old worker still serves the page it opened…
  await page.goto(`${site}/event-calender`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event Calender');
  await expect.poll(async () => (await workerState(page)).registrations).toBe(0);
  // …and the one after is the network's alone, with every cache of the site emptied.
  await page.goto(`${site}/gallery`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await expect.poll(() => workerState(page)).toEqual({ registrations: 0, caches: 0 });
  // Offline now means offline: nothing answers for the site any more.
  await page.context().setOffline(true);
  await expect(page.goto(`${site}/news`)).rejects.toThrow();
});
