import { resolve } from 'node:path';
import { adminTokenProblem } from './serve/admin/auth.ts';
import { forwardingOf } from './serve/forwarded-site.ts';
import { startPublishServer } from './serve/publish-server.ts';
import type { PublisherOptions } from './publish/publish-queue.ts';
import { readPublishSettings, type PublishSettings } from './publish/publish-settings.ts';
import { createSitePublisher, defaultStateDir } from './publish/site-publisher.ts';

// `npm run serve`: the publish server of the real site. It builds from the provider's API
// (PUBLIC_API_URL and the other settings of src/lib/settings.ts, all checked before anything
// starts), serves the live build on SITE_HOST:SITE_PORT, rebuilds from /admin (ADMIN_TOKEN),
// when its watcher sees a change at the provider (PUBLISH_WATCH_MINUTES), when the provider's
// webhook says so (PUBLISH_WEBHOOK_SECRET) or from `npm run publish`. `npm start` is the demo
// built on it (scripts/start.ts: the stand-in API first).

/** The publish server's own settings (the site's are src/lib/settings.ts's). */
export interface ServerSettings {
  host: string;
  port: number;
  /** The admin secret; null: no admin routes at all. */
  adminToken: string | null;
  trustedProxies: string[];
  /** Builds, history, logs and Astro's cache. */
  stateDir: string;
  /** How publishing runs itself: the watcher, previews, notices, the webhook. */
  publishing: PublishSettings;
}

type Env = Readonly<Record<string, string | undefined>>;

/** A whole number from `env[name]` within bounds, the fallback when unset; throws naming it. */
function wholeNumber(env: Env, name: string, fallback: number | null, min: number, max: number) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got '${raw}').`);
  return value;
}

/** The publish server's settings from `env`, each checked; a wrong one throws, named. */
export function readServerSettings(env: Env): ServerSettings {
  const adminToken = env.ADMIN_TOKEN?.trim() || null;
  const problem = adminToken ? adminTokenProblem(adminToken) : null;
  if (problem) throw new Error(problem);
  return {
    host: env.SITE_HOST?.trim() || '127.0.0.1',
    port: wholeNumber(env, 'SITE_PORT', 4321, 0, 65_535)!,
    adminToken,
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    stateDir: resolve(env.PUBLISHER_DIR?.trim() || defaultStateDir),
    publishing: readPublishSettings(env),
  };
}

export interface PublishService {
  port: number;
  /** Resolves once the first publish is done and the site is served; rejects when nothing
   * could be published. */
  published: Promise<void>;
  /** Stops serving and publishing (a running build is stopped with it). */
  close(): Promise<void>;
}

/**
 * Starts the publish server with `settings` and publishes once from `env` (the build's
 * environment, checked first: a missing or wrong setting throws, named). A live build kept
 * from an earlier run is served meanwhile; without one the site answers 503 until the first
 * build is live.
 */
export async function startPublishService(
  env: NodeJS.ProcessEnv,
  settings: ServerSettings,
  options: Pick<PublisherOptions, 'onLive'> = {},
): Promise<PublishService> {
  // The site's settings first: a missing or wrong one throws, named.
  const forward = forwardingOf(env);
  const publisher = await createSitePublisher({
    stateDir: settings.stateDir,
    env,
    onLive: options.onLive,
    watch: true,
  });
  let ready = publisher.liveSite() !== null;
  const server = await startPublishServer({
    publisher,
    adminToken: settings.adminToken,
    trustedProxies: settings.trustedProxies,
    host: settings.host,
    port: settings.port,
    siteReady: () => ready,
    webhookSecret: settings.publishing.webhookSecret,
    forward,
  }).catch(async (error: unknown) => {
    await publisher.close();
    throw error;
  });
  console.log(
    `Publishing the site from ${env.PUBLIC_API_URL}${ready ? ' (serving the live build meanwhile)' : ''}…`,
  );
  publisher.trigger({ by: 'startup' });
  const published = publisher.whenIdle().then(async () => {
    const [first] = (await publisher.status()).history;
    if (first && first.result !== 'published' && first.result !== 'skipped')
      console.error(`The build was not published: ${first.reason}`);
    if (!publisher.liveSite())
      throw new Error('Nothing to serve: the first build was not published.');
    ready = true;
  });
  return {
    port: server.port,
    published,
    async close() {
      await publisher.close();
      await server.close();
    },
  };
}

/** The lines that say where the site is served (and the webhook, which needs no admin). */
export function servedLines(port: number, settings: ServerSettings): string[] {
  const site = `http://localhost:${port}`;
  return [
    `  Site:        ${site}`,
    settings.adminToken
      ? `  Admin:       ${site}/admin`
      : '  Admin:       off (set ADMIN_TOKEN to rebuild from /admin)',
    ...(settings.publishing.webhookSecret
      ? [`  Webhook:     POST ${site}/admin/hooks/content-changed (signed)`]
      : []),
  ];
}

/**
 * Runs a publish service until SIGINT or SIGTERM: `start` starts it (and whatever it needs,
 * stopped by `stopAlso`) and gives the lines that say where it is, printed once the first
 * publish is live. A failure is printed and exits with 1.
 */
export async function runUntilStopped(
  start: () => Promise<{ service: PublishService; lines: string[] }>,
  stopAlso?: () => Promise<void>,
): Promise<void> {
  let service: PublishService | null = null;
  const stop = async (code: number) => {
    await service?.close();
    await stopAlso?.();
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  try {
    const started = await start();
    service = started.service;
    await service.published;
    console.log(['', ...started.lines, '  Press Ctrl-C to stop.'].join('\n'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
  }
}

if (import.meta.main)
  await runUntilStopped(async () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    if (!env.PUBLIC_API_URL?.trim())
      throw new Error(
        'PUBLIC_API_URL is missing: `npm run serve` publishes from the provider’s API (`npm start` runs the demo on the stand-in).',
      );
    const settings = readServerSettings(env);
    const service = await startPublishService(env, settings);
    return {
      service,
      lines: [...servedLines(service.port, settings), `  Member API:  ${env.PUBLIC_API_URL}`],
    };
  });
