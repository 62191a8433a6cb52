import { serve } from '@hono/node-server';
import { join, resolve } from 'node:path';
import { createApp } from './app.ts';
import { demoSmsSender } from './auth/sms.ts';
import { openDatabase } from './db/open.ts';
import { isSeeded, seedDemoContent } from './seed/index.ts';

// `npm run api`: the stand-in provider on loopback, with its demo content on first start.
const env = process.env;
const host = env.API_HOST ?? '127.0.0.1';
const port = Number(env.API_PORT ?? 4010);
const dataDir = resolve(env.API_DATA_DIR ?? 'data');
const publicOrigin = env.API_PUBLIC_ORIGIN ?? `http://localhost:${port}`;
const mediaDir = join(dataDir, 'media');
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const db = openDatabase(join(dataDir, 'club.db'));
if (!isSeeded(db)) {
  const started = Date.now();
  await seedDemoContent(db, { mediaDir, publicOrigin, scale: Number(env.SEED_SCALE ?? 1) });
  console.log(`Seeded the demo content in ${Date.now() - started} ms.`);
}

const app = createApp({
  db,
  publicOrigin,
  mediaDir,
  smsSender: demoSmsSender(env.API_SMS_OUTBOX),
  corsOrigins: list(env.API_CORS_ORIGINS ?? 'http://localhost:4321,http://127.0.0.1:4321'),
  allowLoopbackCors: env.API_CORS_LOOPBACK !== 'no',
  failingKitchens: list(env.API_ORDER_FAIL_KITCHENS),
  tokenTtlSeconds: env.API_TOKEN_TTL_SECONDS ? Number(env.API_TOKEN_TTL_SECONDS) : undefined,
});

const server = serve({ fetch: app.fetch, hostname: host, port }, () =>
  console.log(
    `Stand-in member API at http://${host}:${port}/web/bc-member/v1 (media from ${publicOrigin})`,
  ),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    db.close();
    process.exit(0);
  });
}
