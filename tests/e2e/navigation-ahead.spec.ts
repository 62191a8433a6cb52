import { devices, expect, test, type Page } from '@playwright/test';
import type { Page as PuppeteerPage } from 'puppeteer-core';
import {
  demoMemberSession,
  prerenderingBrowser,
  purposesOf,
  recordingProxy,
  speculationCandidates,
  type Candidate,
  type RecordingProxy,
} from './navigation-ahead-support.ts';
import { e2eStack } from './stack-env.ts';

// Issue 27.2: navigations ready before the click. A same-site link held under the mouse is
// prerendered (on a touch screen only fetched ahead); the admin, sign-out, files and
// downloads never are; member pages only for a signed-in member; and a prerendered member
// page asks the API once, not again when it is shown. The site is reached through a recording
// proxy, which sees the requests the browser makes ahead (Sec-Purpose) as the site would.

const PRERENDER = 'prefetch;prerender';

let proxy: RecordingProxy;
test.beforeAll(async () => {
  proxy = await recordingProxy(e2eStack.siteUrl);
});
test.afterAll(() => proxy.close());

/** Signs the demo member in on the proxy's origin (the session is stored per origin). */
async function signIn(page: Page): Promise<void> {
  const session = await demoMemberSession();
  await page.goto(`${proxy.origin}/404-sign-in`);
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, session);
}

const has = (candidates: Candidate[], action: string, path: string) =>
  candidates.some((candidate) => candidate.action === action && candidate.path === path);

/** Puts links into the page's main content; a click on them goes nowhere (the press counts). */
async function addLinks(page: Page, links: { href: string; name: string; download?: boolean }[]) {
  await page.locator('main').evaluate((main, added) => {
    const list = document.createElement('ul');
    for (const { href, name, download } of added) {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = name;
      if (download) link.download = '';
      link.addEventListener('click', (event) => event.preventDefault());
      const item = document.createElement('li');
      item.append(link);
      list.append(item);
    }
    main.prepend(list);
  }, links);
}

test.describe('with a mouse', () => {
  test('a public page in the menu, held under the pointer, is prerendered', async ({ page }) => {
    await page.goto(`${proxy.origin}/`);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const news = page
      .getByRole('dialog', { name: 'Main menu' })
      .getByRole('link', { name: 'News', exact: true });
    await expect(news).toBeVisible();
    // Nothing is fetched before the pointer rests on it (moderate eagerness).
    expect(purposesOf(proxy, '/news')).toEqual([]);
    await news.hover();
    await expect.poll(() => purposesOf(proxy, '/news')).toContain(PRERENDER);
  });

  test('the admin, a sign-out address, files and downloads are never fetched ahead, even pressed', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`${proxy.origin}/`);
    const candidates = await speculationCandidates(page);
    const never = [
      { href: '/admin', name: 'Admin' },
      { href: '/logout', name: 'Sign out' },
      { href: '/calendar.ics', name: 'The club calendar' },
      { href: '/annual-report', name: 'Annual report', download: true },
    ];
    const control = { href: '/under-construction', name: 'Coming soon' };
    await addLinks(page, [...never, control]);
    // Chromium's own reading of the rules: the control is a candidate, the others are not.
    await expect.poll(() => has(candidates(), 'Prerender', control.href)).toBe(true);
    expect(candidates().filter(({ path }) => never.some(({ href }) => href === path))).toEqual([]);
    // A press on a link is the strongest sign the rules wait for: still nothing is asked for.
    // The control, pressed last, shows the browser acted on the presses before it.
    for (const { name } of [...never, control])
      await page.getByRole('link', { name, exact: true }).click();
    await expect.poll(() => purposesOf(proxy, control.href)).toContain(PRERENDER);
    for (const { href } of never) expect(purposesOf(proxy, href), href).toEqual([]);
    // The site's own Log Out links (the avatar menu, the menu, the footer) lead to that
    // sign-out address: what the rules never fetch.
    const ownLogOut = page.locator('a', { hasText: /^\s*Log Out\s*$/ });
    expect(await ownLogOut.count()).toBe(3);
    for (const href of await ownLogOut.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    ))
      expect(href).toBe('/logout');
  });

  test('member pages are prepared for a signed-in member only', async ({ page }) => {
    const links = [
      { href: '/notice-list', name: 'Club notices' },
      { href: '/under-construction', name: 'Coming soon' },
    ];
    await page.goto(`${proxy.origin}/`);
    const visitor = await speculationCandidates(page);
    await addLinks(page, links);
    // The control link, added with the member page's, shows the browser has read both.
    await expect.poll(() => has(visitor(), 'Prerender', '/under-construction')).toBe(true);
    expect(visitor().filter(({ path }) => path === '/notice-list')).toEqual([]);

    await signIn(page);
    await page.goto(`${proxy.origin}/`);
    const member = await speculationCandidates(page);
    await addLinks(page, links);
    await expect.poll(() => has(member(), 'Prerender', '/notice-list')).toBe(true);
  });
});

