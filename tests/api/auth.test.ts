import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../api/demo-accounts.ts';
import { startStandIn, type StandInHarness } from './stand-in.ts';

// One seeded stand-in for the file: each case signs in with an account of its own, so the
// throttle and one-time-code counters of one case never reach another.
let api: StandInHarness;
beforeAll(async () => {
  api = await startStandIn();
});

const account = (acNo: string) => ({ acNo, password: DEMO_MEMBER.password });
const later = (ms: number) => (api.clock.now = new Date(api.clock.now.getTime() + ms));

describe('login', () => {
  it('answers a token and the user fields of the session', async () => {
    const { body } = await api.call('login', {
      body: { acNo: 'bc-101', password: DEMO_MEMBER.password },
    });
    expect(body.error).toBe(false);
    expect(body.data.accessToken).toMatch(/^[\w-]{43}$/);
    expect(body.data.user).toMatchObject({
      name: DEMO_MEMBER.name,
      acNo: DEMO_MEMBER.acNo,
      mobile: DEMO_MEMBER.mobile,
    });
    expect(Object.keys(body.data.user).sort()).toEqual(
      ['acNo', 'email', 'image', 'memCode', 'membershipType', 'mobile', 'name'].sort(),
    );
  });

  it('gives an unknown account and a wrong password the same message', async () => {
    const wrong = await api.call('login', { body: { acNo: 'BC-120', password: 'nope' } });
    const unknown = await api.call('login', { body: { acNo: 'ZZ-999', password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid account number or password.');
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('slows an account down after 5 wrong passwords with growing delays, never a lock', async () => {
    const member = account('BC-110');
    const wrong = () => api.call('login', { body: { ...member, password: 'wrong' } });
    for (let i = 0; i < 5; i++) expect((await wrong()).status).toBe(401);
    // The sixth try, even the right password, waits 1 s; each further failure doubles it.
    const early = await api.call('login', { body: member });
    expect(early.status).toBe(429);
    expect(early.body.message).toBe('Too many failed sign-ins. Try again in 1 second.');
    expect(early.headers.get('retry-after')).toBe('1');
    later(1000);
    expect((await wrong()).status).toBe(401);
    later(1000);
    const slower = await api.call('login', { body: member });
    expect(slower.status).toBe(429);
    expect(slower.headers.get('retry-after')).toBe('1');
    later(1000);
    expect((await api.call('login', { body: member })).body.error).toBe(false);
    // A success starts the count again.
    expect((await wrong()).status).toBe(401);
  });
});

describe('one-time code', () => {
  const requestCode = (acNo: string, init: { from?: string } = {}) =>
    api.call('login-with-otp', { ...init, body: { acNo, hashCode: 'club-website' } });
  const confirm = (acNo: string, otp: string) =>
    api.call('login-with-otp-confirm', { body: { acNo, otp } });

  it('sends a 4-digit code to the member’s 11-digit mobile and signs in with it once', async () => {
    const sent = await requestCode(DEMO_MEMBER.acNo);
    expect(sent.body).toMatchObject({ error: false });
    expect(sent.body.message).toContain(DEMO_MEMBER.mobile);
    expect(api.outbox.at(-1)?.mobile).toBe(DEMO_MEMBER.mobile);
    const code = api.lastCode();
    expect(code).toMatch(/^\d{4}$/);
    const first = await confirm(DEMO_MEMBER.acNo, code);
    expect(first.body.data.accessToken).toBeTruthy();
    expect(first.body.data.user.acNo).toBe(DEMO_MEMBER.acNo);
    // Single use: the same code does not sign in twice.
    expect((await confirm(DEMO_MEMBER.acNo, code)).body.error).toBe(true);
  });

  it('answers an unknown account with an error and sends nothing', async () => {
    const sent = api.outbox.length;
    const answer = await requestCode('ZZ-404');
    expect(answer.body.error).toBe(true);
    expect(api.outbox.length).toBe(sent);
  });

  it('voids the code after 5 wrong tries', async () => {
    await requestCode('BC-111');
    const code = api.lastCode();
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      expect((await confirm('BC-111', wrong)).body.message).toBe('The code is not correct.');
      later(30_000); // past the back-off between wrong codes
    }
    expect((await confirm('BC-111', code)).body.error).toBe(true);
  });

  it('expires the code after 5 minutes', async () => {
    await requestCode('BC-112');
    later(5 * 60_000 + 1);
    const answer = await confirm('BC-112', api.lastCode());
    expect(answer.body.error).toBe(true);
    expect(answer.body.message).toMatch(/expired/);
  });

  it('sends at most 5 codes an hour (429 after), and again an hour later', async () => {
    // From five addresses, so only the account's own limit is met.
    const from = (n: number) => ({ from: `198.51.100.${n}` });
    for (let i = 0; i < 5; i++)
      expect((await requestCode('BC-113', from(i))).body.error).toBe(false);
    const sixth = await requestCode('BC-113', from(6));
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/Too many codes/);
    later(61 * 60_000);
    expect((await requestCode('BC-113', from(7))).body.error).toBe(false);
  });

  it('lets the signed-in member set a new password, checking both fields', async () => {
    await requestCode('BC-114');
    const token = (await confirm('BC-114', api.lastCode())).body.data.accessToken;
    const mismatch = await api.call('profile/set/password', {
      token,
      body: { password: 'new-password-1', confirmPassword: 'other-password' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('The two passwords do not match.');
    const changed = await api.call('profile/set/password', {
      token,
      body: { password: 'new-password-1', confirmPassword: 'new-password-1' },
    });
    expect(changed.body.error).toBe(false);
    const signIn = (password: string) => api.call('login', { body: { acNo: 'BC-114', password } });
    expect((await signIn('new-password-1')).body.error).toBe(false);
    expect((await signIn(DEMO_MEMBER.password)).body.error).toBe(true);
  });
});

describe('tokens', () => {
  it('expire after their time to live', async () => {
    const token = await api.signIn(account('BC-115'));
    expect((await api.call('billing/balance/get', { token })).status).toBe(200);
    later(12 * 3600_000 + 1000);
    const expired = await api.call('billing/balance/get', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Your session has expired. Please log in again.');
  });
});
