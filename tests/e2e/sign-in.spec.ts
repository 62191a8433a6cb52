import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER } from '../../api/demo-accounts.ts';
import { messages } from '../../src/lib/constants/messages.ts';
import { maskMobile } from '../../src/lib/format/mobile.ts';
import { newPasswordChecks } from '../../src/lib/members/new-password.ts';
import { holdScripts, lastSentCode, signInAs, storedSession } from './fixtures.ts';
import { fillSignIn } from './member-pages-support.ts';
import { expectAccessible } from './public-pages-support.ts';
import { e2eStack } from './stack-env.ts';

const allCleared = (stored: Record<string, string | null>) =>
  Object.values(stored).every((value) => value === null);

test.describe('the route guard', () => {
  test('sends a visitor to /login and back to the asked page after signing in', async ({
    page,
  }) => {
    await page.goto('/employee-directory?from=menu');
    await expect(page).toHaveURL(/\/login\?next=%2Femployee-directory%3Ffrom%3Dmenu$/);
    await fillSignIn(page);
    await expect(page).toHaveURL(/\/employee-directory\?from=menu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Employee Directory' })).toBeVisible();
  });

  test('never follows a next that leaves the site', async ({ page }) => {
    await page.goto('/login?next=%2F%2Fevil.example%2Fsteal');
    await fillSignIn(page);
    await expect(page).toHaveURL(`${e2eStack.siteUrl}/`);
  });
});

test.describe('the sign-in form before its script runs', () => {
  // @chromium-only: Playwright cannot turn a page's scripts off in Firefox over WebDriver BiDi.
  test(
    'is in the page, and cannot be sent by the browser itself',
    {
      tag: '@chromium-only',
    },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/login');
      await expect(page.getByLabel('Account No')).toBeVisible();
      await expect(page.getByLabel('Password')).toBeVisible();
      // Sent without the script, the password would travel in the address.
      await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
      await context.close();
    },
  );

  test('keeps what was typed before the script ran, then signs in', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Account No').fill(DEMO_MEMBER.acNo);
    await page.getByLabel('Password').fill(DEMO_MEMBER.password);
    release();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${e2eStack.siteUrl}/`);
    await expect(page.locator('html')).toHaveAttribute('data-session', 'member');
  });
});

// @chromium-only: the slow phone is Chromium's CPU throttling (its DevTools protocol).
test.describe('on a phone six times slower than this machine', { tag: '@chromium-only' }, () => {
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  });

  test('typing as soon as the fields show and pressing Login signs in; the password is in no address', async ({
    page,
  }) => {
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Account No').fill(DEMO_MEMBER.acNo);
    await page.getByLabel('Password').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${e2eStack.siteUrl}/`);
    await expect(page.locator('html')).toHaveAttribute('data-session', 'member');
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address).not.toContain(DEMO_MEMBER.password);
  });

  test('a one-time code typed before the scripts take over is the code Submit checks', async ({
    page,
  }) => {
    // A member no other test asks a code for.
    const acNo = 'BC-121';
    const asked = await page.request.post(`${e2eStack.apiUrl}/login-with-otp`, {
      data: { acNo },
    });
    const { message } = (await asked.json()) as { message: string };
    const code = await codeSentTo(/\b\d{11}\b/.exec(message)![0]);
    await page.addInitScript(
      (flow) => sessionStorage.setItem('otpFlow', flow),
      JSON.stringify({ acNo, message: 'OTP sent' }),
    );
    const release = await holdScripts(page);
    await page.goto('/submit-otp', { waitUntil: 'commit' });
    // Before the scripts, the boxes do not move on by themselves: it all goes into the first.
    await codeBoxes(page).first().fill(code);
    release();
    const confirmed = page.waitForRequest((request) =>
      request.url().endsWith('/login-with-otp-confirm'),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await confirmed).postDataJSON()).toEqual({ acNo, otp: code });
    await expect(page).toHaveURL(/\/reset-password$/);
  });
});

