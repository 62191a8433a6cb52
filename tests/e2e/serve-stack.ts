import { rmSync } from 'node:fs';
import { cp, rename } from 'node:fs/promises';
import { resolve } from 'node:path';
import { removeTree } from '../../publisher/files/linked-trees.ts';
import { runUntilStopped } from '../../publisher/main.ts';
import type { LiveSite } from '../../publisher/publish/types.ts';
import { startDemo } from '../../scripts/start.ts';
import { e2eStack } from './stack-env.ts';

// The browser tests' server (playwright.config.ts webServer): the demo of `npm start` made
// fresh — a newly seeded stand-in, no builds from earlier runs (Astro's cache, with the
// downloaded pictures, is kept) — with each live build copied to SITE_OUT_DIR (default
// dist/), where the tests that read built files find it.

/** Copies the live build to `outDir`, replacing what was there in one rename. */
async function mirror(site: LiveSite, outDir: string): Promise<void> {
  const next = `${outDir}.next-${process.pid}`;
  const old = `${outDir}.old-${process.pid}`;
  await removeTree(next);
  await cp(site.dir, next, { recursive: true });
  await rename(outDir, old).catch(() => {});
  await rename(next, outDir);
  await removeTree(old);
}

const env: NodeJS.ProcessEnv = { ...process.env };
const outDir = resolve(env.SITE_OUT_DIR ?? 'dist');
// The tests' publisher state is their own (playwright.config.ts sets it): never the
// .publisher/ that `npm start` serves from. A run that builds beside dist/ keeps it beside it.
env.PUBLISHER_DIR ??= env.SITE_OUT_DIR ? `${outDir}.publisher` : e2eStack.publisherDir;
for (const part of ['builds', 'live.json', 'history.json'])
  rmSync(resolve(env.PUBLISHER_DIR, part), { recursive: true, force: true });
if (env.API_DATA_DIR) rmSync(env.API_DATA_DIR, { recursive: true, force: true });
if (env.API_SMS_OUTBOX) rmSync(env.API_SMS_OUTBOX, { force: true });

let stopApi: (() => Promise<void>) | undefined;
await runUntilStopped(
  async () => {
    const demo = await startDemo(env, { onLive: (site) => mirror(site, outDir) });
    stopApi = demo.stopApi;
    return demo;
  },
  () => stopApi?.() ?? Promise.resolve(),
);
