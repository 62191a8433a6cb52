import type { MiddlewareHandler } from 'hono';
import { tokenFromHeader } from '../auth/tokens.ts';
import type { StandIn, StandInEnv } from '../context.ts';
import type { MemberRecord } from '../db/members.ts';
import { fail } from './envelope.ts';

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** Hono environment of a member call (after `requireMember`): the member and their token. */
export interface MemberEnv {
  Variables: { member: MemberRecord; token: string };
}

/** Sets `member` and `token` from the Authorization header when its token is valid. */
export function identifyMember(standIn: StandIn): MiddlewareHandler<StandInEnv> {
  return async (c, next) => {
    const token = tokenFromHeader(c.req.header('authorization'));
    const memberId = token ? standIn.tokens.memberOf(token) : null;
    const member = memberId ? standIn.members.byId(memberId) : null;
    c.set('member', member);
    c.set('token', member ? token : null);
    await next();
  };
}

/**
 * Member calls: without a valid token the answer is 401 with the envelope. Handlers after it
 * read `c.get('member')` as a MemberRecord (their environment is MemberEnv).
 */
export const requireMember: MiddlewareHandler<MemberEnv> = async (c, next) => {
  // identifyMember (mounted on every v1 call) left null here for a missing or dead token.
  if (!(c.get('member') as MemberRecord | null)) return fail(c, 401, SESSION_EXPIRED);
  await next();
};
