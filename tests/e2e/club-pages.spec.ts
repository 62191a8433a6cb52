import { expect, test } from '@playwright/test';
import { afterFrames } from './fixtures.ts';
import { HISTORY_PREVIEW_CHARS, PDF_VIEWER_HEIGHT } from '../../src/lib/constants/public-area.ts';
import { mediaUrl } from '../../src/lib/media.ts';
import { sanitizeHtml } from './sanitize.ts';
import { descriptionDataSchema } from '../../src/lib/schemas/club-pages.ts';
import { clubHistoryDataSchema, clubMessageDataSchema } from '../../src/lib/schemas/home.ts';
import { htmlToText } from '../../src/lib/text/html-to-text.ts';
import { previewChars } from '../../src/lib/text/preview.ts';
import { apiData, expectAccessible } from './public-pages-support.ts';

test.describe('Club History', () => {
  test('shows the first 800 characters with "..." and toggles Show More / Show Less', async ({
    page,
    request,
  }) => {
    const { clubHistory } = await apiData(request, 'club/club-history/get', clubHistoryDataSchema);
    const text = htmlToText(sanitizeHtml(clubHistory.clubHistory));
    await page.goto('/club-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Club History' })).toBeVisible();
    const preview = page.locator('#club-history-preview');
    // The preview keeps the history's HTML (its heading and paragraphs), cut at 800
    // characters of text (issue 15 point 16).
    await expect(preview.getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible();
    expect(await preview.locator('p').count()).toBeGreaterThan(1);
    const seen = (shown: string) =>
      shown
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/ \.\.\.$/, '...');
    expect(seen(await preview.innerText())).toBe(seen(previewChars(text, HISTORY_PREVIEW_CHARS)));
    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(page.locator('#club-history-full')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByRole('button', { name: 'Show Less' }).click();
    await expect(preview).toBeVisible();
    await expectAccessible(page);
  });

  test('renders the seeded script vectors inert', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/club-history');
    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(page.getByRole('button', { name: 'Show Less' })).toBeVisible();
    await afterFrames(page);
    expect(dialogs).toEqual([]);
  });
});

const messagePages = [
  ['/current-president-message', 'President Message', "President's Message", 'President'],
  [
    '/founder-advisor-message',
    'Founder Advisor Message',
    "Founder Advisor's Message",
    'Founder Advisor',
  ],
  [
    '/founder-president-message',
    'Founder President Message',
    "Founder President's Message",
    'Founder President',
  ],
] as const;

for (const [path, messageFrom, title, heading] of messagePages) {
  test.describe(path, () => {
    test('is titled with the role and shows the whole message, name, signature and LinkedIn', async ({
      page,
      request,
    }) => {
      const { message } = await apiData(
        request,
        `club/message/get?messageFrom=${encodeURIComponent(messageFrom)}`,
        clubMessageDataSchema,
      );
      await page.goto(path);
      await expect(page).toHaveTitle(new RegExp(`^${title}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(
        page.getByRole('heading', { level: 2, name: heading, exact: true }),
      ).toBeVisible();
      await expect(page.locator('.club-message .rich-text')).toContainText(
        htmlToText(sanitizeHtml(message.message)).split(/\s+/).slice(-5).join(' '),
      );
      await expect(page.locator('.club-message__name')).toHaveText(message.name);
      await expect(
        page.locator('.club-message').getByRole('link', { name: /LinkedIn/ }),
      ).toHaveAttribute('href', message.linkedinUrl);
      await expect(page.getByRole('button', { name: 'Show More' })).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}

const descriptionPages = [
  ['/guest-rules', 'guest-rules'],
  ['/dress-code', 'dress-code'],
  ['/timing', 'timing'],
  ['/feature-details', 'feature-details'],
] as const;

for (const [path, source] of descriptionPages) {
  test.describe(path, () => {
    test('shows its title, description and the PDF in a 600 px viewer', async ({
      page,
      request,
    }) => {
      const data = await apiData(request, `club/others/${source}/get`, descriptionDataSchema);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.content.title);
      // The viewer is in the page as served, with no script and no interaction
      // (public-area.md: 'an embedded PDF viewer (height 600px) if an attachment path exists').
      const viewer = page.locator('.pdf-viewer iframe');
      const pdf = mediaUrl(data.mediaPath, data.content.image)!;
      await expect(viewer).toHaveAttribute('src', `${pdf}#toolbar=0`);
      await expect(page.getByRole('link', { name: /document \(PDF\)/ })).toHaveAttribute(
        'href',
        pdf,
      );
      await expect(viewer).toHaveAttribute('height', String(PDF_VIEWER_HEIGHT));
      expect((await viewer.boundingBox())!.height).toBeCloseTo(PDF_VIEWER_HEIGHT, -1);
      await expectAccessible(page);
    });
  });
}

test('the privacy policy page shows the policy', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.locator('.rich-text')).toContainText('members');
  await expectAccessible(page);
});
