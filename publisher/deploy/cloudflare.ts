import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSiteConfig } from '../../src/lib/settings.ts';
import type { CdnVersion, CdnVersions, DeployBuild, DeployTarget } from './deploy-target.ts';

// Cloudflare Workers with static assets, through wrangler (the npm package; no uploader of our
// own). Each deploy is `wrangler deploy` of a configuration written for the build (its
// deploy output): the build's files as the Worker's assets (wrangler sends a manifest of their
// hashes and uploads only the files Cloudflare lacks), its `_headers` and `_redirects` read by
// Cloudflare, the 404 page for unknown addresses, and the Worker (cloudflare-worker.ts) run
// first for /api/*, forwarding to the build's provider. Every deploy is a version Cloudflare
// keeps, tagged with the build's id; a rollback is `wrangler rollback` to that version.
// Wrangler runs offline-clean: no telemetry, no update check (its banner), no login (the
// account and token come from the environment), its output read from its own JSON file.

/** The Workers runtime's dates the site is written for (no newer than the wrangler in use). */
export const COMPATIBILITY_DATE = '2026-11-01';

const workerSource = fileURLToPath(new URL('./cloudflare-worker.ts', import.meta.url));
// The command line the package names as its `wrangler` bin (its exports name no file of it).
const wranglerBin = join(
  dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
  'bin/wrangler.js',
);

/** What the Cloudflare target needs: the account, a token that may edit its Workers, the
 * Worker's name and (tests only) another address of Cloudflare's API. */
export interface CloudflareSettings {
  accountId: string;
  apiToken: string;
  workerName: string;
  apiBaseUrl?: string;
  /** Where the deploy output and wrangler's own files go. */
  dir: string;
}

/** The Worker's configuration for a build: what `wrangler deploy` (or `wrangler dev`) reads. */
export function workerConfig(build: DeployBuild, workerName: string) {
  const site = readSiteConfig(build.env);
  return {
    name: workerName,
    main: workerSource,
    compatibility_date: COMPATIBILITY_DATE,
    // The site answers at <name>.<account>.workers.dev until a domain of the club's is added.
    workers_dev: true,
    assets: {
      directory: build.siteDir,
      binding: 'ASSETS',
      // Astro writes pages as folder/index.html: /news answers /news/ (a redirect).
      html_handling: 'auto-trailing-slash',
      not_found_handling: '404-page',
      // The Worker runs (and is billed) only for the forwarded APIs; files are served free.
      run_worker_first: ['/api/*'],
    },
    vars: { MEMBER_API_URL: site.apiUrl, ORDER_API_URL: site.orderApiUrl },
  };
}

/**
 * The Worker's secrets for a build: the forwarder's secret the provider checks
 * (FORWARDING_SECRET) and the ordering account the forwarding adds (the PUBLIC_ORDER_USERNAME, PUBLIC_ORDER_PASSWORD and PUBLIC_ORDER_ACCESS_KEY settings). Uploaded
 * with each version as secret bindings (`wrangler deploy --secrets-file`), never as vars.
 */
export function workerSecrets(build: DeployBuild): Record<string, string> {
  const site = readSiteConfig(build.env);
  const secret = build.env.FORWARDING_SECRET?.trim();
  return {
    ...(secret ? { FORWARDING_SECRET: secret } : {}),
    ORDER_USERNAME: site.orderUsername,
    ORDER_PASSWORD: site.orderPassword,
    ORDER_ACCESS_KEY: site.orderAccessKey,
  };
}

/** Writes a build's deploy output (wrangler.json) into `dir`; returns the file. */
export async function writeDeployOutput(
  build: DeployBuild,
  dir: string,
  workerName: string,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'wrangler.json');
  await writeFile(file, JSON.stringify(workerConfig(build, workerName), null, 2) + '\n');
  return file;
}

/** Wrangler's environment: this account and token, nothing of the publisher's own, nothing
 * fetched that the task does not need (telemetry, update check, request facts), and its
 * structured output in `outputFile`. */
export function wranglerEnv(
  settings: Pick<CloudflareSettings, 'accountId' | 'apiToken' | 'apiBaseUrl' | 'dir'>,
  outputFile?: string,
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    CI: 'true',
    NO_COLOR: '1',
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    // `wrangler dev` would fetch a sample of Cloudflare's request facts (Request.cf) online.
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_LOG_PATH: logsDirOf(settings.dir),
    CLOUDFLARE_ACCOUNT_ID: settings.accountId,
    CLOUDFLARE_API_TOKEN: settings.apiToken,
    ...(settings.apiBaseUrl ? { CLOUDFLARE_API_BASE_URL: settings.apiBaseUrl } : {}),
    ...(outputFile ? { WRANGLER_OUTPUT_FILE_PATH: outputFile } : {}),
  };
}

/** The path of the wrangler command line (for a child process run on this Node). */
export const wranglerCommand = [process.execPath, wranglerBin] as const;

/** Wrangler's log files kept (one a run; wrangler itself removes them only after 30 days). */
export const WRANGLER_LOGS_KEPT = 10;

/** Where wrangler writes its log files (WRANGLER_LOG_PATH). */
const logsDirOf = (dir: string) => join(dir, 'logs');

/** Removes all but the newest WRANGLER_LOGS_KEPT of wrangler's log files in `logsDir` (their
 * names are the time of the run, `wrangler-2026-11-30_09-15-02_123.log`). */
async function pruneWranglerLogs(logsDir: string): Promise<void> {
  const names = (await readdir(logsDir).catch(() => []))
    .filter((name) => /^wrangler-.*\.log$/.test(name))
    .sort();
  for (const name of names.slice(0, -WRANGLER_LOGS_KEPT))
    await rm(join(logsDir, name), { force: true });
}