test.describe('sign-in validation', () => {
  const cases = [
    { acNo: '', password: '', shown: [messages.accountNoRequired, messages.passwordRequired] },
    { acNo: DEMO_MEMBER.acNo, password: '', shown: [messages.passwordRequired] },
    { acNo: '', password: 'secret', shown: [messages.accountNoRequired] },
  ];
  for (const { acNo, password, shown } of cases) {
    test(`account '${acNo}', password '${password}' → ${shown.join(' + ')}`, async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByLabel('Account No')).toHaveAttribute('placeholder', 'ABC-1');
      await page.getByLabel('Account No').fill(acNo);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Login' }).click();
      for (const text of [messages.accountNoRequired, messages.passwordRequired]) {
        await expect(page.getByText(text, { exact: true })).toHaveCount(
          shown.includes(text) ? 1 : 0,
        );
      }
      await expect(page).toHaveURL(/\/login$/);
      // What was typed stays.
      await expect(page.getByLabel('Account No')).toHaveValue(acNo);
    });
  }

  test('forgot password needs the account number', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText(messages.accountNoRequired, { exact: true })).toBeVisible();
  });

  test('reset password needs both fields', async ({ page }) => {
    await signInAs(page);
    await page.goto('/reset-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(messages.newPasswordRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(messages.retypePassword, { exact: true })).toBeVisible();
  });

  // @chromium-only for now: in Firefox axe's run was cut by a navigation of the page (seen once,
  // not yet looked into: issue 56's report).
  test(
    'reset password: both fields marked, the rule shown, checked before anything is sent',
    {
      tag: '@chromium-only',
    },
    async ({ page }) => {
      let sent = 0;
      await page.route('**/profile/set/password', async (route) => {
        sent++;
        await route.continue();
      });
      await signInAs(page);
      await page.goto('/reset-password');
      const password = page.getByLabel('Password', { exact: true });
      const confirm = page.getByLabel('Confirm Password');
      for (const [field, hint] of [
        [password, 'At least 8 characters.'],
        [confirm, 'The same password again.'],
      ] as const) {
        await expect(field).toHaveAttribute('required', '');
        await expect(field).toHaveAccessibleDescription(hint);
      }
      await expect(page.locator('.member-form label.field-required')).toHaveText([
        'Password',
        'Confirm Password',
      ]);
      // Too short and not the same: both said at once, in plain words; nothing sent.
      await password.fill('short');
      await confirm.fill('shorter');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(password).toHaveAccessibleDescription(
        `At least 8 characters. ${newPasswordChecks.tooShort}`,
      );
      await password.fill('long enough');
      await expect(password).not.toHaveAttribute('aria-invalid');
      await expect(confirm).toHaveAccessibleDescription(
        `The same password again. ${newPasswordChecks.differ}`,
      );
      await expectAccessible(page);
      expect(sent).toBe(0);
    },
  );
});

test("a wrong password shows the provider's message", async ({ page }) => {
  await page.goto('/login');
  const answer = page.waitForResponse((response) => response.url().endsWith('/login'));
  await fillSignIn(page, { acNo: DEMO_MEMBER.acNo, password: 'not-the-password' });
  const { error, message } = await (await answer).json();
  expect(error).toBe(true);
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(page).toHaveURL(/\/login$/);
  expect(allCleared(await storedSession(page))).toBe(true);
});

/** The one-time code the stand-in "sent" to `mobile` (it may take a moment to be written). */
async function codeSentTo(mobile: string): Promise<string> {
  let code = '';
  await expect(async () => {
    code = await lastSentCode(mobile);
    expect(code).toMatch(/^\d{4}$/);
  }).toPass();
  return code;
}

const codeBoxes = (page: Page) =>
  page.getByRole('group', { name: 'One-time code' }).getByRole('textbox');

