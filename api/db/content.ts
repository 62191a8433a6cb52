import type { DatabaseSync } from 'node:sqlite';

type Document = Record<string, unknown> & { _id: string };

/** Reads and writes the JSON documents of the public content collections. */
export function contentStore(db: DatabaseSync) {
  const all = db.prepare('SELECT body FROM content WHERE collection = ? ORDER BY position');
  const one = db.prepare('SELECT body FROM content WHERE collection = ? AND id = ?');
  const put = db.prepare(
    'INSERT OR REPLACE INTO content (collection, id, position, body) VALUES (?, ?, ?, ?)',
  );
  const getSetting = db.prepare('SELECT body FROM settings WHERE key = ?');
  const putSetting = db.prepare('INSERT OR REPLACE INTO settings (key, body) VALUES (?, ?)');
  return {
    /** Every document of `collection`, in seeded order. */
    list<T = Document>(collection: string): T[] {
      return all.all(collection).map((row) => JSON.parse(String(row.body)) as T);
    },
    /** One document, or null. */
    get<T = Document>(collection: string, id: string): T | null {
      const row = one.get(collection, id);
      return row ? (JSON.parse(String(row.body)) as T) : null;
    },
    /** Stores documents in order. */
    putAll(collection: string, documents: Document[]): void {
      documents.forEach((doc, position) =>
        put.run(collection, doc._id, position, JSON.stringify(doc)),
      );
    },
    /** A singleton value (club history, contact info, …), or null. */
    setting<T>(key: string): T | null {
      const row = getSetting.get(key);
      return row ? (JSON.parse(String(row.body)) as T) : null;
    },
    /** Stores a singleton value. */
    putSetting(key: string, value: unknown): void {
      putSetting.run(key, JSON.stringify(value));
    },
  };
}

export type ContentStore = ReturnType<typeof contentStore>;
