import { expect, test, type Page } from '@playwright/test';
import { CLUB_NAME } from '../../src/lib/club.ts';
import { EVENT_LIST_SIZE } from '../../src/lib/constants/public-area.ts';
import { OFFLINE_CACHES } from '../../src/lib/offline/caches.ts';
import { SHELL_PAGES } from '../../src/lib/offline/requests.ts';
import { isBuiltPublicPage, isPublicPage } from '../../src/lib/public-pages.ts';
import { eventListDataSchema } from '../../src/lib/schemas/events.ts';
import { signInAs } from './fixtures.ts';
import { apiData, expectAccessible } from './public-pages-support.ts';
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

/** Every request URL the site's caches hold, with its cache and the text of its response. */
async function cachedEntries(page: Page): Promise<{ cache: string; url: string; text: string }[]> {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; text: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({
          cache: name,
          url: request.url,
          text: response ? await response.clone().text() : '',
        });
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
    // It lists the pages kept on this device (the first one too: the worker took over after
    // it had loaded), and each of its links opens offline.
    const saved = page
      .getByRole('region', { name: 'Pages you can read offline' })
      .getByRole('link');
    await expect(saved).toHaveCount(read.length + 1);
    await expectAccessible(page);
    const links = await saved.evaluateAll((found) =>
      found.map((link) => ({ href: link.getAttribute('href')!, title: link.textContent! })),
    );
    expect(links.map(({ title }) => title).sort()).toEqual(
      ['Home', ...read.map(({ title }) => title)].sort(),
    );
    for (const { href, title } of links) {
      await page.goto(href);
      await expect(heading(page)).not.toHaveText('You are offline');
      expect(await page.title(), href).toBe(`${title} | ${CLUB_NAME}`);
    }
  });

  test('keeps the page a visitor landed on, which loaded before the worker took over', async ({
    page,
    context,
  }) => {
    await page.goto('/event-calender');
    await controlled(page);
    await expect
      .poll(async () => (await cachedEntries(page)).map(({ url }) => new URL(url).pathname))
      .toContainEqual(expect.stringMatching(/^\/event-calender\/?$/));
    await context.setOffline(true);
    await page.reload();
    await expect(heading(page)).toHaveText('Event Calender');
  });

  test('keeps no page the build does not make, however its address is spelt', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await controlled(page);
    // Issue 25, point 1: the admin page (sent no-store) and member pages in encoded
    // spellings were kept, and /admin was shown from the cache offline.
    const unkept = [
      '/admin',
      '/admin/',
      '/admin?x=1',
      '/%62illing-list/',
      '/%6cogin/',
      '/%62illing/details/BK-1',
      '/member-directory%2f',
    ];
    for (const path of unkept) await page.goto(path, { waitUntil: 'load' });
    await page.goto('/search?q=tennis');
    await page.goto('/news');
    await expect(heading(page)).toHaveText('News');

    const entries = await cachedEntries(page);
    const kept = entries.map(({ url }) => new URL(url));
    const keptPages = entries
      .filter(({ cache }) => cache === OFFLINE_CACHES.pages)
      .map(({ url }) => new URL(url));
    // Only pages the build makes, each by its address without a query.
    for (const url of keptPages) {
      expect(isBuiltPublicPage(url.pathname), url.href).toBe(true);
      expect(url.search, url.href).toBe('');
    }
    expect(keptPages.map((url) => url.pathname)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/news\/?$/),
        expect.stringMatching(/^\/search\/?$/),
      ]),
    );
    const keptHrefs = kept.map((url) => `${url.origin}${url.pathname}`);
    for (const path of unkept) {
      const asked = new URL(path, e2eStack.siteUrl);
      expect(keptHrefs, path).not.toContain(`${asked.origin}${asked.pathname}`);
    }

    await context.setOffline(true);
    for (const path of ['/admin', '/%62illing-list/']) {
      await page.goto(path);
      await expect(heading(page)).toHaveText('You are offline');
    }
  });

  test("keeps nothing of a member's: no API answer, member page or token request", async ({
    page,
    context,
    request,
  }) => {
    const { member, token } = await memberOnlyInMemberData(request);
    const apiAddresses = [new URL(e2eStack.apiUrl).origin, e2eStack.browserApiUrl];
    const fromWorker: string[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (apiAddresses.some((start) => url.startsWith(start)) && response.fromServiceWorker())
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
      // Public pages, and the shell's sign-out page (static: Log Out works offline).
      expect(
        isPublicPage(address.pathname) || SHELL_PAGES.includes(address.pathname.slice(1)),
        url,
      ).toBe(true);
      expect(text, url).not.toContain(token);
      expect(text, url).not.toContain(member.name);
    }

    await context.setOffline(true);
    await page.goto('/member-directory');
    await expect(heading(page)).toHaveText('You are offline');
    await expect(page.getByText(member.name)).toHaveCount(0);
  });

  test("keeps a member page's scripts from its install, before the member ever came", async ({
    page,
  }) => {
    await page.goto('/');
    await controlled(page);
    // What the worker precached at its install, on a visitor's page.
    const precached = (await cachedEntries(page))
      .filter(({ cache }) => cache.startsWith('workbox-precache'))
      .map(({ url }) => new URL(url));
    await signInAs(page);
    // The member page's own scripts (signing in went through visitors' pages, whose scripts
    // the worker keeps as they are read, not from its install).
    const scripts: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.origin === e2eStack.siteUrl && /^\/_astro\/.+\.js$/.test(url.pathname))
        scripts.push(url.pathname);
    });
    // Loaded (its scripts are asked for from its head) once its list is drawn.
    await page.goto('/notice-list');
    await expect(heading(page)).toHaveText('Club Notice');
    await expect(
      page.getByRole('list', { name: 'Notices' }).getByRole('article').first(),
    ).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(precached.map((url) => url.pathname)).toEqual(expect.arrayContaining(scripts));
    // Nothing else of a member's: no member page, sign-in screen or API answer.
    for (const url of precached) {
      expect(url.origin, url.href).toBe(e2eStack.siteUrl);
      if (!url.pathname.startsWith('/_astro/'))
        expect(
          isPublicPage(url.pathname) || SHELL_PAGES.includes(url.pathname.slice(1)),
          url.href,
        ).toBe(true);
    }
  });

  test('Log Out works offline: the sign-out page is kept from the start', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await controlled(page);
    await signInAs(page);
    // Home, read again now the worker is in charge, is kept.
    await page.goto('/');
    await expect(page.locator('summary', { hasText: 'account menu' })).toBeVisible();
    await context.setOffline(true);
    await page.locator('footer').getByRole('link', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(`${e2eStack.siteUrl}/`);
    await expect(page.getByRole('link', { name: 'Member Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });
});
