import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { DEMO_MEMBER } from '../api/demo-accounts.ts';
import {
  readServerSettings,
  runUntilStopped,
  servedLines,
  startPublishService,
  type PublishService,
} from '../publisher/main.ts';
import type { PublisherOptions } from '../publisher/publish/publish-queue.ts';
import { isDemo } from '../src/lib/settings.ts';
import { standInApiUrl, startStandInApi, stopChild } from './stack.ts';

// `npm start`: the demo. The stand-in API (unless PUBLIC_API_URL points elsewhere), then the
// publish server of `npm run serve` (publisher/main.ts) building from it: the live build
// served on SITE_PORT, rebuilt from the admin page (/admin, with a random admin token unless
// ADMIN_TOKEN is set) or `npm run publish`. The first start builds; later starts serve the
// live build at once and rebuild in the background when something changed.

/** A running demo: the publish service and the stand-in API it builds from (if started). */
export interface Demo {
  service: PublishService;
  lines: string[];
  /** Stops the stand-in API (the service is stopped with its own close). */
  stopApi(): Promise<void>;
}

/**
 * Starts the demo in `env` (changed in place: the stand-in's addresses and the demo's site
 * address are filled in). `onLive` is told of each build that goes live.
 */
export async function startDemo(
  env: NodeJS.ProcessEnv,
  options: Pick<PublisherOptions, 'onLive'> = {},
): Promise<Demo> {
  // A short admin secret could be guessed: refuse it (and any wrong setting) before anything
  // starts.
  const settings = readServerSettings(env);
  const randomToken = settings.adminToken ? null : randomBytes(18).toString('base64url');
  settings.adminToken ??= randomToken;
  let api: ChildProcess | undefined;
  const stopApi = () => stopChild(api);
  if (!env.PUBLIC_API_URL) {
    const standIn = standInApiUrl();
    env.PUBLIC_API_URL = standIn.apiUrl;
    env.PUBLIC_ORDER_API_URL ??= standIn.orderUrl;
    env.API_PUBLIC_ORIGIN ??= standIn.origin;
    // The publish server forwards the members' calls from this machine: the stand-in believes
    // the member's address it names (its per-address limits stay per member) from loopback and
    // with a secret both are given, new each run.
    env.API_TRUSTED_FORWARDERS ??= '127.0.0.1,::1';
    env.FORWARDING_SECRET ??= randomBytes(24).toString('base64url');
    env.API_FORWARDING_SECRET = env.FORWARDING_SECRET;
    console.log('Starting the stand-in member API…');
    api = await startStandInApi(env);
  }
  // Only the demo (the stand-in on this machine) may leave the site's address out; a build
  // from a provider without it stops and names it (src/lib/settings.ts).
  if (isDemo(env)) env.PUBLIC_SITE_URL ??= `http://localhost:${settings.port}`;
  try {
    const service = await startPublishService(env, settings, options);
    const lines = [
      ...servedLines(service.port, settings),
      `  Admin token: ${randomToken ? `${randomToken}  (random; set ADMIN_TOKEN to choose one)` : '(from ADMIN_TOKEN)'}`,
      `  Member API:  ${env.PUBLIC_API_URL}${api ? ' (stand-in)' : ''}`,
      ...(api
        ? [`  Demo member: account ${DEMO_MEMBER.acNo}, password ${DEMO_MEMBER.password}`]
        : []),
    ];
    return { service, lines, stopApi };
  } catch (error) {
    await stopApi();
    throw error;
  }
}

if (import.meta.main) {
  let stopApi: (() => Promise<void>) | undefined;
  await runUntilStopped(
    async () => {
      const demo = await startDemo({ ...process.env });
      stopApi = demo.stopApi;
      return demo;
    },
    () => stopApi?.() ?? Promise.resolve(),
  );
}
