import { expect, test, type Page } from '@playwright/test';
import { sentRequests, type SentRequest } from './fixtures.ts';
import { fillSignIn } from './member-pages-support.ts';
import { e2eStack } from './stack-env.ts';

// Issue 48: the site calls the member API and the ordering service on its own origin
// (PUBLIC_API_ORIGIN=site, what `npm start` builds), which the publish server forwards to the
// provider: no call needs a CORS preflight, so a member's first call costs one round trip on a
// phone, not two. The browser's own record of the requests (the DevTools protocol's, which
// also lists the preflights Playwright's request events leave out) is counted.

/** A member page, and what it shows once its calls are answered. */
const memberPages: {
  path: string;
  heading: string;
  shown: (page: Page) => ReturnType<Page['getByRole']>;
}[] = [
  {
    path: '/notice-list',
    heading: 'Club Notice',
    shown: (page) => page.getByRole('list', { name: 'Notices' }).getByRole('article').first(),
  },
  {
    path: '/member-directory',
    heading: 'Member Directory',
    shown: (page) => page.getByRole('list', { name: 'Members' }).getByRole('article').first(),
  },
  {
    path: '/circular-list',
    heading: 'Club Circular',
    shown: (page) => page.getByRole('main').getByRole('article').first(),
  },
  {
    path: '/booking-list',
    heading: 'Booking List',
    shown: (page) => page.getByRole('main').getByRole('article').first(),
  },
  { path: '/billing-list', heading: 'Billing', shown: (page) => page.getByText('Credit Limit') },
  {
    path: '/order',
    heading: 'Order',
    shown: (page) => page.getByRole('list', { name: 'Menu categories' }),
  },
  {
    path: '/election-board',
    heading: 'Election Board',
    shown: (page) => page.getByText('Board Type'),
  },
];

/** The calls among the requests: what the page's scripts asked of an API. */
const callsIn = (sent: readonly SentRequest[]) =>
  sent.filter(({ type }) => type === 'Fetch' || type === 'XHR' || type === 'Preflight');

test('a member signs in and reads the member pages with every call on the site’s origin and no preflight', async ({
  page,
}) => {
  const sent = await sentRequests(page);
  await page.goto('/login');
  await fillSignIn(page);
  await expect(page).not.toHaveURL(/\/login/);
  const perPage: Record<string, number> = {};
  for (const { path, heading, shown } of memberPages) {
    const before = callsIn(sent).length;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(shown(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    perPage[path] = callsIn(sent).length - before;
  }
  const calls = callsIn(sent);
  // Each page made its calls, all of them to the site's forwarded APIs.
  for (const { path } of memberPages) expect(perPage[path], path).toBeGreaterThan(0);
  expect(calls.filter(({ method }) => method === 'OPTIONS')).toEqual([]);
  expect(sent.filter(({ method }) => method === 'OPTIONS')).toEqual([]);
  for (const call of calls) {
    expect(
      [e2eStack.browserApiUrl, e2eStack.browserOrderUrl].some((base) =>
        call.url.startsWith(`${base}/`),
      ),
      call.url,
    ).toBe(true);
  }
  // Nothing but pictures goes to the provider's own address.
  const atProvider = sent.filter(({ url }) =>
    url.startsWith(`http://localhost:${e2eStack.apiPort}/`),
  );
  expect(atProvider.filter(({ type }) => type !== 'Image')).toEqual([]);
  test.info().annotations.push({ type: 'calls per page', description: JSON.stringify(perPage) });
});
