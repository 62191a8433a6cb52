import { beforeEach, describe, expect, it } from 'vitest';
import { attemptGuard, limits, waitInWords, type Limit } from '../../api/auth/limits.ts';
import { DEMO_MEMBER } from '../../api/demo-accounts.ts';
import { openDatabase } from '../../api/db/open.ts';
import { startStandIn, type StandInHarness } from './stand-in.ts';

// Issue 15, points 9, 10, 11 and 14: sign-in by password and by one-time code, bounded.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

let api: StandInHarness;
beforeEach(async () => {
  api = await startStandIn();
});
const later = (ms: number) => (api.clock.now = new Date(api.clock.now.getTime() + ms));
const login = (acNo: string, password: string, from?: string) =>
  api.call('login', { body: { acNo, password }, from });
const requestCode = (acNo: string, from?: string) =>
  api.call('login-with-otp', { body: { acNo, hashCode: 'club-website' }, from });
const confirm = (acNo: string, otp: string, from?: string) =>
  api.call('login-with-otp-confirm', { body: { acNo, otp }, from });
const wrongFor = (code: string) => (code === '0000' ? '1111' : '0000');
type Answer = Awaited<ReturnType<StandInHarness['call']>>;

/** Sends again after each 'Please wait …' (a back-off), moving the clock on: the final answer. */
async function patiently(send: () => Promise<Answer>): Promise<Answer> {
  for (;;) {
    const answer = await send();
    if (answer.status !== 429 || !answer.body.message.startsWith('Please wait')) return answer;
    later(Number(answer.headers.get('retry-after')) * SECOND);
  }
}

describe('attemptGuard', () => {
  const rule: Limit = { kind: 'test', windowMs: HOUR, free: 2, delayMs: SECOND, cap: 5 };

  it('lets `free` attempts through, then doubles the wait, then locks at the cap', () => {
    let now = new Date('2030-01-01T10:00:00Z');
    const guard = attemptGuard(openDatabase(':memory:'), () => now);
    const step = (ms: number) => (now = new Date(now.getTime() + ms));
    const admit = () => guard.admit([[rule, 'x']]);
    expect(admit().refused).toBeNull();
    expect(admit().refused).toBeNull();
    expect(admit().refused).toMatchObject({ waitMs: SECOND, locked: false });
    step(SECOND);
    expect(admit().refused).toBeNull(); // third attempt
    expect(admit().refused).toMatchObject({ waitMs: 2 * SECOND, locked: false });
    step(2 * SECOND);
    expect(admit().refused).toBeNull(); // fourth
    step(4 * SECOND);
    expect(admit().refused).toBeNull(); // fifth: the cap
    step(10 * MINUTE);
    const locked = admit().refused;
    expect(locked).toMatchObject({ locked: true });
    expect(locked!.waitMs).toBe(HOUR - 10 * MINUTE - 7 * SECOND);
    // A refusal records nothing; another subject is not touched.
    expect(guard.admit([[rule, 'y']]).refused).toBeNull();
    step(HOUR);
    expect(admit().refused).toBeNull();
  });

  it.each([
    [400, '1 second'],
    [40 * SECOND, '40 seconds'],
    [3 * MINUTE, '3 minutes'],
    [5 * HOUR - 1, '5 hours'],
  ])('says %i ms as %j', (ms, words) => {
    expect(waitInWords(ms)).toBe(words);
  });
});

describe('password sign-in', () => {
  it('counts 30 parallel wrong passwords before hashing: only 5 are tried', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login('BC-120', 'wrong-password')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(limits.loginAccount.free);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - limits.loginAccount.free);
  });

  it('refuses a body that is not application/json with 415, counting nothing', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      for (let i = 0; i < 6; i++) {
        const { status, body } = await api.call('login', {
          body: { acNo: 'BC-121', password: 'wrong' },
          contentType,
        });
        expect(status).toBe(415);
        expect(body).toMatchObject({
          error: true,
          message: 'The request body must be sent as application/json.',
        });
      }
    }
    // Another site's page could send those without a preflight: the member is not slowed.
    const right = await login('BC-121', DEMO_MEMBER.password);
    expect(right.body.error).toBe(false);
  });

  it('accepts application/json with a charset', async () => {
    const { body } = await api.call('login', {
      body: { acNo: 'BC-122', password: DEMO_MEMBER.password },
      contentType: 'application/json; charset=utf-8',
    });
    expect(body.error).toBe(false);
  });

  it('slows one address trying many accounts, without touching other addresses', async () => {
    for (let i = 0; i < limits.loginAddress.free; i++) {
      expect((await login(`BC-${130 + i}`, 'wrong', '203.0.113.9')).status).toBe(401);
    }
    expect((await login('BC-165', DEMO_MEMBER.password, '203.0.113.9')).status).toBe(429);
    expect((await login('BC-165', DEMO_MEMBER.password, '203.0.113.10')).body.error).toBe(false);
  });
});

