// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/lib/constants/messages.ts';
import { newPasswordChecks as checks } from '../../src/lib/members/new-password.ts';
import { fakeFetch, ok, refused } from './support/fake-fetch.ts';

const user = {
  name: 'Rahim Uddin',
  memCode: 'M-101',
  email: 'rahim@example.com',
  acNo: 'BC-101',
  mobile: '01712345678',
  membershipType: 'Life',
  image: null,
};
const loginAnswer = ok({ accessToken: 'token-123', user });

/** Fresh store modules (a new page load) with navigation watched and fetch faked. */
async function page(...replies: Parameters<typeof fakeFetch>) {
  vi.resetModules();
  const { fetch, seen } = fakeFetch(...replies);
  vi.stubGlobal('fetch', fetch);
  const { navigation } = await import('../../src/stores/navigation.ts');
  const go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
  const replace = vi.spyOn(navigation, 'replace').mockImplementation(() => {});
  const session = await import('../../src/stores/session.ts');
  const stopSession = session.$session.listen(() => {});
  stops.push(stopSession);
  return { seen, go, replace, session };
}

const stops: (() => void)[] = [];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/login');
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sign-in form', () => {
  it('shows both required messages on submit and sends nothing', async () => {
    const { seen } = await page(loginAnswer);
    const { signInForm } = await import('../../src/stores/sign-in.ts');
    expect(signInForm.$form.get().errors).toEqual({});
    expect(await signInForm.submit()).toBe(false);
    expect(signInForm.$form.get().errors).toEqual({
      acNo: messages.accountNoRequired,
      password: messages.passwordRequired,
    });
    signInForm.setField('acNo', 'BC-101');
    expect(signInForm.$form.get().errors).toEqual({ password: messages.passwordRequired });
    expect(seen).toHaveLength(0);
  });

  it("shows the provider's message and keeps what was typed", async () => {
    const { go } = await page(refused('Invalid account number or password', 401));
    const { signInForm } = await import('../../src/stores/sign-in.ts');
    signInForm.setField('acNo', 'BC-101');
    signInForm.setField('password', 'wrong');
    expect(await signInForm.submit()).toBe(false);
    expect(signInForm.$form.get()).toMatchObject({
      failure: 'Invalid account number or password',
      busy: false,
      values: { acNo: 'BC-101', password: 'wrong' },
    });
    expect(go).not.toHaveBeenCalled();
  });

  it.each([
    ['?next=%2Fmember-directory%3Fq%3D1', '/member-directory?q=1'],
    ['?next=https%3A%2F%2Fevil.example%2F', '/'],
    ['?next=%2F%2Fevil.example', '/'],
    ['', '/'],
  ])('signs in and goes to next (%s → %s), same-site only', async (search, target) => {
    window.history.replaceState(null, '', `/login${search}`);
    const { go, seen, session } = await page(loginAnswer);
    const { signInForm } = await import('../../src/stores/sign-in.ts');
    signInForm.setField('acNo', ' BC-101 ');
    signInForm.setField('password', 'club-demo-2026');
    const sending = signInForm.submit();
    expect(signInForm.$form.get().busy).toBe(true);
    expect(await signInForm.submit()).toBe(false); // the button is disabled: no second call
    expect(await sending).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toEqual({
      acNo: 'BC-101',
      password: 'club-demo-2026',
    });
    expect(session.$session.get()).toMatchObject({ loggedIn: true, token: 'token-123' });
    expect(go).toHaveBeenCalledWith(target);
  });
});

