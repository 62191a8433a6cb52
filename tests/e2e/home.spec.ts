import { expect, test } from '@playwright/test';
import { CLUB_NAME } from '../../src/lib/club.ts';
import { HOME_MESSAGE_PREVIEW_WORDS } from '../../src/lib/constants/public-area.ts';
import { sanitizeHtml } from './sanitize.ts';
import { clubMessageDataSchema, slidersDataSchema } from '../../src/lib/schemas/home.ts';
import { committeeDataSchema } from '../../src/lib/schemas/committee.ts';
import { facilityListDataSchema } from '../../src/lib/schemas/facilities.ts';
import { presentCommitteeYears } from '../../src/lib/text/committee.ts';
import { carouselFacilityLink } from '../../src/lib/routes.ts';
import { htmlToText } from '../../src/lib/text/html-to-text.ts';
import { apiData, expectAccessible } from './public-pages-support.ts';

test.describe('Home', () => {
  test('the slider shows the club title and its position as two digits with the total', async ({
    page,
    request,
  }) => {
    const { sliders } = await apiData(request, 'home/silder/list', slidersDataSchema);
    // The page's clock is ours: autoplay's 4 s pass when the test says so, not in real time.
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: CLUB_NAME })).toBeVisible();
    const total = String(sliders.length).padStart(2, '0');
    const position = page.locator('.hero__position');
    await expect(position).toHaveText(`01 / ${total}`);
    // The page's scripts come after its first paint: Pause shows once they have run.
    const pause = page.getByRole('button', { name: 'Pause slideshow' });
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(pause).toBeVisible({ timeout: 100 });
    }).toPass();
    // Autoplay moves on after 4 s; Pause stops it.
    await page.clock.runFor(4500);
    await expect(position).toHaveText(`02 / ${total}`);
    await pause.click();
    await page.clock.runFor(1000); // a slide change already under way may finish
    const shown = await position.textContent();
    await page.clock.runFor(9000);
    await expect(position).toHaveText(shown ?? '');
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('the three cards lead to the club history, founders and the president message', async ({
    page,
  }) => {
    await page.goto('/');
    for (const [name, href] of [
      ['Club History', '/club-history'],
      ['Founder Member', '/founder-members'],
      ['President Message', '/current-president-message'],
    ] as const) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  test('the president message shows its first 100 words with Show More / Show Less', async ({
    page,
    request,
  }) => {
    const { message } = await apiData(
      request,
      'club/message/get?messageFrom=President%20Message',
      clubMessageDataSchema,
    );
    const words = htmlToText(sanitizeHtml(message.message)).split(/\s+/).filter(Boolean);
    await page.goto('/');
    const preview = page.locator('#home-message-preview');
    await expect(preview).toBeVisible();
    const shown = (await preview.textContent())!.trim();
    expect(shown).toBe(`${words.slice(0, HOME_MESSAGE_PREVIEW_WORDS).join(' ')}...`);
    const toggle = page.getByRole('button', { name: 'Show More' });
    await toggle.click();
    await expect(page.locator('#home-message-full')).toBeVisible();
    await expect(preview).toBeHidden();
    await expect(page.locator('#home-message-full')).toContainText(words.at(-1)!);
    await page.getByRole('button', { name: 'Show Less' }).click();
    await expect(preview).toBeVisible();
  });

  test('the executive committee shows the President apart and larger, then the others', async ({
    page,
    request,
  }) => {
    const { fromYear, toYear } = presentCommitteeYears();
    const { members } = await apiData(
      request,
      `club/members/get?type=Executive%20Committee&fromYear=${fromYear}&toYear=${toYear}`,
      committeeDataSchema,
    );
    const president = members.find((member) => member.designation === 'President')!;
    await page.goto('/');
    const apart = page.locator('.home-committee__president');
    await expect(apart).toContainText(president.name);
    await expect(page.locator('.home-committee__grid > li')).toHaveCount(members.length - 1);
    const big = await apart.locator('img').boundingBox();
    const small = await page.locator('.home-committee__grid img').first().boundingBox();
    expect(big!.width).toBeGreaterThan(small!.width);
  });

  test('the facilities carousel links each facility by the home rule', async ({
    page,
    request,
  }) => {
    const { facilities } = await apiData(request, 'club/facilities/list', facilityListDataSchema);
    await page.goto('/');
    const slides = page.locator('.facilities-carousel .swiper-slide:not(.swiper-slide-duplicate)');
    for (const facility of facilities) {
      const slide = slides.filter({ hasText: facility.name }).first();
      const href = carouselFacilityLink(facility);
      if (href) await expect(slide.locator('a')).toHaveAttribute('href', href);
      else await expect(slide.locator('a')).toHaveCount(0);
    }
    // The home variant: Service is not special-cased.
    const service = facilities.find((facility) => facility.type === 'Service')!;
    expect(carouselFacilityLink(service)).toMatch(/^\/facility-details\//);
  });

  test('has no serious accessibility problem', async ({ page }) => {
    await page.goto('/');
    await expectAccessible(page);
  });
});

test.describe('Home before its script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the slider keeps the room of its Pause button, so nothing moves when it appears', async ({
    browser,
  }) => {
    const positionBox = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/');
      if (javaScriptEnabled)
        await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
      else await expect(page.locator('.hero [data-pause]')).toBeHidden();
      const box = await page.locator('.hero__position').boundingBox();
      await context.close();
      return box;
    };
    expect(await positionBox(false)).toEqual(await positionBox(true));
  });
});
