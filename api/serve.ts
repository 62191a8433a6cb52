import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createApp } from './app.ts';
import { demoSmsSender } from './auth/sms.ts';
import { delayAnswers } from './http/delay.ts';
import { openDatabase } from './db/open.ts';
import { isSeeded, SEED_VERSION, seedDemoContent, seedVersionOf } from './seed/index.ts';

// `npm run api`: the stand-in provider on loopback, with its demo content on first start.
const env = process.env;

/** A whole-number setting from the environment; a bad value stops the start with a reason. */
function wholeNumber(name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max} (got '${raw}').`);
    process.exit(1);
  }
  return value;
}

const host = env.API_HOST ?? '127.0.0.1';
const port = wholeNumber('API_PORT', 4010, 1, 65_535);
const scale = wholeNumber('SEED_SCALE', 1, 1, 1000);
const tokenTtlSeconds = wholeNumber('API_TOKEN_TTL_SECONDS', 12 * 60 * 60, 1, 365 * 86_400);
const delayMs = wholeNumber('API_DELAY_MS', 0, 0, 60_000);
const dataDir = resolve(env.API_DATA_DIR ?? 'data');
const publicOrigin = env.API_PUBLIC_ORIGIN ?? `http://localhost:${port}`;
const mediaDir = join(dataDir, 'media');
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

// The site's forwarders (the publish server, the CDN's Worker) name the member's address; the
// stand-in believes them only from these addresses and with the shared secret.
const trustedForwarders = list(env.API_TRUSTED_FORWARDERS);
const forwardingSecret = env.API_FORWARDING_SECRET?.trim() || null;
if (trustedForwarders.length > 0 && (forwardingSecret?.length ?? 0) < 16) {
  console.error(
    'API_TRUSTED_FORWARDERS needs API_FORWARDING_SECRET, a secret of at least 16 characters the forwarders send.',
  );
  process.exit(1);
}

const dbFile = join(dataDir, 'club.db');
let db = openDatabase(dbFile);
if (isSeeded(db) && seedVersionOf(db) < SEED_VERSION) {
  // An older demo served member documents openly: start its data over (demo content only).
  console.log(`The demo data in ${dataDir} is from an older version; seeding it afresh.`);
  db.close();
  for (const file of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`, mediaDir])
    rmSync(file, { recursive: true, force: true });
  db = openDatabase(dbFile);
}
if (!isSeeded(db)) {
  const started = Date.now();
  await seedDemoContent(db, { mediaDir, publicOrigin, scale });
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
  tokenTtlSeconds,
  trustedForwarders,
  forwardingSecret,
});

// API_DELAY_MS: every answer that much later (browser tests of a slow provider).
const served = delayMs > 0 ? new Hono().use(delayAnswers(delayMs)).route('/', app) : app;

const server = serve({ fetch: served.fetch, hostname: host, port }, () =>
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
