import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { tokenRows } from '../db/tokens.ts';

/** sha256 of a secret, so a leaked database holds no usable token or code. */
export const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Issues, checks and revokes member access tokens (random 256 bits, stored hashed). */
export function tokenStore(db: DatabaseSync, now: () => Date, ttlSeconds: number) {
  const rows = tokenRows(db);
  return {
    /** A new token for `memberId`. */
    issue(memberId: string): string {
      const token = randomBytes(32).toString('base64url');
      rows.purge(now().getTime());
      rows.add(digest(token), memberId, now().getTime() + ttlSeconds * 1000);
      return token;
    },
    /** The member id a token belongs to, or null when unknown or expired. */
    memberOf(token: string): string | null {
      if (!token || token.length > 200) return null;
      return rows.memberOf(digest(token), now().getTime());
    },
    /** Ends one token (log out). */
    revoke(token: string): void {
      rows.remove(digest(token));
    },
    /** Ends every token of `memberId` except `kept` (a password change). */
    revokeOthers(memberId: string, kept: string): void {
      rows.removeOthers(memberId, digest(kept));
    },
  };
}

/** The token of an Authorization header: 'Bearer <t>' or the bare token. */
export function tokenFromHeader(header: string | undefined): string {
  const value = (header ?? '').trim();
  return value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value;
}
