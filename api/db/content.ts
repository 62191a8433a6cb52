import type { DatabaseSync } from 'node:sqlite';

type Document = Record<string, unknown> & { _id: string };

/** How a collection's documents are ordered in its list calls. */
export interface ListOrder {
  /** The document field the list is sorted on, newest (largest) first; seeded order without. */
  newestFirst?: string;
}

/** Which documents of a collection sort on which field (the provider's list orders). */
export const listOrders: Record<string, ListOrder> = {
  news: { newestFirst: 'publishDate' },
  publications: { newestFirst: 'publishedDate' },
};

const sortKeyOf = (collection: string, doc: Document) => {
  const field = listOrders[collection]?.newestFirst;
  return field ? String(doc[field] ?? '') : '';
};

/** Reads and writes the JSON documents of the public content collections. */
export function contentStore(db: DatabaseSync) {
  // Every list reads in one order: its sort key newest first, then seeded order (index
  // content_order), so a page is a range of the index, never a scan of the collection.
  const all = db.prepare(
    'SELECT body FROM content WHERE collection = ? ORDER BY sort_key DESC, position',
  );
  const range = db.prepare(
    'SELECT body FROM content WHERE collection = ? ORDER BY sort_key DESC, position LIMIT ? OFFSET ?',
  );
  const counted = db.prepare('SELECT items FROM content_stats WHERE collection = ?');
  const one = db.prepare('SELECT body FROM content WHERE collection = ? AND id = ?');
  const put = db.prepare(
    'INSERT OR REPLACE INTO content (collection, id, position, sort_key, body) VALUES (?, ?, ?, ?, ?)',
  );
  const version = db.prepare('SELECT version FROM content_version WHERE id = 1');
  const getSetting = db.prepare('SELECT body FROM settings WHERE key = ?');
  const putSetting = db.prepare('INSERT OR REPLACE INTO settings (key, body) VALUES (?, ?)');
  const parse = <T>(row: Record<string, unknown>) => JSON.parse(String(row.body)) as T;
  return {
    /** Every document of `collection`, in list order (see `listOrders`). */
    list<T = Document>(collection: string): T[] {
      return all.all(collection).map((row) => parse<T>(row));
    },
    /** One page of `collection` in list order, and how many documents it holds. */
    page<T = Document>(collection: string, page: number, size: number) {
      const items = range.all(collection, size, (page - 1) * size).map((row) => parse<T>(row));
      const count = Number(counted.get(collection)?.items ?? 0);
      return { items, count };
    },
    /** One document, or null. */
    get<T = Document>(collection: string, id: string): T | null {
      const row = one.get(collection, id);
      return row ? parse<T>(row) : null;
    },
    /** Stores documents in order. */
    putAll(collection: string, documents: Document[]): void {
      documents.forEach((doc, position) =>
        put.run(collection, doc._id, position, sortKeyOf(collection, doc), JSON.stringify(doc)),
      );
    },
    /** A number that moves on with every write to the public content (documents, settings). */
    version(): number {
      return Number(version.get()?.version ?? 0);
    },
    /** A singleton value (club history, contact info, …), or null. */
    setting<T>(key: string): T | null {
      const row = getSetting.get(key);
      return row ? parse<T>(row) : null;
    },
    /** Stores a singleton value. */
    putSetting(key: string, value: unknown): void {
      putSetting.run(key, JSON.stringify(value));
    },
  };
}

export type ContentStore = ReturnType<typeof contentStore>;
