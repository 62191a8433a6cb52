import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../api/demo-accounts.ts';
import { startStandIn, type StandInHarness } from './stand-in.ts';

let api: StandInHarness;
beforeEach(async () => {
  api = await startStandIn();
});

const MEMBER = { acNo: 'BC-110', password: DEMO_MEMBER.password };

describe('login', () => {
  it('answers a token and the user fields of the session', async () => {
    const { body } = await api.call('login', {
      body: { acNo: 'bc-101', password: DEMO_MEMBER.password },
    });
    expect(body.error).toBe(false);
    expect(body.data.accessToken).toMatch(/^[\w-]{43}$/);
    expect(Object.keys(body.data.user).sort()).toEqual(
      ['acNo', 'email', 'image', 'memCode', 'membershipType', 'mobile', 'name'].sort(),
    );
  });

  it('gives an unknown account and a wrong password the same message', async () => {
    const wrong = await api.call('login', { body: { acNo: 'BC-101', password: 'nope' } });
    const unknown = await api.call('login', { body: { acNo: 'ZZ-999', password: 'nope' } });
    expect(wrong.body.message).toBe('Invalid account number or password.');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('throttles an account after 5 wrong passwords with 429, even for the right one', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await api.call('login', { body: { ...MEMBER, password: 'wrong' } })).status).toBe(
        401,
      );
    }
    const locked = await api.call('login', { body: MEMBER });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed attempts\. Try again in \d+ minutes\./);
    api.clock.now = new Date(api.clock.now.getTime() + 16 * 60_000);
    expect((await api.call('login', { body: MEMBER })).body.error).toBe(false);
  });
});

describe('one-time code', () => {
  const requestCode = () =>
    api.call('login-with-otp', { body: { acNo: MEMBER.acNo, hashCode: 'club-website' } });
  const confirm = (otp: string) =>
    api.call('login-with-otp-confirm', { body: { acNo: MEMBER.acNo, otp } });

  it('sends a 4-digit code to the member’s 11-digit mobile and signs in with it once', async () => {
    const sent = await requestCode();
    expect(sent.body.message).toMatch(/\b01\d{9}\b/);
    expect(api.outbox.at(-1)?.mobile).toMatch(/^01\d{9}$/);
    const code = api.lastCode();
    expect(code).toMatch(/^\d{4}$/);
    const first = await confirm(code);
    expect(first.body.data.accessToken).toBeTruthy();
    expect((await confirm(code)).body.error).toBe(true);
  });

  it('voids the code after 5 wrong tries', async () => {
    await requestCode();
    const code = api.lastCode();
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++)
      expect((await confirm(wrong)).body.message).toBe('The code is not correct.');
    expect((await confirm(code)).body.error).toBe(true);
  });

  it('expires the code after 5 minutes', async () => {
    await requestCode();
    api.clock.now = new Date(api.clock.now.getTime() + 5 * 60_000 + 1);
    expect((await confirm(api.lastCode())).body.message).toMatch(/expired/);
  });

  it('sends at most 5 codes an hour (429 after)', async () => {
    for (let i = 0; i < 5; i++) expect((await requestCode()).body.error).toBe(false);
    const sixth = await requestCode();
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/Too many codes/);
  });

  it('lets the signed-in member set a new password, checking both fields', async () => {
    await requestCode();
    const token = (await confirm(api.lastCode())).body.data.accessToken;
    const mismatch = await api.call('profile/set/password', {
      token,
      body: { password: 'new-password-1', confirmPassword: 'other' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('The two passwords do not match.');
    await api.call('profile/set/password', {
      token,
      body: { password: 'new-password-1', confirmPassword: 'new-password-1' },
    });
    expect(
      (await api.call('login', { body: { acNo: MEMBER.acNo, password: 'new-password-1' } })).body
        .error,
    ).toBe(false);
  });
});

describe('tokens', () => {
  it('expire after their time to live', async () => {
    const token = await api.signIn();
    api.clock.now = new Date(api.clock.now.getTime() + 12 * 3600_000 + 1000);
    expect((await api.call('billing/balance/get', { token })).status).toBe(401);
  });
});