test.describe('on a touch screen', () => {
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  test.use(phone);

  test('a tapped page is fetched ahead, never prerendered', async ({ page }) => {
    await page.goto(`${proxy.origin}/`);
    const candidates = await speculationCandidates(page);
    await expect.poll(() => has(candidates(), 'Prefetch', '/news')).toBe(true);
    expect(candidates().filter(({ action }) => action === 'Prerender')).toEqual([]);
    await addLinks(page, [{ href: '/past-presidents', name: 'Our past presidents' }]);
    await page.getByRole('link', { name: 'Our past presidents' }).tap();
    await expect.poll(() => purposesOf(proxy, '/past-presidents')).toContain('prefetch');
    expect(purposesOf(proxy, '/past-presidents')).not.toContain(PRERENDER);
  });
});

// Chromium prerenders for a client that attaches to the tab (puppeteer), not for Playwright.
test.describe('prerendered and shown', () => {
  /** Evaluates `run` in the page once it answers again (a prerendered page is swapped in). */
  const answered = <T>(page: PuppeteerPage, run: () => T) =>
    expect.poll(() => page.evaluate(run).catch(() => null));

  /** Opens the main menu (puppeteer's ARIA query takes the button's name as Chromium spells
   * it, with the space before the hidden ☰'s text: by its text instead). */
  const openMenu = (page: PuppeteerPage) => page.locator('button::-p-text(Menu)').click();

  /** What the shown page knows of how it was loaded, and its calls to the member API. */
  const loading = (apiUrl: string) => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as (PerformanceNavigationTiming & { activationStart?: number })[];
    return {
      path: location.pathname,
      activationStart: navigation?.activationStart ?? 0,
      apiCalls: performance
        .getEntriesByType('resource')
        .filter(({ name }) => name.startsWith(apiUrl))
        .map(({ name }) => new URL(name).pathname),
    };
  };

  test('a member page prerendered from the menu asks the API once, not again when it is shown', async () => {
    const browser = await prerenderingBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${proxy.origin}/404-sign-in`);
      await page.evaluate(
        (stored) => {
          for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
        },
        await demoMemberSession(),
      );
      await page.goto(`${proxy.origin}/notice-list`);
      await openMenu(page);
      const circulars = page.locator('::-p-aria([name="Circulars"][role="link"])');
      await circulars.hover();
      await expect.poll(() => purposesOf(proxy, '/circular-list')).toContain(PRERENDER);
      await circulars.click();
      await answered(page, () => location.pathname).toBe('/circular-list');
      await answered(page, () => document.querySelectorAll('main article').length).toBeGreaterThan(
        0,
      );
      const shown = await page.evaluate(loading, `${proxy.origin}/api/member/`);
      expect(shown.activationStart).toBeGreaterThan(0);
      // The page's own call (the header's picture, through the API's image proxy, is asked by
      // every page's header, and is no call of the page's).
      expect(shown.apiCalls.filter((call) => !call.endsWith('/image-proxy'))).toEqual([
        '/api/member/club/circular/list',
      ]);
      expect(purposesOf(proxy, '/circular-list')).toEqual([PRERENDER]);
    } finally {
      await browser.close();
    }
  });

  test('a public page prerendered from the menu is shown without loading it again', async () => {
    const browser = await prerenderingBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${proxy.origin}/`);
      await openMenu(page);
      const gallery = page.locator('::-p-aria([name="Gallery"][role="link"])');
      await gallery.hover();
      await expect.poll(() => purposesOf(proxy, '/gallery')).toContain(PRERENDER);
      await gallery.click();
      await answered(page, () => location.pathname).toBe('/gallery');
      const shown = await page.evaluate(loading, `${proxy.origin}/api/member/`);
      expect(shown.activationStart).toBeGreaterThan(0);
      expect(purposesOf(proxy, '/gallery')).toEqual([PRERENDER]);
    } finally {
      await browser.close();
    }
  });
});