describe('one-time-code flow', () => {
  it('asks for a code, keeps the account and the masked message across pages, goes on', async () => {
    const { go, seen } = await page(ok(null, 'An OTP has been sent to 01712345678'));
    const flow = await import('../../src/stores/otp-flow.ts');
    expect(await flow.forgotPasswordForm.submit()).toBe(false);
    expect(flow.forgotPasswordForm.$form.get().errors).toEqual({
      acNo: messages.accountNoRequired,
    });
    flow.forgotPasswordForm.setField('acNo', 'BC-101');
    expect(await flow.forgotPasswordForm.submit()).toBe(true);
    expect(seen[0]?.body).toMatchObject({ acNo: 'BC-101' });
    expect(go).toHaveBeenCalledWith('/submit-otp');
    expect(sessionStorage.getItem('otpFlow')).not.toContain('01712345678');

    // /submit-otp is a new page load.
    await page();
    const next = await import('../../src/stores/otp-flow.ts');
    const stop = next.$otpFlow.listen(() => {});
    stops.push(stop);
    expect(next.$otpFlow.get()).toEqual({
      acNo: 'BC-101',
      message: 'An OTP has been sent to 0171****678',
    });
  });

  it.each([
    ['nothing stored', null],
    ['corrupt JSON', '{oops'],
    ['a wrong shape', JSON.stringify({ acNo: 5 })],
  ])('starts over at /forgot-password with %s', async (_, stored) => {
    if (stored !== null) sessionStorage.setItem('otpFlow', stored);
    const { replace } = await page();
    const flow = await import('../../src/stores/otp-flow.ts');
    flow.requireOtpFlow();
    expect(replace).toHaveBeenCalledWith('/forgot-password');
    const stop = flow.$otpFlow.listen(() => {});
    stops.push(stop);
    expect(flow.$otpFlow.get()).toEqual({ acNo: '', message: '' });
  });

  it('moves through the boxes and sends the code only when all four are filled', async () => {
    sessionStorage.setItem('otpFlow', JSON.stringify({ acNo: 'BC-101', message: 'sent' }));
    const { seen, go, session } = await page(loginAnswer);
    const flow = await import('../../src/stores/otp-flow.ts');
    flow.typeOtp(0, '1');
    expect(flow.$otpEntry.get()).toMatchObject({ boxes: ['1', '', '', ''], focus: 1 });
    await flow.submitOtp();
    expect(seen).toHaveLength(0);
    flow.eraseOtp(1);
    expect(flow.$otpEntry.get()).toMatchObject({ boxes: ['', '', '', ''], focus: 0 });
    flow.pasteOtp(0, 'a1b2');
    await flow.submitOtp();
    expect(seen[0]?.body).toEqual({ acNo: 'BC-101', otp: 'a1b2' });
    // Held, not signed in, until the new password is set.
    expect(session.$session.get()).toMatchObject({ loggedIn: false, token: 'token-123' });
    expect(go).toHaveBeenCalledWith('/reset-password');
  });

  it.each([
    ["the provider's message", refused('Invalid OTP'), 'Invalid OTP'],
    ['Something went wrong on no answer', new TypeError('offline'), messages.otpFailed],
  ])('a failed code shows %s and clears the boxes', async (_, reply, text) => {
    sessionStorage.setItem('otpFlow', JSON.stringify({ acNo: 'BC-101', message: 'sent' }));
    await page(reply);
    const flow = await import('../../src/stores/otp-flow.ts');
    flow.pasteOtp(0, '9999');
    await flow.submitOtp();
    expect(flow.$otpEntry.get()).toEqual({
      boxes: ['', '', '', ''],
      focus: 0,
      busy: false,
      failure: text,
    });
  });
});

describe('new password form', () => {
  it('shows both required messages', async () => {
    localStorage.setItem('access_token', 'held');
    await page();
    const { newPasswordForm } = await import('../../src/stores/new-password.ts');
    await newPasswordForm.submit();
    expect(newPasswordForm.$form.get().errors).toEqual({
      password: messages.newPasswordRequired,
      confirmPassword: messages.retypePassword,
    });
  });

  it('sets the password with the held token, signs in, ends the flow and goes home', async () => {
    localStorage.setItem('access_token', 'held-token');
    sessionStorage.setItem('otpFlow', JSON.stringify({ acNo: 'BC-101', message: 'sent' }));
    const { seen, go, session } = await page(ok(null, 'Password updated'));
    const { newPasswordForm } = await import('../../src/stores/new-password.ts');
    newPasswordForm.setField('password', 'new-pass-1');
    newPasswordForm.setField('confirmPassword', 'new-pass-1');
    expect(await newPasswordForm.submit()).toBe(true);
    expect(seen[0]?.url).toMatch(/\/profile\/set\/password$/);
    expect(seen[0]?.headers.authorization).toBe('Bearer held-token');
    expect(session.$session.get().loggedIn).toBe(true);
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(sessionStorage.getItem('otpFlow')).toBeNull();
    expect(go).toHaveBeenCalledWith('/');
  });

  it.each([
    ['short', 'short', { password: checks.tooShort }],
    ['', 'long-enough', { password: messages.newPasswordRequired }],
    ['long-enough', '', { confirmPassword: messages.retypePassword }],
    ['long-enough', 'long-enougH', { confirmPassword: checks.differ }],
    ['1234567', '1234567', { password: checks.tooShort }],
  ])(
    "password '%s', confirmation '%s': nothing is sent, %j is shown",
    async (password, confirmPassword, errors) => {
      localStorage.setItem('access_token', 'held-token');
      const { seen } = await page();
      const { newPasswordForm } = await import('../../src/stores/new-password.ts');
      newPasswordForm.setField('password', password);
      newPasswordForm.setField('confirmPassword', confirmPassword);
      expect(await newPasswordForm.submit()).toBe(false);
      expect(newPasswordForm.$form.get().errors).toEqual(errors);
      expect(seen).toEqual([]);
    },
  );

  it.each([
    {
      refusal: 'Choose a password you have not used before.',
      shown: 'Choose a password you have not used before.',
    },
    { refusal: 'password: password must be at least 10 characters', shown: checks.refused },
  ])("a provider's refusal $refusal shows as $shown", async ({ refusal, shown }) => {
    localStorage.setItem('access_token', 'held-token');
    await page(refused(refusal, 400));
    const { newPasswordForm } = await import('../../src/stores/new-password.ts');
    newPasswordForm.setField('password', 'new-pass-1');
    newPasswordForm.setField('confirmPassword', 'new-pass-1');
    expect(await newPasswordForm.submit()).toBe(false);
    expect(newPasswordForm.$form.get().failure).toBe(shown);
  });

  it('sends a visitor without any token to sign in', async () => {
    const { replace } = await page();
    const { requireTokenForNewPassword } = await import('../../src/stores/new-password.ts');
    requireTokenForNewPassword();
    expect(replace).toHaveBeenCalledWith('/login?next=%2Freset-password');
  });
});
