import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { limits, type Check } from '../auth/limits.ts';
import { otpStore } from '../auth/otp.ts';
import { hashPassword, unusableHash, verifyPassword } from '../auth/passwords.ts';
import type { StandIn, StandInEnv } from '../context.ts';
import type { MemberRecord } from '../db/members.ts';
import { clientAddress } from '../http/client-address.ts';
import { fail, ok, tooMany } from '../http/envelope.ts';
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
    password: z
      .string()
      .min(8, 'Please use at least 8 characters.')
      .max(200, 'Please use at most 200 characters.'),
    confirmPassword: z.string().max(200, 'Please use at most 200 characters.'),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: 'The two passwords do not match.',
  });

const WRONG_CREDENTIALS = 'Invalid account number or password.';
const EVERYONE = '*';

/** Sign-in by password or one-time code, setting a new password, and logging out. */
export function authRoutes(standIn: StandIn) {
  const auth = new Hono<StandInEnv>();
  const { guard } = standIn;
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
    const account: Check = [limits.loginAccount, body.acNo.toLowerCase()];
    const address: Check = [limits.loginAddress, clientAddress(c, standIn.forwarders)];
    // The attempt is counted before the slow hash, in the same step as the check: parallel
    // wrong passwords cannot all slip through a check none of them has been counted in.
    const admitted = guard.admit([account, address]);
    if (admitted.refused) {
      return tooMany(
        c,
        admitted.refused.waitMs,
        (wait) => `Too many failed sign-ins. Try again in ${wait}.`,
      );
    }
    const found = standIn.members.byAcNo(body.acNo);
    // Unknown accounts cost a hash too, so timing does not tell which accounts exist.
    const matched = await verifyPassword(body.password, found?.passwordHash ?? unusableHash());
    if (!found || !matched) return fail(c, 401, WRONG_CREDENTIALS);
    guard.forget(account);
    guard.undo(admitted.ids);
    return signedIn(c, found.member, 'Logged in successfully.');
  });

  auth.post('login-with-otp', async (c) => {
    const body = await readBody(c, otpRequest);
    const found = standIn.members.byAcNo(body.acNo);
    // The answer names the member's number (the contract's shape): requests are counted per
    // address and in all, known account or not, so numbers cannot be collected in bulk.
    const checks: Check[] = [
      [limits.codeRequestAddress, clientAddress(c, standIn.forwarders)],
      [limits.codeRequestAll, EVERYONE],
    ];
    if (found) {
      checks.push([limits.codeRequestAccountHour, found.member._id]);
      checks.push([limits.codeRequestAccountDay, found.member._id]);
    }
    const admitted = guard.admit(checks);
    if (admitted.refused) {
      return tooMany(c, admitted.refused.waitMs, (wait) =>
        admitted.refused.locked
          ? `Too many codes were requested. Try again in ${wait}.`
          : `Please wait ${wait} before asking for another code.`,
      );
    }
    if (!found) return fail(c, 404, 'No member has that account number.');
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
    const wrongCodes: Check[] = [
      [limits.wrongCodeAccount, found.member._id],
      [limits.wrongCodeAddress, clientAddress(c, standIn.forwarders)],
      [limits.wrongCodeAll, EVERYONE],
    ];
    // Check, compare and count happen in one synchronous step (nothing awaits between).
    const refused = guard.refusal(wrongCodes);
    if (refused) {
      return tooMany(c, refused.waitMs, (wait) =>
        !refused.locked
          ? `Please wait ${wait} before trying another code.`
          : refused.limit === limits.wrongCodeAll
            ? `Sign-in by code is paused after too many wrong codes. Please sign in with your password, or try again in ${wait}.`
            : `Too many wrong codes. Sign-in by code is locked; please sign in with your password, or try again in ${wait}.`,
      );
    }
    const result = otp.check(found.member._id, body.otp);
    if (result === 'ok') {
      guard.forget(wrongCodes[0]!);
      return signedIn(c, found.member, 'Code confirmed.');
    }
    if (result === 'wrong') guard.record(wrongCodes);
    const reasons = {
      wrong: 'The code is not correct.',
      expired: 'The code has expired. Please ask for a new one.',
      none: 'There is no live code for this account. Please ask for a new one.',
    };
    return fail(c, 400, reasons[result]);
  });

  auth.post('profile/set/password', requireMember, async (c) => {
    const body = await readBody(c, newPassword);
    const member = c.get('member');
    standIn.members.setPasswordHash(member._id, await hashPassword(body.password));
    // Every other session ends (a stolen token dies with the old password); the one that
    // made the change stays, as the site stays signed in after it (members-area.md §4).
    standIn.tokens.revokeOthers(member._id, c.get('token'));
    return ok(c, null, 'Your password has been changed.');
  });

  // Not in the contract: the site calls it on Log Out and carries on when a provider lacks it.
  auth.post('logout', requireMember, (c) => {
    standIn.tokens.revoke(c.get('token'));
    return ok(c, null, 'You have been logged out.');
  });
  return auth;
}
