import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/** sha256 of a secret, so a leaked database holds no usable token or code. */
export const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Issues and checks member access tokens (random 256 bits, stored hashed, with expiry). */
export function tokenStore(db: DatabaseSync, now: () => Date, ttlSeconds: number) {
  const insert = db.prepare('INSERT INTO tokens (hash, member_id, expires_at) VALUES (?, ?, ?)');
  const find = db.prepare('SELECT member_id FROM tokens WHERE hash = ? AND expires_at > ?');
  const purge = db.prepare('DELETE FROM tokens WHERE expires_at <= ?');
  return {
    /** A new token for `memberId`. */
    issue(memberId: string): string {
      const token = randomBytes(32).toString('base64url');
      purge.run(now().getTime());
      insert.run(digest(token), memberId, now().getTime() + ttlSeconds * 1000);
      return token;
    },
    /** The member id a token belongs to, or null when unknown or expired. */
    memberOf(token: string): string | null {
      if (!token || token.length > 200) return null;
      const row = find.get(digest(token), now().getTime());
      return row ? String(row.member_id) : null;
    },
  };
}

/** The token of an Authorization header: 'Bearer <t>' or the bare token. */
export function tokenFromHeader(header: string | undefined): string {
  const value = (header ?? '').trim();
  return value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value;
}
