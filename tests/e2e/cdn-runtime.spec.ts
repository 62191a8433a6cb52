import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_MEMBER } from '../../api/demo-accounts.ts';
import { listFiles, urlPathOf } from '../../integrations/files.ts';
import { narrows } from '../../integrations/headers/site-headers.ts';
import {
  wranglerCommand,
  wranglerEnv,
  writeDeployOutput,
} from '../../publisher/deploy/cloudflare.ts';
import { memberShellRoutes } from '../../src/lib/member-shells.ts';
import { stopChild } from '../../scripts/stack.ts';
import { sentRequests, signInAs } from './fixtures.ts';
import { e2eStack } from './stack-env.ts';

// Issue 48: the CDN's own runtime on the publisher's deploy output. Cloudflare's local runtime
// (`wrangler dev`: workerd, what serves Workers in production, with Cloudflare's handling of
// static assets, `_headers` and `_redirects`) runs the deploy output the publisher writes for
// the live build of these tests (publisher/deploy/cloudflare.ts), started once for the file,
// offline (no account, no telemetry, nothing fetched). It must answer as the publish server
// does: every public page and file, the headers of each section, the member shells, the 404
// page, the offline worker, and the member API forwarded to the stand-in on its own origin.

test.describe.configure({ mode: 'serial' });

const cdnPort = e2eStack.sitePort + 7;
const cdn = `http://127.0.0.1:${cdnPort}`;
const server = e2eStack.siteUrl;
let work: string;
let siteDir: string;
let runtime: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  work = await mkdtemp(join(tmpdir(), 'club-cdn-runtime-'));
  // The live build as the browser tests' server copies it (a later publish replaces that copy).
  siteDir = join(work, 'site');
  await cp(resolve(process.env.SITE_OUT_DIR ?? 'dist'), siteDir, { recursive: true });
  const config = await writeDeployOutput(
    {
      id: 'live',
      siteDir,
      env: { PUBLIC_API_URL: e2eStack.apiUrl, PUBLIC_ORDER_API_URL: e2eStack.orderUrl },
    },
    join(work, 'cloudflare'),
    'club-website',
  );
  runtime = spawn(
    wranglerCommand[0],
    [
      wranglerCommand[1],
      'dev',
      '--config',
      config,
      '--ip',
      '127.0.0.1',
      '--port',
      String(cdnPort),
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
    ],
    {
      cwd: join(work, 'cloudflare'),
      env: wranglerEnv({ accountId: '', apiToken: '', dir: join(work, 'cloudflare') }),
      stdio: 'ignore',
    },
  );
  await expect
    .poll(
      () =>
        fetch(`${cdn}/`).then(
          (answer) => answer.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  await stopChild(runtime);
  if (work) await rm(work, { recursive: true, force: true });
});

/** An answer's status, headers and the hash of its body. */
async function answerOf(url: string, init?: RequestInit) {
  const answer = await fetch(url, init);
  const body = Buffer.from(await answer.arrayBuffer());
  return {
    status: answer.status,
    headers: answer.headers,
    hash: createHash('sha256').update(body).digest('hex'),
  };
}

/** The policies of a Content-Security-Policy header (a CDN joins repeated ones with ', '). */
const policiesOf = (header: string | null) => (header ?? '').split(/,\s*(?=default-src)/);

const sameOnEveryAnswer = [
  'cache-control',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
];

