import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/lib/constants/messages.ts';
import { NEWS_PAGE_SIZE } from '../../src/lib/constants/public-area.ts';
import { committeeDataSchema } from '../../src/lib/schemas/committee.ts';
import { newsListDataSchema } from '../../src/lib/schemas/news.ts';
import { signInAs } from './fixtures.ts';
import { apiData, expectAccessible } from './public-pages-support.ts';
import { memberOnlyInMemberData } from './feed-search-offline-support.ts';

// Site search on the built site (Pagefind): what a visitor finds, how, and what never.

const searchBox = (page: Page) =>
  page.getByRole('searchbox', { name: "Search the club's website" });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const searchStatus = (page: Page) => page.getByRole('status').filter({ hasText: /for “/ });

test.describe('Site search', () => {
  test('finds a news story by its title from the header, and opens it', async ({
    page,
    request,
  }) => {
    const { newsPage } = await apiData(
      request,
      `news/list?page=1&searchKey=&size=${NEWS_PAGE_SIZE}`,
      newsListDataSchema,
    );
    const story = newsPage.news[3]!;
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await searchBox(page).fill(story.title);
    await searchBox(page).press('Enter');
    await expect(searchStatus(page)).toHaveText(/^\d+ results? for “.+”/);
    await expect(page).toHaveURL(/\/search\/?\?q=/);
    const found = results(page)
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href^="/news-details/${story._id}"]`) });
    // Title (the link), an excerpt with the words marked, and the page's address.
    await expect(found.getByRole('link')).toHaveText(story.title);
    await expect(found.locator('mark').first()).toBeVisible();
    await expect(found).toContainText(`/news-details/${story._id}/`);
    await found.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/news-details/${story._id}/?$`));
    await expect(page.getByRole('heading', { level: 2, name: story.title })).toBeVisible();
  });

  test('loads its script and index only once a visitor searches', async ({ page }) => {
    const searchFiles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) searchFiles.push(request.url());
    });
    await page.goto('/search');
    await expect(searchBox(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(searchFiles).toEqual([]);
    await searchBox(page).fill('swimming');
    await expect(searchStatus(page)).toHaveText(/results? for “swimming”/);
    expect(searchFiles.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  });

  test('searches from the menu with the keyboard alone, and results are accessible', async ({
    page,
  }) => {
    await page.goto('/news');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menuSearch = page
      .getByRole('dialog', { name: 'Main menu' })
      .getByRole('searchbox', { name: 'Search the website' });
    await menuSearch.focus();
    await page.keyboard.type('badminton');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/?\?q=badminton$/);
    await expect(searchBox(page)).toHaveValue('badminton');
    await expect(searchStatus(page)).toHaveText(/^\d+ results? for “badminton”/);
    // Typing a new query searches after a pause, without Enter; Tab reaches the first result.
    await searchBox(page).fill('zzqqxxnothing');
    await expect(searchStatus(page)).toHaveText('No results for “zzqqxxnothing”.');
    await expect(results(page).getByRole('listitem')).toHaveCount(0);
    await searchBox(page).fill('badminton');
    await expect(searchStatus(page)).toHaveText(/^\d+ results? for “badminton”/);
    await searchBox(page).focus();
    await page.keyboard.press('Tab'); // the Search button
    await page.keyboard.press('Tab');
    await expect(results(page).getByRole('link').first()).toBeFocused();
    await expectAccessible(page);
  });

  test('results quote only the pages’ content, and a nonsense query finds nothing', async ({
    page,
  }) => {
    // The labels of the gallery's and the news' own controls and states.
    const labels = [
      '← All albums',
      '← All news',
      'Previous',
      'Next',
      'Close',
      'Load More',
      'Read More',
      messages.noMoreAlbums,
      messages.noMoreNews,
      messages.noNews,
      messages.noData,
    ];
    await page.goto('/search?q=albums');
    await expect(searchStatus(page)).toHaveText(/^\d+ results? for “albums”/);
    const found = results(page).getByRole('listitem');
    expect(await found.count()).toBeGreaterThan(1);
    for (const text of await found.allInnerTexts()) {
      for (const label of labels) expect(text, text).not.toContain(label);
    }
    // A label alone finds nothing: it is not content.
    for (const query of ['Previous', 'Load More']) {
      await searchBox(page).fill(query);
      await expect(searchStatus(page)).toHaveText(`No results for “${query}”.`);
    }
    // A word found nowhere is not left out: the query finds nothing.
    for (const query of ['xyzzy nothing', 'xyzzy club']) {
      await searchBox(page).fill(query);
      await searchBox(page).press('Enter');
      await expect(searchStatus(page)).toHaveText(`No results for “${query}”.`);
      await expect(results(page).getByRole('listitem')).toHaveCount(0);
    }
    // Each word found: the pages with all of them.
    await searchBox(page).fill('swimming gala');
    await expect(searchStatus(page)).toHaveText(/^\d+ results? for “swimming gala”/);
    await expectAccessible(page);
  });

  test("finds nothing of a member's name that only member data holds", async ({
    page,
    request,
  }) => {
    const { member } = await memberOnlyInMemberData(request);
    // The member's name is on screen for a signed-in member (member data)…
    await signInAs(page);
    await page.goto('/member-directory');
    await expect(
      page.getByRole('list', { name: 'Members' }).getByRole('heading', { name: member.name }),
    ).toBeVisible();
    // …and site search, even for that member, knows nothing of it.
    await page.goto(`/search?q=${encodeURIComponent(member.name)}`);
    await expect(searchStatus(page)).toHaveText(`No results for “${member.name}”.`);
    await expect(results(page).getByRole('listitem')).toHaveCount(0);
    // The same search finds a name the public pages do show: a founder member's.
    const { members } = await apiData(
      request,
      'club/members/get?type=Founder%20Member',
      committeeDataSchema,
    );
    const founder = members[0]!.name;
    await page.goto(`/search?q=${encodeURIComponent(founder)}`);
    await expect(searchStatus(page)).toHaveText(/^\d+ results? for “/);
    await expect(results(page).getByRole('link', { name: 'Founder Members' })).toBeVisible();
  });
});
