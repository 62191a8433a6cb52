import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { otpStore } from '../auth/otp.ts';
import { hashPassword, UNUSABLE_HASH, verifyPassword } from '../auth/passwords.ts';
import { loginThrottle } from '../auth/throttle.ts';
import type { StandIn, StandInEnv } from '../context.ts';
import type { MemberRecord } from '../db/members.ts';
import { fail, ok } from '../http/envelope.ts';
import { requireMember } from '../http/member-auth.ts';
import { readBody } from '../http/validate.ts';

const acNo = z.string().trim().min(1, 'acNo is required').max(40, 'acNo is too long');
const credentials = z.object({
  acNo,
  password: z.string().min(1, 'password is required').max(200),
});
const otpRequest = z.object({ acNo, hashCode: z.string().max(200).optional() });
const otpConfirm = z.object({
  acNo,
  otp: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'otp must be the 4-digit code'),
});
const newPassword = z
  .object({
    password: z.string().min(8, 'password must be at least 8 characters').max(200),
    confirmPassword: z.string().max(200),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: 'The two passwords do not match.',
  });

const WRONG_CREDENTIALS = 'Invalid account number or password.';

/** The remote address of a request (tests through app.request have none). */
function addressOf(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

/** Sign-in by password or one-time code, and setting a new password. */
export function authRoutes(standIn: StandIn) {
  const auth = new Hono<StandInEnv>();
  const throttle = loginThrottle(standIn.db, standIn.now);
  const otp = otpStore(standIn.db, standIn.now);
  const signedIn = (c: Context, member: MemberRecord, message: string) =>
    ok(
      c,
      {
        accessToken: standIn.tokens.issue(member._id),
        user: {
          name: member.name,
          memCode: member.memCode,
          email: member.email,
          acNo: member.acNo,
          mobile: member.mobile,
          membershipType: member.membershipType,
          image: member.image ? `${standIn.mediaPath}${member.image}` : '',
        },
      },
      message,
    );

  auth.post('login', async (c) => {
    const body = await readBody(c, credentials);
    const account = `account:${body.acNo.toLowerCase()}`;
    const subjects = [account, `address:${addressOf(c)}`];
    const wait = throttle.lockedFor(subjects);
    if (wait > 0) return fail(c, 429, `Too many failed attempts. Try again in ${wait} minutes.`);
    const found = standIn.members.byAcNo(body.acNo);
    // Unknown accounts cost a hash too, so timing does not tell which accounts exist.
    const matched = await verifyPassword(body.password, found?.passwordHash ?? UNUSABLE_HASH);
    if (!found || !matched) {
      throttle.fail(subjects);
      return fail(c, 401, WRONG_CREDENTIALS);
    }
    throttle.succeed(account);
    return signedIn(c, found.member, 'Logged in successfully.');
  });

  auth.post('login-with-otp', async (c) => {
    const body = await readBody(c, otpRequest);
    const found = standIn.members.byAcNo(body.acNo);
    if (!found) return fail(c, 404, 'No member has that account number.');
    if (!otp.mayIssue(found.member._id)) {
      return fail(c, 429, 'Too many codes were requested. Try again in an hour.');
    }
    const code = otp.issue(found.member._id);
    await standIn.sms.send(
      found.member.mobile,
      `Your club sign-in code is ${code}. It expires in 5 minutes.`,
    );
    return ok(c, null, `A one-time code has been sent to ${found.member.mobile}.`);
  });

  auth.post('login-with-otp-confirm', async (c) => {
    const body = await readBody(c, otpConfirm);
    const found = standIn.members.byAcNo(body.acNo);
    if (!found) return fail(c, 404, 'No member has that account number.');
    const result = otp.check(found.member._id, body.otp);
    if (result === 'ok') return signedIn(c, found.member, 'Code confirmed.');
    const reasons = {
      wrong: 'The code is not correct.',
      expired: 'The code has expired. Please ask for a new one.',
      none: 'There is no live code for this account. Please ask for a new one.',
    };
    return fail(c, 400, reasons[result]);
  });

  auth.post('profile/set/password', requireMember, async (c) => {
    const body = await readBody(c, newPassword);
    const member = c.get('member') as MemberRecord;
    standIn.members.setPasswordHash(member._id, await hashPassword(body.password));
    return ok(c, null, 'Your password has been changed.');
  });
  return auth;
}
