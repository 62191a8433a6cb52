import { expect, test } from '@playwright/test';
import { contactDataSchema } from '../../src/lib/schemas/club-pages.ts';
import { mediaUrl } from '../../src/lib/media.ts';
import { splitMobiles } from '../../src/lib/text/contact.ts';
import { documentPath, signInAs } from './fixtures.ts';
import { apiData, expectAccessible, memberToken } from './public-pages-support.ts';

const fill = async (page: import('@playwright/test').Page) => {
  await page.getByLabel('Full name').fill('Rafiq Islam');
  await page.getByLabel('Email').fill('rafiq@example.com');
  await page.getByLabel('Phone').fill('01711223344');
  await page
    .getByLabel('Message', { exact: true })
    .fill('Do you have a tennis coach for children?');
};

test.describe('Contact Us', () => {
  test('shows the email, each mobile number on its own line, and the address', async ({
    page,
    request,
  }) => {
    const { contactUs } = await apiData(request, 'club/contact-us/get', contactDataSchema);
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: contactUs.email })).toBeVisible();
    await expect(page.locator('.contact__mobile')).toHaveText(splitMobiles(contactUs.mobile));
    await expect(page.locator('.contact')).toContainText(contactUs.address);
    await expect(page.getByTitle('Map of the club')).toHaveAttribute('loading', 'lazy');
    await expectAccessible(page);
  });

  test('a sent enquiry shows green, resets the form and goes home after 3 seconds', async ({
    page,
  }) => {
    await page.goto('/contact');
    await fill(page);
    await page.getByRole('button', { name: 'Send' }).click();
    const box = page.getByRole('status');
    await expect(box).toHaveClass(/notice--ok/);
    await expect(box).toContainText('Thank you');
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(box).toBeHidden({ timeout: 2500 });
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
  });

  test('an answer with the error flag shows red and keeps what was typed', async ({ page }) => {
    await page.route('**/club/contact-us/submit', (route) =>
      route.fulfill({ json: { error: true, message: 'Please try again tomorrow.', data: null } }),
    );
    // The page's clock is ours: the 3 s after which a sent enquiry goes home pass at once.
    await page.clock.install();
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send' });
    await expect(async () => {
      await page.clock.runFor(100); // the page's scripts come after its first paint
      await expect(send).toBeVisible({ timeout: 100 });
    }).toPass();
    await fill(page);
    await send.click();
    const box = page.getByRole('status');
    await expect(box).toHaveText('Please try again tomorrow.');
    await expect(box).toHaveClass(/notice--error/);
    await expect(page.getByLabel('Full name')).toHaveValue('Rafiq Islam');
    await page.clock.runFor(5000);
    expect(new URL(page.url()).pathname).toBe('/contact');
    await expect(page.getByLabel('Full name')).toHaveValue('Rafiq Islam');
  });

  test('a network failure shows red and keeps what was typed', async ({ page }) => {
    await page.route('**/club/contact-us/submit', (route) => route.abort());
    await page.goto('/contact');
    await fill(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toHaveClass(/notice--error/);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'Do you have a tennis coach for children?',
    );
  });

  test('See More sends a visitor to the login page', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'See More' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  test('See More opens the contact attachment in a new tab for a member', async ({
    page,
    context,
    request,
  }) => {
    const token = await memberToken(request);
    const member = await apiData(request, 'club/contact-us/get', contactDataSchema, token);
    const attachment = mediaUrl(member.mediaPath, member.contactUs.attachment);
    expect(attachment).toMatch(/\.pdf\?expires=\d+&signature=/);
    await signInAs(page);
    await page.goto('/contact');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'See More' }).click(),
    ]);
    await tab.waitForURL((url) => documentPath(url.href) === documentPath(attachment));
  });
});
