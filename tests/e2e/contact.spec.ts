import { expect, test } from '@playwright/test';
import { enquiryRules } from '../../src/lib/enquiry.ts';
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

  test('an empty enquiry is not sent: every field says what it needs, at once, in plain words', async ({
    page,
  }) => {
    let sent = 0;
    await page.route('**/club/contact-us/submit', async (route) => {
      sent++;
      await route.continue();
    });
    await page.goto('/contact');
    const form = page.locator('form[data-enquiry]');
    // Every field is marked as needed, and shows its bounds.
    await expect(page.getByText('All fields are required.')).toBeVisible();
    // The mark after a needed field's label is seen, and not read with its name.
    const mark = await form
      .locator('label', { hasText: 'Phone' })
      .evaluate((label) => getComputedStyle(label, '::after').content);
    expect(mark).toContain('"*"');
    const hints = {
      'Full name': 'Up to 120 characters.',
      Email: 'We reply to this address, e.g. name@example.com.',
      Phone: '6 to 20 digits; spaces, dashes and a leading + are fine.',
      Message: 'Up to 2,000 characters.',
    } as const;
    for (const [label, hint] of Object.entries(hints)) {
      const field = form.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('required', '');
      await expect(field).toHaveAccessibleDescription(hint);
      await expect(form.locator('label', { hasText: label })).toHaveClass(/\bfield-required\b/);
    }

    await page.getByRole('button', { name: 'Send' }).click();
    const problems = [
      ['Full name', 'Please enter your full name.'],
      ['Email', 'Please enter your email address.'],
      ['Phone', 'Please enter your phone number.'],
      ['Message', 'Please write your message.'],
    ] as const;
    for (const [label, problem] of problems) {
      const field = form.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(`${hints[label]} ${problem}`);
      await expect(form.getByText(problem, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel('Full name')).toBeFocused();
    await expectAccessible(page);

    // The messages follow the typing; a wrong email address and phone number are named too.
    await fill(page);
    await page.getByLabel('Email').fill('rafiq@example');
    await page.getByLabel('Phone').fill('0171');
    await expect(form.getByText('Please enter your full name.')).toBeHidden();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
      `${hints.Email} ${enquiryRules.email.wrong}`,
    );
    await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(
      `${hints.Phone} ${enquiryRules.phone.wrong}`,
    );
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByLabel('Full name')).not.toHaveAttribute('aria-invalid');
    // A message over its bound is kept whole (never cut) and named.
    const long = 'Do you have a coach? '.repeat(100);
    await page.getByLabel('Message', { exact: true }).fill(long);
    await expect(form.getByLabel('Message', { exact: true })).toHaveAccessibleDescription(
      `${hints.Message} ${enquiryRules.message.wrong}`,
    );
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(long);
    expect(sent).toBe(0);
  });

  test("a refusal naming a field in the provider's words is told in plain words, under it", async ({
    page,
  }) => {
    await page.route('**/club/contact-us/submit', (route) =>
      route.fulfill({
        status: 400,
        json: { error: true, message: 'email: email must be a valid email address', data: null },
      }),
    );
    await page.goto('/contact');
    await fill(page);
    await page.getByRole('button', { name: 'Send' }).click();
    const plain = enquiryRules.email.refused;
    expect(plain).toBe(
      'The club could not accept this email address. Please check it and send again.',
    );
    const box = page.getByRole('status').filter({ hasText: plain });
    await expect(box).toHaveClass(/notice--error/);
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      `We reply to this address, e.g. name@example.com. ${plain}`,
    );
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByText('email must be a valid email address')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue('rafiq@example.com');
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
    // …and is brought back to the contact page once signed in.
    expect(new URL(page.url()).searchParams.get('next')).toBe('/contact');
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