/** Checks that the CDN answers `path` as the publish server does. */
async function answersAsTheServer(path: string, status = 200): Promise<void> {
  const [atCdn, atServer] = await Promise.all([answerOf(cdn + path), answerOf(server + path)]);
  expect([atCdn.status, atServer.status], path).toEqual([status, status]);
  expect(atCdn.hash, path).toBe(atServer.hash);
  for (const name of sameOnEveryAnswer) {
    const [cdnValue, serverValue] = [atCdn.headers.get(name), atServer.headers.get(name)];
    // An address outside every section falls under the top rule alone, which names no caching
    // (rules may not repeat it): Cloudflare's own default, kept only while checked each time.
    if (status === 404 && name === 'cache-control' && cdnValue !== serverValue)
      expect(cdnValue, `${name} of ${path}`).toBe('public, max-age=0, must-revalidate');
    else expect(cdnValue, `${name} of ${path}`).toBe(serverValue);
  }
  // The section's own policy is sent (a CDN sends the top rule's too, which allows no more).
  // The 404 page answers under the policies of the address asked (its section's, or the top
  // rule's alone), each of which allows all the 404 page needs.
  const policies = policiesOf(atCdn.headers.get('content-security-policy'));
  const own = atServer.headers.get('content-security-policy') ?? '';
  if (status === 404) for (const policy of policies) expect(narrows(own, policy), path).toBe(true);
  else expect(policies, path).toContain(own);
  // No type at all (Cloudflare's for a file ending it does not know, like Pagefind's
  // fragments) is read as application/octet-stream (RFC 9110 §8.3), which the server names.
  const type = (headers: Headers) =>
    headers.get('content-type')?.split(';')[0] ?? 'application/octet-stream';
  expect(type(atCdn.headers), `content-type of ${path}`).toBe(type(atServer.headers));
}

test('serves every public page and file of the build with its headers, as the publish server does', async () => {
  test.setTimeout(180_000);
  const files = (await listFiles(siteDir)).filter(
    (file) => !['_headers', '_redirects'].includes(file),
  );
  expect(files.length).toBeGreaterThan(100);
  // Pages at their addresses; other files by name (Cloudflare sends /x.html to /x first).
  const paths = files.map((file) =>
    file.endsWith('.html') && !file.endsWith('index.html')
      ? `/${file.slice(0, -5)}`
      : urlPathOf(file),
  );
  for (let at = 0; at < paths.length; at += 16)
    await Promise.all(
      paths
        .slice(at, at + 16)
        .map((path) =>
          path === '/404' ? answersAsTheServer('/404.html') : answersAsTheServer(path),
        ),
    );
});

test.describe('the answers a CDN makes itself', () => {
  const ids = memberShellRoutes.flatMap(({ prefix }) => [`${prefix}BK-42`, `${prefix}BK-42/`]);
  for (const path of ids)
    test(`member shell: ${path} is its shell, as the server answers it`, async () => {
      await answersAsTheServer(path);
    });

  for (const path of ['/order/', '/billing/details/'])
    test(`${path} is its own page, not rewritten`, async () => {
      await answersAsTheServer(path);
    });

  for (const path of ['/no-such-page/', '/news-details/no-such-story/', '/_headers', '/_redirects'])
    test(`${path} is the 404 page`, async () => {
      await answersAsTheServer(path, 404);
    });

  test('the offline worker is served fresh, as script', async () => {
    await answersAsTheServer('/sw.js');
    const worker = await fetch(`${cdn}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
  });
});

test.describe('the member API on the CDN’s own origin', () => {
  test('is forwarded to the stand-in with the member’s token, never kept', async () => {
    const login = await fetch(`${cdn}/api/member/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ acNo: DEMO_MEMBER.acNo, password: DEMO_MEMBER.password }),
    });
    expect(login.status).toBe(200);
    const token = (await login.json()).data.accessToken as string;
    const notices = await fetch(`${cdn}/api/member/notice-list?page=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(notices.status).toBe(200);
    expect((await notices.json()).error).toBe(false);
    expect(notices.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${cdn}/api/member/notice-list?page=1`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(refused.status).toBe(401);
    // Any other /api/ address is the site's 404 page.
    expect((await fetch(`${cdn}/api/elsewhere`)).status).toBe(404);
  });

  test('a member page loaded from the CDN makes its calls there, with no preflight', async ({
    page,
  }) => {
    await signInAs(page);
    const stored = await page.evaluate(() => ({ ...localStorage }));
    const sent = await sentRequests(page);
    await page.goto(`${cdn}/404-sign-in`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, stored);
    await page.goto(`${cdn}/notice-list`);
    await expect(
      page.getByRole('list', { name: 'Notices' }).getByRole('article').first(),
    ).toBeVisible();
    const calls = sent.filter(({ type }) => type === 'Fetch' || type === 'Preflight');
    expect(calls.length).toBeGreaterThan(0);
    expect(sent.filter(({ method }) => method === 'OPTIONS')).toEqual([]);
    for (const { url } of calls) expect(url.startsWith(`${cdn}/api/member/`), url).toBe(true);
  });
});
