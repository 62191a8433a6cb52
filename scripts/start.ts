import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { DEMO_MEMBER } from '../api/demo-accounts.ts';
import { createStaticSite } from '../publisher/static-site.ts';
import { securityHeaders } from '../publisher/security-headers.ts';
import { buildSite, standInApiUrl, startStandInApi, stopChild } from './stack.ts';

// `npm start`: the stand-in API (unless PUBLIC_API_URL points elsewhere), a build from it,
// and the built site served on SITE_PORT. Ctrl-C stops all of it.
const sitePort = Number(process.env.SITE_PORT ?? 4321);
const siteHost = process.env.SITE_HOST ?? '127.0.0.1';
const env: NodeJS.ProcessEnv = { ...process.env };
let api: ChildProcess | undefined;

async function main(): Promise<void> {
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
  env.PUBLIC_SITE_URL ??= `http://localhost:${sitePort}`;
  console.log(`Building the site from ${env.PUBLIC_API_URL}…`);
  // SITE_OUT_DIR lets test runs build beside, not over, the usual dist/.
  const outDir = env.SITE_OUT_DIR ?? 'dist';
  await buildSite(env, outDir);
  const root = resolve(outDir);
  const server = createServer(
    createStaticSite({ getRoot: () => root, headers: securityHeaders() }),
  );
  server.listen(sitePort, siteHost, () => {
    console.log('');
    console.log(`  Site:        http://localhost:${sitePort}`);
    console.log(`  Member API:  ${env.PUBLIC_API_URL}${api ? ' (stand-in)' : ''}`);
    if (api)
      console.log(`  Demo member: account ${DEMO_MEMBER.acNo}, password ${DEMO_MEMBER.password}`);
    console.log('  Press Ctrl-C to stop.');
  });
  const stop = async (): Promise<void> => {
    server.close();
    await stopChild(api);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stopChild(api);
  process.exit(1);
});
