import type { MiddlewareHandler } from 'hono';
import { tokenFromHeader } from '../auth/tokens.ts';
import type { StandIn, StandInEnv } from '../context.ts';
import { fail } from './envelope.ts';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** Sets `member` from the Authorization header when its token is valid (else null). */
export function identifyMember(standIn: StandIn): MiddlewareHandler<StandInEnv> {
  return async (c, next) => {
    const token = tokenFromHeader(c.req.header('authorization'));
    const memberId = token ? standIn.tokens.memberOf(token) : null;
    c.set('member', memberId ? standIn.members.byId(memberId) : null);
    await next();
  };
}

/** Member calls: without a valid token the answer is 401 with the envelope. */
export const requireMember: MiddlewareHandler<StandInEnv> = async (c, next) => {
  if (!c.get('member')) return fail(c, 401, SESSION_EXPIRED);
  await next();
};