describe('one-time code guesses', () => {
  /** Requests a code for `acNo` from a fresh address; the code sent. */
  let sender = 0;
  async function freshCode(acNo: string): Promise<string> {
    sender += 1;
    expect((await requestCode(acNo, `198.51.100.${sender}`)).body.error).toBe(false);
    return api.lastCode();
  }

  it('makes each guess after the third wait longer (back-off)', async () => {
    const code = await freshCode('BC-123');
    for (let i = 0; i < 3; i++) expect((await confirm('BC-123', wrongFor(code))).status).toBe(400);
    const early = await confirm('BC-123', code);
    expect(early.status).toBe(429);
    expect(early.body.message).toBe('Please wait 2 seconds before trying another code.');
    later(2 * SECOND);
    expect((await confirm('BC-123', code)).body.error).toBe(false);
  });

  it('locks an account after 10 wrong codes a day, even for the right code, with a message', async () => {
    for (let round = 0; round < 2; round++) {
      const code = await freshCode('BC-124');
      for (let i = 0; i < 5; i++) {
        expect((await patiently(() => confirm('BC-124', wrongFor(code)))).status).toBe(400);
      }
    }
    const code = await freshCode('BC-124');
    const locked = await patiently(() => confirm('BC-124', code));
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(
      /^Too many wrong codes\. Sign-in by code is locked; please sign in with your password, or try again in \d+ hours\.$/,
    );
    // The password still works, and the lock ends a day after the first wrong code.
    expect((await login('BC-124', DEMO_MEMBER.password)).body.error).toBe(false);
    later(24 * HOUR);
    expect((await confirm('BC-124', await freshCode('BC-124'))).body.error).toBe(false);
  });

  it('locks one address after 30 wrong codes a day across accounts', async () => {
    const from = '203.0.113.77';
    for (let n = 0; n < limits.wrongCodeAddress.cap; n++) {
      later(15 * MINUTE); // past the address's longest back-off, before the code is sent
      const acNo = `BC-${104 + n}`;
      const code = await freshCode(acNo);
      expect((await confirm(acNo, wrongFor(code), from)).status).toBe(400);
    }
    later(15 * MINUTE);
    const code = await freshCode('BC-160');
    const locked = await confirm('BC-160', code, from);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many wrong codes\./);
    expect((await confirm('BC-160', code, '203.0.113.78')).body.error).toBe(false);
  });

  it('pauses sign-in by code for everyone after 100 wrong codes a day', async () => {
    let guesses = 0;
    for (let n = 0; guesses < limits.wrongCodeAll.cap; n++) {
      const acNo = `BC-${104 + n}`;
      const code = await freshCode(acNo);
      for (let i = 0; i < 3 && guesses < limits.wrongCodeAll.cap; i++, guesses++) {
        const from = `10.1.${n}.${i}`;
        expect((await patiently(() => confirm(acNo, wrongFor(code), from))).status).toBe(400);
      }
    }
    const code = await freshCode(DEMO_MEMBER.acNo);
    const paused = await patiently(() => confirm(DEMO_MEMBER.acNo, code, '10.9.9.9'));
    expect(paused.status).toBe(429);
    expect(paused.body.message).toMatch(
      /^Sign-in by code is paused after too many wrong codes\. Please sign in with your password/,
    );
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('code requests', () => {
  it('makes one address wait between requests after five, and stops it at twenty an hour', async () => {
    const from = '203.0.113.50';
    const started = api.clock.now.getTime();
    for (let i = 0; i < 5; i++) expect((await requestCode(`BC-${140 + i}`, from)).status).toBe(200);
    const early = await requestCode('BC-150', from);
    expect(early.status).toBe(429);
    expect(early.body.message).toBe('Please wait 10 seconds before asking for another code.');
    for (let i = 5; i < limits.codeRequestAddress.cap; i++) {
      expect((await patiently(() => requestCode(`BC-${140 + i}`, from))).status).toBe(200);
    }
    expect(api.clock.now.getTime() - started).toBeLessThan(HOUR);
    const capped = await patiently(() => requestCode('BC-166', from));
    expect(capped.status).toBe(429);
    expect(capped.body.message).toMatch(/^Too many codes were requested\. Try again in/);
    expect(capped.body.message).not.toMatch(/\d{11}/);
  });

  it('counts requests for unknown accounts too (no free harvesting of numbers)', async () => {
    const from = '203.0.113.60';
    for (let i = 0; i < 5; i++) expect((await requestCode(`ZZ-${i}`, from)).status).toBe(404);
    expect((await requestCode(DEMO_MEMBER.acNo, from)).status).toBe(429);
  });

  it('stops every address at 200 codes an hour in all', async () => {
    for (let i = 0; i < limits.codeRequestAll.cap; i++) {
      expect((await requestCode(`ZZ-${i}`, `10.2.${i >> 8}.${i & 255}`)).status).toBe(404);
    }
    const stopped = await requestCode(DEMO_MEMBER.acNo, '10.3.0.1');
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toMatch(/^Too many codes were requested\./);
    later(HOUR);
    expect((await requestCode(DEMO_MEMBER.acNo, '10.3.0.1')).status).toBe(200);
  });
});
