import { expect, test, type Page } from '@playwright/test';
import { EVENT_LIST_SIZE } from '../../src/lib/constants/public-area.ts';
import { isPublicPage } from '../../src/lib/public-pages.ts';
import { eventListDataSchema } from '../../src/lib/schemas/events.ts';
import { signInAs } from './fixtures.ts';
import { apiData } from './public-pages-support.ts';
import { memberOnlyInMemberData } from './feed-search-offline-support.ts';
import { e2eStack } from './stack-env.ts';

// The offline service worker in a real browser: what was read can be read again offline,
// what was not shows the offline page, and nothing of a member's is ever kept.

test.use({ serviceWorkers: 'allow' });

/** Waits until the site's service worker controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** Every request URL the site's caches hold, with the text of each response. */
async function cachedEntries(page: Page): Promise<{ url: string; text: string }[]> {
  return page.evaluate(async () => {
    const entries: { url: string; text: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ url: request.url, text: response ? await response.clone().text() : '' });
      }
    }
    return entries;
  });
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('Reading offline', () => {
  test('pages read before open offline with their pictures; an unread one shows the offline page', async ({
    page,
    context,
    request,
  }) => {
    const { eventPage } = await apiData(
      request,
      `event/list?page=1&searchKey=&size=${EVENT_LIST_SIZE}`,
      eventListDataSchema,
    );
    const event = eventPage.events.find((e) => e.coverImage)!;
    await page.goto('/');
    await controlled(page);
    const read = [
      { path: '/news', title: 'News' },
      { path: '/event-calender', title: 'Event Calender' },
      { path: `/event-details/${event._id}`, title: event.title },
    ];
    for (const { path, title } of read) {
      await page.goto(path);
      await expect(heading(page)).toHaveText(title);
    }
    await context.setOffline(true);
    for (const { path, title } of read) {
      await page.goto(path);
      await expect(heading(page)).toHaveText(title);
    }
    // The event's cover, read online, is shown offline too.
    const cover = page.getByRole('img', { name: event.title }).first();
    await expect(cover).toBeVisible();
    expect(
      await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await page.goto('/gallery');
    await expect(heading(page)).toHaveText('You are offline');
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });

  test("keeps nothing of a member's: no API answer, member page or token request", async ({
    page,
    context,
    request,
  }) => {
    const { member, token } = await memberOnlyInMemberData(request);
    const apiOrigin = new URL(e2eStack.apiUrl).origin;
    const fromWorker: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(apiOrigin) && response.fromServiceWorker())
        fromWorker.push(response.url());
    });
    await page.goto('/');
    await controlled(page);
    await signInAs(page);
    await page.goto('/member-directory');
    await expect(
      page.getByRole('list', { name: 'Members' }).getByRole('heading', { name: member.name }),
    ).toBeVisible();
    await page.goto('/notice-list');
    await expect(heading(page)).toBeVisible();
    await page.goto('/news');
    await expect(heading(page)).toHaveText('News');
    expect(fromWorker).toEqual([]);

    const kept = await cachedEntries(page);
    expect(kept.length).toBeGreaterThan(0);
    for (const { url, text } of kept) {
      const address = new URL(url);
      expect(address.origin, url).toBe(e2eStack.siteUrl);
      expect(isPublicPage(address.pathname), url).toBe(true);
      expect(text, url).not.toContain(token);
      expect(text, url).not.toContain(member.name);
    }

    await context.setOffline(true);
    await page.goto('/member-directory');
    await expect(heading(page)).toHaveText('You are offline');
    await expect(page.getByText(member.name)).toHaveCount(0);
  });
});
