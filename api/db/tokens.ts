import type { DatabaseSync } from 'node:sqlite';

/** The member tokens table (hashes only): add, find, revoke. */
export function tokenRows(db: DatabaseSync) {
  const insert = db.prepare('INSERT INTO tokens (hash, member_id, expires_at) VALUES (?, ?, ?)');
  const find = db.prepare('SELECT member_id FROM tokens WHERE hash = ? AND expires_at > ?');
  const purge = db.prepare('DELETE FROM tokens WHERE expires_at <= ?');
  const remove = db.prepare('DELETE FROM tokens WHERE hash = ?');
  const removeOthers = db.prepare('DELETE FROM tokens WHERE member_id = ? AND hash != ?');
  return {
    add(hash: string, memberId: string, expiresAt: number): void {
      insert.run(hash, memberId, expiresAt);
    },
    /** The member id of a live token hash, or null. */
    memberOf(hash: string, at: number): string | null {
      const row = find.get(hash, at);
      return row ? String(row.member_id) : null;
    },
    purge(before: number): void {
      purge.run(before);
    },
    remove(hash: string): void {
      remove.run(hash);
    },
    /** Removes every token of `memberId` but the one hashed `keepHash`. */
    removeOthers(memberId: string, keepHash: string): void {
      removeOthers.run(memberId, keepHash);
    },
  };
}
