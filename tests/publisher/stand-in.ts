import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild } from '../../scripts/stack.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A free loopback port (the system picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** The stand-in API on its own port and data directory, seeded on start. */
export async function startStandIn(dataDir: string, settings: Record<string, string> = {}) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['api/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_DATA_DIR: dataDir,
      API_PUBLIC_ORIGIN: origin,
      ...settings,
    },
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 240; tries++) {
    if (
      await fetch(`${origin}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((tick) => setTimeout(tick, 250));
  }
  return {
    origin,
    mediaDir: join(dataDir, 'media'),
    /** Changes one stored news item directly in the stand-in's database. */
    retitleFirstNews(title: string): string {
      const db = new DatabaseSync(join(dataDir, 'club.db'));
      db.exec('PRAGMA busy_timeout = 5000');
      const row = db
        .prepare("SELECT id, body FROM content WHERE collection = 'news' ORDER BY position LIMIT 1")
        .get() as { id: string; body: string };
      const news = { ...JSON.parse(row.body), title };
      db.prepare("UPDATE content SET body = ? WHERE collection = 'news' AND id = ?").run(
        JSON.stringify(news),
        row.id,
      );
      db.close();
      return row.id;
    },
    /** The first stored record of a collection, as stored. */
    firstRecord(collection: string): Record<string, unknown> & { _id: string } {
      return withDb((db) => {
        const row = db
          .prepare('SELECT body FROM content WHERE collection = ? ORDER BY position LIMIT 1')
          .get(collection) as { body: string };
        return JSON.parse(row.body);
      });
    },
    /** Changes fields of the first stored record of a collection ('events', 'news', …);
     * returns its id. */
    editFirst(collection: string, fields: Record<string, unknown>): string {
      return withDb((db) => {
        const row = db
          .prepare('SELECT id, body FROM content WHERE collection = ? ORDER BY position LIMIT 1')
          .get(collection) as { id: string; body: string };
        const record = { ...JSON.parse(row.body), ...fields };
        db.prepare('UPDATE content SET body = ? WHERE collection = ? AND id = ?').run(
          JSON.stringify(record),
          collection,
          row.id,
        );
        return row.id;
      });
    },
    /** Changes the club's contact address (shown in every page's footer). */
    setContactAddress(address: string): void {
      withDb((db) => {
        const row = db.prepare("SELECT body FROM settings WHERE key = 'contactUs'").get() as {
          body: string;
        };
        const contact = { ...JSON.parse(row.body), address };
        db.prepare("UPDATE settings SET body = ? WHERE key = 'contactUs'").run(
          JSON.stringify(contact),
        );
      });
    },
    /** The media file a news item shows as its cover, relative to the media directory. */
    newsCover(id: string): string {
      return withDb((db) => {
        const row = db
          .prepare("SELECT body FROM content WHERE collection = 'news' AND id = ?")
          .get(id) as { body: string };
        return JSON.parse(row.body).coverImage as string;
      });
    },
    /** Gives a news item another cover (a file relative to the media directory). */
    setNewsCover(id: string, file: string): void {
      withDb((db) => {
        const row = db
          .prepare("SELECT body FROM content WHERE collection = 'news' AND id = ?")
          .get(id) as { body: string };
        const news = { ...JSON.parse(row.body), coverImage: file };
        db.prepare("UPDATE content SET body = ? WHERE collection = 'news' AND id = ?").run(
          JSON.stringify(news),
          id,
        );
      });
    },
    /** Replaces a media file's bytes, keeping its name (an editor uploading a new picture). */
    replaceMedia(file: string, bytes: Buffer): void {
      writeFileSync(join(dataDir, 'media', file), bytes);
    },
    /** Deletes one news item from the stand-in's database (an editor removing a story). */
    removeNews(id: string): void {
      withDb((db) =>
        db.prepare("DELETE FROM content WHERE collection = 'news' AND id = ?").run(id),
      );
    },
    /** Adds `count` older news items after the seeded ones; returns their ids. */
    addNews(count: number): string[] {
      return withDb((db) => {
        const template = db
          .prepare("SELECT body FROM content WHERE collection = 'news' AND id = 'nw0001'")
          .get() as { body: string };
        const story = JSON.parse(template.body);
        const insert = db.prepare(
          'INSERT INTO content (collection, id, position, sort_key, body) VALUES (?, ?, ?, ?, ?)',
        );
        const ids: string[] = [];
        db.exec('BEGIN');
        for (let n = 0; n < count; n++) {
          const id = `old${String(n).padStart(5, '0')}`;
          const publishDate = new Date(Date.UTC(2000, 0, 1) - n * 3_600_000).toISOString();
          const body = { ...story, _id: id, title: `Archive story ${n}`, publishDate };
          insert.run('news', id, 100_000 + n, publishDate, JSON.stringify(body));
          ids.push(id);
        }
        db.exec('COMMIT');
        return ids;
      });
    },
    /**
     * Adds one record to `collection` ('news', 'events', …): a copy of its first record with
     * `fields` over it, after every other one (news sort by their publish date).
     */
    addRecord(collection: string, fields: { _id: string } & Record<string, unknown>): void {
      withDb((db) => {
        const first = db
          .prepare('SELECT body FROM content WHERE collection = ? ORDER BY position LIMIT 1')
          .get(collection) as { body: string };
        const { position } = db
          .prepare('SELECT max(position) AS position FROM content WHERE collection = ?')
          .get(collection) as { position: number };
        const body = { ...JSON.parse(first.body), ...fields };
        db.prepare(
          'INSERT INTO content (collection, id, position, sort_key, body) VALUES (?, ?, ?, ?, ?)',
        ).run(
          collection,
          fields._id,
          position + 1,
          collection === 'news' ? String(body.publishDate) : '',
          JSON.stringify(body),
        );
      });
    },
    /** Deletes one record of `collection`. */
    removeRecord(collection: string, id: string): void {
      withDb((db) =>
        db.prepare('DELETE FROM content WHERE collection = ? AND id = ?').run(collection, id),
      );
    },
    stop: () => stopChild(child),
  };

  function withDb<T>(work: (db: DatabaseSync) => T): T {
    const db = new DatabaseSync(join(dataDir, 'club.db'));
    try {
      db.exec('PRAGMA busy_timeout = 5000');
      return work(db);
    } finally {
      db.close();
    }
  }
}

export type ProxyMode = 'pass' | '5xx' | 'malformed' | 'overlap';

/**
 * A proxy in front of the API that can start failing after a number of calls: answering
 * 503, or 200 with a body that is not JSON — an API that breaks half way through a build.
 * 'overlap': its news pages overlap, as a provider's do when a story is added on top while
 * the build reads the list — each page from the second starts with the story that ended the
 * page before it.
 */
export async function failingProxy(target: string) {
  const state = { mode: 'pass' as ProxyMode, after: 0, calls: 0 };
  /** news/list page 2 on, one story back ('overlap'); null for any other call. */
  async function overlappingNews(path: string): Promise<string | null> {
    const url = new URL(path, target);
    const page = Number(url.searchParams.get('page') ?? '1');
    const size = Number(url.searchParams.get('size') ?? '10');
    if (!url.pathname.endsWith('/news/list') || page < 2) return null;
    // The stories up to this page's last one less one, from which the page is the last `size`.
    url.searchParams.set('page', '1');
    url.searchParams.set('size', String(page * size - 1));
    const answer = (await (await fetch(url)).json()) as {
      data: { newsPage: { news: unknown[] } };
    };
    answer.data.newsPage.news = answer.data.newsPage.news.slice((page - 1) * size - 1);
    return JSON.stringify(answer);
  }
  /** Every call passed on: how it was asked, what came back and how many body bytes. */
  const log: {
    method: string;
    path: string;
    conditional: boolean;
    status: number;
    bytes: number;
  }[] = [];
  const server: Server = createServer(async (req, res) => {
    state.calls++;
    const overlapped = state.mode === 'overlap' ? await overlappingNews(req.url ?? '/') : null;
    if (overlapped !== null) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(overlapped);
      return;
    }
    if ((state.mode === '5xx' || state.mode === 'malformed') && state.calls > state.after) {
      const json = { 'content-type': 'application/json' };
      if (state.mode === '5xx')
        res.writeHead(503, json).end('{"error":true,"message":"Unavailable"}');
      else res.writeHead(200, json).end('{"error":false,"data":{"news');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      // The validators pass both ways, as through a plain reverse proxy.
      const asked: Record<string, string> = {
        accept: req.headers.accept ?? '*/*',
        'content-type': req.headers['content-type'] ?? 'text/plain',
      };
      for (const name of ['if-none-match', 'if-modified-since'])
        if (typeof req.headers[name] === 'string') asked[name] = req.headers[name];
      const answer = await fetch(target + req.url, {
        method: req.method,
        headers: asked,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const headers: Record<string, string> = {
        'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
      };
      for (const name of ['etag', 'last-modified']) {
        const value = answer.headers.get(name);
        if (value) headers[name] = value;
      }
      const body = Buffer.from(await answer.arrayBuffer());
      log.push({
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        conditional: 'if-none-match' in asked || 'if-modified-since' in asked,
        status: answer.status,
        bytes: body.length,
      });
      res.writeHead(answer.status, headers).end(body);
    } catch {
      res.writeHead(502).end();
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    log,
    /** From now on: pass `after` more calls, then fail as `mode` says. */
    set(mode: ProxyMode, after = 0) {
      Object.assign(state, { mode, after, calls: 0 });
    },
    close: () => new Promise((done) => server.close(done)),
  };
}
