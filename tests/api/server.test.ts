import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../api/app.ts';
import { openDatabase } from '../../api/db/open.ts';
import { seedDemoContent } from '../../api/seed/index.ts';
import { XSS_VECTORS } from '../../api/seed/xss-vectors.ts';
import { ORIGIN, startStandIn, type StandInHarness } from './stand-in.ts';

let api: StandInHarness;
let token: string;
beforeAll(async () => {
  api = await startStandIn();
  token = await api.signIn();
});

/** The contract's rule: mediaPath and a relative path joined with exactly one '/'. */
const joinMedia = (mediaPath: string, relative: string) =>
  `${mediaPath.replace(/\/+$/, '')}/${relative.replace(/^\/+/, '')}`;

describe('server', () => {
  it('answers GET /health', async () => {
    const response = await api.app.request(`${ORIGIN}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  const preflight = (app: StandInHarness['app'], origin: string) =>
    app.request(`${ORIGIN}/web/bc-member/v1/booking/cancel/bk-0001`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it.each([
    ['the configured site origin', 'http://localhost:4321', true],
    ['any loopback port', 'http://127.0.0.1:61234', true],
    ['localhost on another port', 'http://localhost:8080', true],
    ['a foreign origin', 'http://evil.example', false],
    ['a look-alike of loopback', 'http://localhost.evil.example', false],
  ])('CORS: %s is %s', async (_, origin, allowed) => {
    const response = await preflight(api.app, origin);
    expect(response.headers.get('access-control-allow-origin')).toBe(allowed ? origin : null);
    if (allowed) {
      expect(response.headers.get('access-control-allow-methods')).toMatch(/PUT/);
      expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
    }
  });

  it("CORS: the site may read a refusal's Retry-After (its retries wait that long)", async () => {
    const answer = await api.app.request('/web/bc-member/v1/news/tag/get', {
      headers: { origin: 'http://localhost:4321' },
    });
    expect(answer.headers.get('access-control-expose-headers')).toMatch(/retry-after/i);
  });

  it('CORS: without loopback, only the listed origins', async () => {
    const strict = createApp({
      db: api.db,
      mediaDir: join(tmpdir(), 'club-api-test-media'),
      publicOrigin: ORIGIN,
      smsSender: { send: async () => {} },
      corsOrigins: ['http://localhost:4321'],
      allowLoopbackCors: false,
    });
    const listed = await preflight(strict, 'http://localhost:4321');
    expect(listed.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    const other = await preflight(strict, 'http://127.0.0.1:61234');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('failures', () => {
  it('answers an unexpected failure with a 500 envelope and no details', async () => {
    const db = openDatabase(':memory:');
    const broken = createApp({
      db,
      mediaDir: join(tmpdir(), 'club-api-test-media'),
      publicOrigin: ORIGIN,
      smsSender: { send: async () => {} },
    });
    db.close();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await broken.request(`${ORIGIN}/web/bc-member/v1/news/list`);
    logged.mockRestore();
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: true,
      status: 500,
      message: 'Something went wrong on our side.',
      data: null,
    });
  });
});

describe('media', () => {
  const files = async () => {
    const sliders = (await api.call('home/silder/list')).body.data;
    const albums = (await api.call('club/gallery/album/list?page=1&searchKey=&size=5')).body.data;
    const affiliation = (await api.call('affiliation/list')).body.data;
    const publications = (
      await api.call('club/publication/get?page=1&searchKey=&size=100', { token })
    ).body.data;
    return [
      [sliders.mediaPath, sliders.sliders[0].photo],
      [albums.mediaPath, albums.albumPage.albums[0].photos[0].photo],
      [affiliation.mediaPath, affiliation.affiliation.club.domestic[0].logo],
      [publications.mediaPath, publications.publicationPage.publications[0].attachment],
      [publications.mediaPath, publications.publicationPage.publications[0].coverImage],
    ] as [string, string][];
  };

  it('varies the trailing and leading slashes the site must join', async () => {
    const pairs = await files();
    expect(pairs.some(([base]) => base.endsWith('/'))).toBe(true);
    expect(pairs.some(([base]) => !base.endsWith('/'))).toBe(true);
    expect(pairs.some(([, relative]) => relative.startsWith('/'))).toBe(true);
    expect(pairs.every(([base]) => base.startsWith(`${ORIGIN}/web/`))).toBe(true);
  });

  it('serves every joined file with its content type', async () => {
    for (const [base, relative] of await files()) {
      const response = await api.app.request(joinMedia(base, relative));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(
        relative.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
      );
    }
  });

  it('serves committee images under /web/uploads', async () => {
    const year = new Date().getFullYear();
    const { members } = (
      await api.call(
        `club/members/get?type=Executive%20Committee&fromYear=${year - 1}&toYear=${year}`,
      )
    ).body.data;
    const response = await api.app.request(`${ORIGIN}/web/uploads/${members[0].image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers a missing file and a path escape with a 404 envelope', async () => {
    for (const path of ['/web/media/covers/none.jpg', '/web/media/..%2F..%2Fetc%2Fpasswd']) {
      const response = await api.app.request(`${ORIGIN}${path}`);
      expect(response.status).toBe(404);
      expect((await response.json()).error).toBe(true);
    }
  });
});

describe('filters', () => {
  it('news/list filters by tags (comma list) and still counts every match', async () => {
    const all = (await api.call('news/list?page=1&searchKey=&size=6')).body.data.newsPage;
    const sports = (await api.call('news/list?page=1&searchKey=&size=100&tags=Sports,Youth')).body
      .data.newsPage;
    expect(sports.count).toBeGreaterThan(0);
    expect(sports.count).toBeLessThan(all.count);
    expect(sports.news.every((n: any) => /\b(Sports|Youth)\b/.test(n.tags))).toBe(true);
    const none = (await api.call('news/list?page=1&searchKey=&size=6&tags=Heritage')).body.data;
    expect(none.newsPage).toEqual({ news: [], count: 0 });
  });

  it('news/list searches titles case-insensitively', async () => {
    const { newsPage } = (await api.call('news/list?page=1&searchKey=SWIMMING&size=100')).body.data;
    expect(newsPage.count).toBeGreaterThan(0);
    expect(newsPage.news.every((n: any) => /swimming/i.test(n.title))).toBe(true);
  });

  it('club/publication/get filters by type for members, never past the Magazine for visitors', async () => {
    const path = 'club/publication/get?page=1&searchKey=&size=100&type=Annual%20Report';
    const member = (await api.call(path, { token })).body.data.publicationPage;
    expect(member.count).toBeGreaterThan(0);
    expect(member.publications.every((p: any) => p.type === 'Annual Report')).toBe(true);
    const dates = member.publications.map((p: any) => p.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const visitor = (await api.call(path)).body.data.publicationPage;
    expect(visitor).toEqual({ publications: [], count: 0 });
  });

  it('club/members/get keeps a sub-committee to its department', async () => {
    const { members } = (
      await api.call('club/members/get?type=Present%20Sub-Committee&department=Finance')
    ).body.data;
    expect(members.length).toBeGreaterThan(0);
    const sports = (
      await api.call('club/members/get?type=Present%20Sub-Committee&department=Sports')
    ).body.data.members;
    expect(members.map((m: any) => m._id)).not.toEqual(sports.map((m: any) => m._id));
  });

  it('club/office-employees/get searches name, designation and department', async () => {
    const { employeePage } = (
      await api.call('club/office-employees/get?page=1&searchKey=finance&size=10', { token })
    ).body.data;
    expect(employeePage.count).toBeGreaterThan(0);
    expect(employeePage.employees.every((e: any) => /finance/i.test(e.department))).toBe(true);
  });
});

describe('ordering service errors', () => {
  it('answers a missing query in its own shape (status false)', async () => {
    const { status, body } = await api.call(`${ORIGIN}/ordering/menulist`, { method: 'POST' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: true, status: false });
    expect(body.message).toMatch(/token/);
  });
});

describe('seed', () => {
  it('is deterministic, carries the XSS vectors, and SEED_SCALE multiplies the content', async () => {
    const db = openDatabase(':memory:');
    await seedDemoContent(db, {
      mediaDir: join(tmpdir(), 'club-api-test-media'),
      publicOrigin: ORIGIN,
      now: api.clock.now,
      scale: 2,
    });
    const count = (database: typeof db, collection: string) =>
      (
        database
          .prepare('SELECT COUNT(*) AS n FROM content WHERE collection = ?')
          .get(collection) as { n: number }
      ).n;
    for (const collection of ['news', 'events', 'albums', 'publications', 'employees', 'notices']) {
      expect(count(db, collection)).toBe(2 * count(api.db, collection));
    }
    const bodies = (database: typeof db) =>
      database
        .prepare("SELECT body FROM content WHERE collection = 'news' ORDER BY position LIMIT 10")
        .all()
        .map((row) => row.body);
    expect(bodies(db)).toEqual(bodies(api.db));
    const everything = (
      api.db.prepare("SELECT group_concat(body, '') AS all_text FROM content").get() as {
        all_text: string;
      }
    ).all_text;
    const settings = (
      api.db.prepare("SELECT group_concat(body, '') AS all_text FROM settings").get() as {
        all_text: string;
      }
    ).all_text;
    for (const vector of XSS_VECTORS) {
      expect(everything + settings).toContain(JSON.stringify(vector).slice(1, -1));
    }
  });
});
