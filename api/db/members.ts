import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';

/** A member's directory record, as stored and as `member-directory` answers it. */
const memberRecord = z.object({
  _id: z.string(),
  name: z.string(),
  acNo: z.string(),
  memCode: z.string(),
  image: z.string(),
  membershipDate: z.string(),
  membershipType: z.string(),
  mobile: z.string(),
  email: z.string(),
  presentAddress: z.string(),
});
export type MemberRecord = z.infer<typeof memberRecord>;

/** Reads members by id or account number, and lists them in seeded order. */
export function memberStore(db: DatabaseSync) {
  const byId = db.prepare('SELECT body FROM members WHERE id = ?');
  const byAcNo = db.prepare('SELECT id, password_hash, body FROM members WHERE ac_no = ?');
  const all = db.prepare('SELECT body FROM members ORDER BY position');
  const count = db.prepare('SELECT COUNT(*) AS n FROM members');
  const insert = db.prepare(
    'INSERT INTO members (id, ac_no, password_hash, position, body) VALUES (?, ?, ?, ?, ?)',
  );
  const insertBalance = db.prepare(
    'INSERT INTO balances (member_id, balance, dues, credit_limit) VALUES (?, ?, ?, ?)',
  );
  const setHash = db.prepare('UPDATE members SET password_hash = ? WHERE id = ?');
  const balance = db.prepare(
    'SELECT balance, dues, credit_limit FROM balances WHERE member_id = ?',
  );
  const parse = (body: unknown) => memberRecord.parse(JSON.parse(String(body)));
  return {
    byId(id: string): MemberRecord | null {
      const row = byId.get(id);
      return row ? parse(row.body) : null;
    },
    /** The member and stored password hash for an account number (any case). */
    byAcNo(acNo: string): { member: MemberRecord; passwordHash: string } | null {
      const row = byAcNo.get(acNo.trim());
      return row ? { member: parse(row.body), passwordHash: String(row.password_hash) } : null;
    },
    /** How many members there are (none before seeding). */
    count(): number {
      return Number((count.get() as { n: number }).n);
    },
    /** Stores a member with a password hash, at `position` in the directory (seeding). */
    add(member: MemberRecord, passwordHash: string, position: number): void {
      insert.run(member._id, member.acNo, passwordHash, position, JSON.stringify(member));
    },
    /** Opens the member's club account (seeding). */
    addBalance(id: string, account: { balance: number; dues: number; creditLimit: number }): void {
      insertBalance.run(id, account.balance, account.dues, account.creditLimit);
    },
    list(): MemberRecord[] {
      return all.all().map((row) => parse(row.body));
    },
    setPasswordHash(id: string, hash: string): void {
      setHash.run(hash, id);
    },
    /** The member's club account (billing/balance/get), or null when none is kept. */
    balance(id: string): { balance: number; dues: number; creditLimit: number } | null {
      const row = balance.get(id) as
        { balance: number; dues: number; credit_limit: number } | undefined;
      return row ? { balance: row.balance, dues: row.dues, creditLimit: row.credit_limit } : null;
    },
  };
}

export type MemberStore = ReturnType<typeof memberStore>;
