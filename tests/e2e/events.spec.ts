import { expect, test } from '@playwright/test';
import { EVENT_EXCERPT_CHARS, EVENT_LIST_SIZE } from '../../src/lib/constants/public-area.ts';
import { messages } from '../../src/lib/constants/messages.ts';
import { eventDetailsDataSchema, eventListDataSchema } from '../../src/lib/schemas/events.ts';
import { htmlToText } from '../../src/lib/text/html-to-text.ts';
import { previewChars } from '../../src/lib/text/preview.ts';
import { apiData, expectAccessible } from './public-pages-support.ts';

const eventList = `event/list?page=1&searchKey=&size=${EVENT_LIST_SIZE}`;

test.describe('Event calendar', () => {
  test('lists every event with its name, first 200 characters and schedule', async ({
    page,
    request,
  }) => {
    const { eventPage } = await apiData(request, eventList, eventListDataSchema);
    await page.goto('/event-calender');
    await expect(page.getByRole('heading', { level: 1, name: 'Event Calender' })).toBeVisible();
    const events = page.locator('.event-list > li');
    await expect(events).toHaveCount(eventPage.events.length);
    expect(eventPage.events.length).toBeGreaterThan(1);
    await expect(page.getByText(messages.noEvents)).toHaveCount(0);
    for (const [index, event] of eventPage.events.entries()) {
      const row = events.nth(index);
      await expect(row.getByRole('heading', { level: 2 })).toHaveText(event.title);
      await expect(row.locator('dt')).toHaveText(['Event Name', 'Details', 'Schedule']);
      const excerpt = previewChars(htmlToText(event.description), EVENT_EXCERPT_CHARS, '');
      await expect(row.locator('dd').nth(1)).toHaveText(excerpt);
      expect(Array.from(excerpt).length).toBeLessThanOrEqual(EVENT_EXCERPT_CHARS);
      await expect(row.locator('dd').nth(2)).toHaveText(event.schedule);
      await expect(row.getByRole('link', { name: /^More/ })).toHaveAttribute(
        'href',
        `/event-details/${encodeURIComponent(event._id)}`,
      );
    }
    await expectAccessible(page);
  });

  test('puts the image on alternating sides', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/event-calender');
    const rows = await page.locator('.event-list > li').all();
    for (const [index, row] of rows.slice(0, 4).entries()) {
      const image = await row.locator('img').boundingBox();
      const text = await row.locator('dl').boundingBox();
      expect(image && text).toBeTruthy();
      const imageLeft = image!.x < text!.x;
      expect(imageLeft, `event ${index + 1}: image on the ${imageLeft ? 'left' : 'right'}`).toBe(
        index % 2 === 0,
      );
    }
  });

  test('More opens the event details: title, image, description and schedule', async ({
    page,
    request,
  }) => {
    const { eventPage } = await apiData(request, eventList, eventListDataSchema);
    const listed = eventPage.events[0]!;
    const { event } = await apiData(
      request,
      `event/details/${encodeURIComponent(listed._id)}`,
      eventDetailsDataSchema,
    );
    await page.goto('/event-calender');
    await page.locator('.event-list > li').first().getByRole('link', { name: /^More/ }).click();
    await expect(page).toHaveURL(new RegExp(`/event-details/${encodeURIComponent(event._id)}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
    await expect(page.getByRole('img', { name: event.title })).toBeVisible();
    await expect(page.getByText(event.schedule, { exact: false }).first()).toBeVisible();
    const firstWords = htmlToText(event.description).split(' ').slice(0, 4).join(' ');
    await expect(page.locator('.rich-text')).toContainText(firstWords);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(event.title)} \\|`));
    await expectAccessible(page);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
