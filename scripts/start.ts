import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cp, rename } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DEMO_MEMBER } from '../api/demo-accounts.ts';
import { adminTokenProblem } from '../publisher/serve/admin/auth.ts';
import { removeTree } from '../publisher/files/linked-trees.ts';
import { isDemo } from '../src/lib/settings.ts';
import { startPublishServer } from '../publisher/serve/publish-server.ts';
import { createSitePublisher, defaultStateDir } from '../publisher/publish/site-publisher.ts';
import type { LiveSite } from '../publisher/publish/types.ts';
import { standInApiUrl, startStandInApi, stopChild } from './stack.ts';

// `npm start`: the stand-in API (unless PUBLIC_API_URL points elsewhere) and the publish
// server: the live build served on SITE_PORT, rebuilt from the admin page (/admin) or
// `npm run publish`. The first start builds; later starts serve the live build at once and
// rebuild in the background when something changed. Ctrl-C stops all of it.
const sitePort = Number(process.env.SITE_PORT ?? 4321);
const siteHost = process.env.SITE_HOST ?? '127.0.0.1';
const env: NodeJS.ProcessEnv = { ...process.env };
let api: ChildProcess | undefined;
let stopServing: (() => Promise<void>) | undefined;

async function stop(code: number): Promise<void> {
  await stopServing?.();
  await stopChild(api);
  process.exit(code);
}
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

/**
 * Copies the live build to SITE_OUT_DIR (default dist/) for tools that read the built files
 * (tests, page-weight checks); the server itself serves from the publisher's build directory.
 */
async function mirror(site: LiveSite, outDir: string): Promise<void> {
  const next = `${outDir}.next-${process.pid}`;
  const old = `${outDir}.old-${process.pid}`;
  await removeTree(next);
  await cp(site.dir, next, { recursive: true });
  await rename(outDir, old).catch(() => {});
  await rename(next, outDir);
  await removeTree(old);
}

async function main(): Promise<void> {
  // A short admin secret could be guessed: refuse it before anything starts.
  const tokenProblem = env.ADMIN_TOKEN ? adminTokenProblem(env.ADMIN_TOKEN) : null;
  if (tokenProblem) throw new Error(tokenProblem);
  if (!env.PUBLIC_API_URL) {
    const standIn = standInApiUrl();
    env.PUBLIC_API_URL = standIn.apiUrl;
    env.PUBLIC_ORDER_API_URL ??= standIn.orderUrl;
    env.API_PUBLIC_ORIGIN ??= standIn.origin;
    // API_FRESH=1 (browser tests): start from a newly seeded database.
    if (env.API_FRESH === '1' && env.API_DATA_DIR)
      rmSync(env.API_DATA_DIR, { recursive: true, force: true });
    if (env.API_FRESH === '1' && env.API_SMS_OUTBOX) rmSync(env.API_SMS_OUTBOX, { force: true });
    console.log('Starting the stand-in member API…');
    api = await startStandInApi(env);
  }
  // Only the demo (the stand-in on this machine) may leave the site's address out; a build
  // from a provider without it stops and names it (src/lib/settings.ts).
  if (isDemo(env)) env.PUBLIC_SITE_URL ??= `http://localhost:${sitePort}`;
  // SITE_OUT_DIR lets test runs build beside, not over, the usual dist/ (and their own state).
  const outDir = resolve(env.SITE_OUT_DIR ?? 'dist');
  const stateDir = resolve(
    env.PUBLISHER_DIR ?? (env.SITE_OUT_DIR ? `${outDir}.publisher` : defaultStateDir),
  );
  // A test stack serves exactly the current code and data: no builds from earlier runs
  // (Astro's cache, with the downloaded images, is kept).
  const fresh = env.API_FRESH === '1';
  if (fresh)
    for (const part of ['builds', 'live.json', 'history.json'])
      rmSync(resolve(stateDir, part), { recursive: true, force: true });

  const adminToken = env.ADMIN_TOKEN || randomBytes(18).toString('base64url');
  const publisher = await createSitePublisher({
    stateDir,
    env,
    onLive: (site) => mirror(site, outDir),
  });
  stopServing = () => publisher.close();
  const hadLive = publisher.liveSite() !== null;
  let ready = hadLive && !fresh;
  const server = await startPublishServer({
    publisher,
    adminToken,
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    host: siteHost,
    port: sitePort,
    siteReady: () => ready,
    everyMinutes: Number(env.PUBLISH_EVERY_MINUTES) || null,
  });
  stopServing = async () => {
    await publisher.close();
    await server.close();
  };
  console.log(
    `Publishing the site from ${env.PUBLIC_API_URL}${ready ? ' (serving the live build meanwhile)' : ''}…`,
  );
  publisher.trigger({ by: 'startup' });
  await publisher.whenIdle();
  const [first] = (await publisher.status()).history;
  if (first && first.result !== 'published' && first.result !== 'skipped')
    console.error(`The build was not published: ${first.reason}`);
  if (!publisher.liveSite())
    throw new Error('Nothing to serve: the first build was not published.');
  ready = true;

  console.log('');
  console.log(`  Site:        http://localhost:${server.port}`);
  console.log(`  Admin:       http://localhost:${server.port}/admin`);
  console.log(
    `  Admin token: ${env.ADMIN_TOKEN ? '(from ADMIN_TOKEN)' : `${adminToken}  (random; set ADMIN_TOKEN to choose one)`}`,
  );
  console.log(`  Member API:  ${env.PUBLIC_API_URL}${api ? ' (stand-in)' : ''}`);
  if (api)
    console.log(`  Demo member: account ${DEMO_MEMBER.acNo}, password ${DEMO_MEMBER.password}`);
  console.log('  Press Ctrl-C to stop.');
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
});