// @chromium-only: in Firefox over WebDriver BiDi, Playwright's route.fetch() of the code request
// was answered 502 by the forwarding (seen once, not yet looked into: issue 56's report).
test(
  'one-time code: masked number, boxes, a wrong code, then a new password signs in',
  {
    tag: '@chromium-only',
  },
  async ({ page }) => {
    // A member no other test signs in as: a new password ends the member's other sessions.
    // The reset keeps the demo password, so later runs are unaffected.
    const member = { acNo: 'BC-120', password: DEMO_MEMBER.password };
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.getByLabel('Account No').fill(member.acNo);
    // The answer is read on its way to the page: the page moves on to /submit-otp at once, and
    // a body read after that navigation is gone.
    const answered = new Promise<string>((resolve) => {
      void page.route('**/login-with-otp', async (route) => {
        const response = await route.fetch();
        resolve(((await response.json()) as { message: string }).message);
        await route.fulfill({ response });
      });
    });
    await page.getByRole('button', { name: 'Send Code' }).click();
    const codeAnswer = await answered;
    const mobile = /\b\d{11}\b/.exec(codeAnswer)![0];

    await expect(page).toHaveURL(/\/submit-otp$/);
    await expect(page.getByText(maskMobile(mobile))).toBeVisible();
    await expect(page.locator('main')).not.toContainText(mobile);
    const boxes = codeBoxes(page);
    await expect(boxes).toHaveCount(4);
    const code = await codeSentTo(mobile);

    // Typing moves on box by box; Backspace in an empty box goes back.
    await boxes.first().focus();
    await page.keyboard.type('12');
    await expect(boxes.nth(2)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(boxes.nth(1)).toBeFocused();
    await expect(boxes.nth(1)).toHaveValue('');

    // A wrong code: the provider's message, and the boxes are cleared.
    const wrong = code === '0000' ? '1111' : '0000';
    await boxes.first().focus();
    await page.keyboard.type(wrong);
    const refusal = page.waitForResponse((response) =>
      response.url().endsWith('/login-with-otp-confirm'),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    const { error, message } = await (await refusal).json();
    expect(error).toBe(true);
    await expect(page.getByRole('alert')).toHaveText(message);
    for (const box of await boxes.all()) await expect(box).toHaveValue('');

    // The flow survives a reload (sessionStorage).
    await page.reload();
    await expect(page.getByText(maskMobile(mobile))).toBeVisible();

    // A paste of four characters fills every box.
    await boxes.nth(2).focus();
    await paste(page, code);
    for (const [index, box] of (await boxes.all()).entries())
      await expect(box).toHaveValue(code[index] ?? '');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(messages.newPasswordRequired)).toBeVisible();
    // Passwords that differ: said before anything is sent.
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByLabel('Confirm Password').fill(`${member.password}-typo`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(newPasswordChecks.differ, { exact: true })).toBeVisible();
    await page.getByLabel('Confirm Password').fill(member.password);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await expect(page).toHaveURL(`${e2eStack.siteUrl}/`);
    const stored = await storedSession(page);
    expect(stored).toMatchObject({ isLoggedIn: 'true', acNo: member.acNo });
    await expect(page.locator('summary', { hasText: 'account menu' })).toBeVisible();
  },
);

/** Pastes `text` into the focused element as a clipboard paste does. */
async function paste(page: Page, text: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test.describe('logging out', () => {
  const places = [
    {
      where: 'the avatar menu',
      open: (page: Page) => page.locator('summary', { hasText: 'account menu' }).click(),
      scope: (page: Page) => page.locator('.avatar-menu'),
    },
    {
      where: 'the menu overlay',
      open: (page: Page) => page.getByRole('button', { name: 'Menu' }).click(),
      scope: (page: Page) => page.getByRole('dialog', { name: 'Main menu' }),
    },
    { where: 'the footer', open: async () => {}, scope: (page: Page) => page.locator('footer') },
  ];
  for (const { where, open, scope } of places) {
    test(`from ${where} clears every key, goes home, and the other tab follows`, async ({
      context,
    }) => {
      const page = await context.newPage();
      await signInAs(page);
      const other = await context.newPage();
      await other.goto('/notice-list');
      await expect(other.getByRole('heading', { level: 1, name: 'Club Notice' })).toBeVisible();
      const home = await context.newPage();
      await home.goto('/');
      await expect(home.locator('summary', { hasText: 'account menu' })).toBeVisible();

      // A page of one screen: an infinite list would grow (and move the footer) as it is reached.
      await page.goto('/billing-list');
      // What the member kept besides the session: the next person at the device finds none.
      const kept = () =>
        page.evaluate(() => [
          localStorage.getItem('cart'),
          localStorage.getItem('foodMenu'),
          sessionStorage.getItem('orderSession'),
        ]);
      await page.evaluate(() => {
        localStorage.setItem('cart', '{}');
        localStorage.setItem('foodMenu', '[]');
        sessionStorage.setItem('orderSession', '{}');
      });
      await open(page);
      // The site's own Log Out signs out at once: nothing asked, in every browser.
      await scope(page).getByRole('link', { name: 'Log Out' }).click();

      await expect(page).toHaveURL(`${e2eStack.siteUrl}/`);
      expect(allCleared(await storedSession(page))).toBe(true);
      expect(await kept()).toEqual([null, null, null]);
      await expect(page.getByRole('link', { name: 'Member Login' })).toBeVisible();
      // The other tabs: a member page goes to /login, a public page loses its member parts.
      await expect(other).toHaveURL(/\/login\?next=%2Fnotice-list$/);
      await expect(home.locator('summary', { hasText: 'account menu' })).toBeHidden();
      await expect(home.getByRole('link', { name: 'Member Login' })).toBeVisible();
    });
  }
});

test('a 401 mid-session signs out and shows the notice on /login', async ({ page }) => {
  await signInAs(page);
  await page.goto('/member-directory');
  await expect(page.getByRole('list', { name: 'Members' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('access_token', 'no-longer-valid'));
  await page.goto('/employee-directory');
  await expect(page).toHaveURL(/\/login\?next=%2Femployee-directory$/);
  await expect(page.getByRole('status').filter({ hasText: messages.sessionExpired })).toBeVisible();
  expect(allCleared(await storedSession(page))).toBe(true);
  await fillSignIn(page);
  await expect(page).toHaveURL(/\/employee-directory$/);
  await expect(page.getByText(messages.sessionExpired)).toBeHidden();
});

// @chromium-only: Playwright's route.fetch() of the login's POST comes back refused by the
// forwarding in Firefox over WebDriver BiDi (as the one-time code's does), so the answer
// cannot be rewritten there; the avatar's code is the same in every browser.
test(
  "the avatar: a picture the provider names by file alone shows, through the API's image proxy",
  { tag: '@chromium-only' },
  async ({ page }) => {
    // A provider whose login answers `user.image` as a file name on its media host.
    let name = '';
    await page.goto('/login');
    await page.route('**/login', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const answer = await route.fetch();
      const body = await answer.json();
      const image = new URL(body.data.user.image as string);
      name = image.pathname.replace(/^\/web\/media\//, '');
      body.data.user.image = name;
      await route.fulfill({ response: answer, json: body });
    });
    const proxied: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/image-proxy?')) proxied.push(request.url());
    });
    await fillSignIn(page, DEMO_MEMBER);
    await expect(page).toHaveURL(`${e2eStack.siteUrl}/`);
    expect(name).not.toMatch(/^$|^https?:/);
    const avatar = page.getByRole('banner').locator('img[data-session-avatar]');
    await expect
      .poll(() =>
        avatar.evaluate((image: HTMLImageElement) =>
          image.complete && image.naturalWidth > 0 ? image.src.slice(0, 11) : 'not shown',
        ),
      )
      .toBe('data:image/');
    // The name made absolute on the provider's media host (api-contract.md, Media), then proxied.
    const asked = new URL(proxied[0]!).searchParams.get('url');
    expect(asked).toBe(`${new URL(e2eStack.apiUrl).origin}/web/uploads/${name}`);
  },
);