/** Thrown when wrangler fails: its own words (the end of what it printed). */
class WranglerError extends Error {
  override name = 'WranglerError';
}

/** What wrangler said went wrong, for people: its [ERROR] lines (the end of what it said
 * when it has none), a few hundred characters at most. */
function wranglerProblem(said: string): string {
  const lines = said.split('\n').map((line) => line.trim());
  const errors = lines.flatMap((line, at) =>
    line.includes('[ERROR]') ? [line.replace(/^.*\[ERROR\]\s*/, ''), lines[at + 2] ?? ''] : [],
  );
  const chosen = errors.length > 0 ? errors : lines.slice(-8);
  return chosen.filter(Boolean).join(' ').slice(0, 600);
}

/** An entry of wrangler's output file (WRANGLER_OUTPUT_FILE_PATH). */
interface WranglerOutput {
  type?: string;
  message?: string;
  version_id?: string | null;
}

/** A version as `wrangler versions list --json` gives it. */
interface ListedVersion {
  id: string;
  metadata?: { created_on?: string };
  annotations?: Record<string, string | undefined>;
}

/** The Cloudflare target (PUBLISH_TARGET=cloudflare). */
export function cloudflareTarget(settings: CloudflareSettings): DeployTarget {
  const config = join(settings.dir, 'wrangler.json');
  // Rollbacks and questions name only the Worker: the files of a build they do not send may
  // be gone from the publisher (pruned) while Cloudflare keeps its version.
  const nameOnly = join(settings.dir, 'worker-name.json');

  /** Runs wrangler with `args`; its stdout, and the entries of its output file. A failure
   * throws with what wrangler said went wrong (its output file's, else its own words). */
  async function run(args: string[]): Promise<{ stdout: string; outputs: WranglerOutput[] }> {
    await mkdir(settings.dir, { recursive: true });
    const outputFile = join(settings.dir, `output-${randomUUID()}.ndjson`);
    const outputs = async () =>
      (await readFile(outputFile, 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as WranglerOutput);
    try {
      const ran = await new Promise<{ stdout: string; failed: string | null }>((done) =>
        execFile(
          wranglerCommand[0],
          [wranglerCommand[1], ...args],
          {
            cwd: settings.dir,
            env: wranglerEnv(settings, outputFile),
            timeout: 15 * 60_000,
            maxBuffer: 64 * 1024 * 1024,
          },
          (error, stdout, stderr) =>
            done({
              stdout,
              failed: error ? wranglerProblem(`${stderr}\n${stdout}`) || error.message : null,
            }),
        ),
      );
      const entries = await outputs();
      if (ran.failed !== null) {
        const failure = entries.find((entry) => entry.type === 'command-failed')?.message;
        throw new WranglerError(`wrangler ${args[0]} failed: ${failure ?? ran.failed}`);
      }
      return { stdout: ran.stdout, outputs: entries };
    } finally {
      await rm(outputFile, { force: true });
      await pruneWranglerLogs(logsDirOf(settings.dir));
    }
  }

  async function writeNameOnly(): Promise<void> {
    await mkdir(settings.dir, { recursive: true });
    const body = { name: settings.workerName, compatibility_date: COMPATIBILITY_DATE };
    await writeFile(nameOnly, JSON.stringify(body) + '\n');
  }

  const versionOf = (listed: ListedVersion): CdnVersion => ({
    id: listed.id,
    build: listed.annotations?.['workers/tag'] ?? null,
    createdAt: listed.metadata?.created_on ?? null,
  });

  return {
    name: 'Cloudflare',

    async deploy(build, log) {
      await writeDeployOutput(build, settings.dir, settings.workerName);
      // Readable by this user alone, and only while wrangler runs.
      const secrets = join(settings.dir, `secrets-${randomUUID()}.json`);
      await writeFile(secrets, JSON.stringify(workerSecrets(build)), { mode: 0o600 });
      const { outputs } = await run([
        'deploy',
        '--config',
        config,
        '--secrets-file',
        secrets,
        '--message',
        `Club website build ${build.id}`,
        '--tag',
        build.id,
      ]).finally(() => rm(secrets, { force: true }));
      const deployed = outputs.find((entry) => entry.type === 'deploy');
      if (!deployed?.version_id)
        throw new WranglerError('wrangler deploy named no version of the Worker.');
      log(`build ${build.id} is version ${deployed.version_id}`);
      return { id: deployed.version_id, build: build.id, createdAt: new Date().toISOString() };
    },

    async rollback(version, log) {
      await writeNameOnly();
      await run([
        'rollback',
        version.id,
        '--config',
        nameOnly,
        '--message',
        `Rolled back to build ${version.build ?? version.id}`,
        '--yes',
      ]);
      log(`version ${version.id} is live again`);
    },

    async versions(): Promise<CdnVersions> {
      await writeNameOnly();
      const listed = JSON.parse(
        (await run(['versions', 'list', '--json', '--config', nameOnly])).stdout,
      ) as ListedVersion[];
      if (listed.length === 0) return { live: null, kept: [] };
      const status = JSON.parse(
        (await run(['deployments', 'status', '--json', '--config', nameOnly])).stdout,
      ) as { versions?: { version_id: string; percentage: number }[] };
      const [serving] = [...(status.versions ?? [])].sort((a, b) => b.percentage - a.percentage);
      const kept = listed.map(versionOf);
      const live = kept.find((version) => version.id === serving?.version_id) ?? null;
      return { live, kept };
    },
  };
}
