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

/** A page of a collection: a range of ranks, read from the index content_rank. */
export const PAGE_QUERY =
  'SELECT body FROM content WHERE collection = ? AND list_rank > ? AND list_rank <= ? ORDER BY list_rank';

/** Reads and writes the JSON documents of the public content collections. */
export function contentStore(db: DatabaseSync) {
  const all = db.prepare(
    'SELECT body FROM content WHERE collection = ? ORDER BY sort_key DESC, position',
  );
  // A page is a range of ranks (index content_rank): its cost does not grow with the list.
  const range = db.prepare(PAGE_QUERY);
  const revisions = db.prepare(
    'SELECT id, rev FROM content WHERE collection = ? AND list_rank > ? AND list_rank <= ? ORDER BY list_rank',
  );
  const stats = db.prepare('SELECT items, ranked FROM content_stats WHERE collection = ?');
  // Ranks follow the list order (sort key newest first, then seeded order); they are made
  // again after a write that adds, removes or moves a document (the triggers mark them).
  const rerank = db.prepare(
    `UPDATE content SET list_rank = ordered.n
     FROM (SELECT rowid AS row, row_number() OVER (ORDER BY sort_key DESC, position) AS n
           FROM content WHERE collection = ?) AS ordered
     WHERE content.rowid = ordered.row`,
  );
  const ranked = db.prepare('UPDATE content_stats SET ranked = 1 WHERE collection = ?');
  const one = db.prepare('SELECT body FROM content WHERE collection = ? AND id = ?');
  const revision = db.prepare('SELECT rev FROM content WHERE collection = ? AND id = ?');
  const put = db.prepare(
    'INSERT OR REPLACE INTO content (collection, id, position, sort_key, body) VALUES (?, ?, ?, ?, ?)',
  );
  const version = db.prepare('SELECT version FROM content_version WHERE id = 1');
  const getSetting = db.prepare('SELECT body FROM settings WHERE key = ?');
  const putSetting = db.prepare('INSERT OR REPLACE INTO settings (key, body) VALUES (?, ?)');
  const parse = <T>(row: Record<string, unknown>) => JSON.parse(String(row.body)) as T;

  /** The collection's count, its ranks made first when a write left them stale. */
  function counted(collection: string): number {
    const row = stats.get(collection);
    if (row && !row.ranked) {
      rerank.run(collection);
      ranked.run(collection);
    }
    return Number(row?.items ?? 0);
  }

  return {
    /** Every document of `collection`, in list order (see `listOrders`). */
    list<T = Document>(collection: string): T[] {
      return all.all(collection).map((row) => parse<T>(row));
    },
    /** One page of `collection` in list order, and how many documents it holds. */
    page<T = Document>(collection: string, page: number, size: number) {
      const count = counted(collection);
      const items = range
        .all(collection, (page - 1) * size, page * size)
        .map((row) => parse<T>(row));
      return { items, count };
    },
    /**
     * What a page of `collection` is made of (each document's id and revision, and the
     * count), read from the index alone: the page's validator, without its documents.
     */
    pageRevisions(collection: string, page: number, size: number): string {
      const count = counted(collection);
      const rows = revisions.all(collection, (page - 1) * size, page * size);
      return `${count};${rows.map((row) => `${String(row.id)}@${String(row.rev)}`).join(',')}`;
    },
    /** One document, or null. */
    get<T = Document>(collection: string, id: string): T | null {
      const row = one.get(collection, id);
      return row ? parse<T>(row) : null;
    },
    /** The revision of one document (the content version of its last write), or null. */
    revision(collection: string, id: string): number | null {
      const row = revision.get(collection, id);
      return row ? Number(row.rev) : null;
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
