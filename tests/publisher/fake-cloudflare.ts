import { createAdaptorServer } from '@hono/node-server';
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono, type Context } from 'hono';
import { listFiles } from '../../integrations/files.ts';
import { cdnPublishing } from '../../publisher/deploy/cdn-publishing.ts';
import { readDeployTarget } from '../../publisher/deploy/targets.ts';

// Cloudflare's API as the real `wrangler deploy`, `wrangler rollback`, `wrangler versions list`
// and `wrangler deployments status` use it for a Worker with static assets, on loopback, so
// that the publisher's deploys are tested offline with wrangler itself (CLOUDFLARE_API_BASE_URL
// points wrangler here). It keeps what Cloudflare keeps: the files by their hash (wrangler
// uploads only those it is told are missing), each version (its files' manifest, its vars and
// tag) and the deployments; and it counts what each deploy sent.

interface Manifest {
  [path: string]: { hash: string; size: number };
}

interface Version {
  id: string;
  number: number;
  created_on: string;
  annotations: Record<string, string>;
  manifest: Manifest;
  vars: Record<string, string>;
  /** The Worker's secret bindings, by name and value (Cloudflare never shows them again). */
  secrets: Record<string, string>;
}

interface Deployment {
  id: string;
  created_on: string;
  source: string;
  strategy: 'percentage';
  author_email: string;
  annotations: Record<string, string>;
  versions: { version_id: string; percentage: number }[];
}

/** How the fake's next deploys go wrong after Cloudflare made them live: the answer to the
 * first upload of the Worker (wrangler's deploy of a Worker that does not exist yet) names no
 * version ('no-version-named'), or wrangler's calls after the deploy fail ('failing-after-live'). */
export type DeployFault = 'no-version-named' | 'failing-after-live';

/** One upload session: the manifest wrangler sent and the files it was asked for. */
interface Session {
  manifest: Manifest;
  missing: Set<string>;
  /** Files wrangler sent in this session. */
  sent: number;
}

/** The distinct contents of a build's files as a CDN stores them (once each, by content and
 * file ending), without the rules it reads instead of serving (`_headers`, `_redirects`). */
export async function distinctContents(siteDir: string): Promise<Set<string>> {
  const hashes = new Set<string>();
  for (const file of await listFiles(siteDir))
    if (!['_headers', '_redirects'].includes(file))
      hashes.add(
        createHash('sha256')
          .update(file.slice(file.lastIndexOf('.')))
          .update(await readFile(join(siteDir, file)))
          .digest('hex'),
      );
  return hashes;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token wrangler reads (it looks into the payload) and hands back: the session's id. */
const token = (payload: Record<string, unknown>) =>
  `${base64url({ alg: 'none' })}.${base64url({ exp: Math.floor(Date.now() / 1000) + 3600, ...payload })}.x`;
const payloadOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    string
  >;

const ok = (c: Context, result: unknown) =>
  c.json({ success: true, errors: [], messages: [], result });
const refuse = (c: Context, status: 400 | 404, code: number, message: string) =>
  c.json({ success: false, errors: [{ code, message }], messages: [], result: null }, status);

/** Starts the fake on a loopback port; `apiBaseUrl` is what CLOUDFLARE_API_BASE_URL takes. */
export async function startFakeCloudflare() {
  const files = new Map<string, Buffer>();
  const sessions = new Map<string, Session>();
  const versions: Version[] = [];
  const deployments: Deployment[] = [];
  /** Per deploy: the files in its manifest and the files wrangler sent. */
  const uploads: { files: number; sent: number }[] = [];
  let workerExists = false;
  const unknown: string[] = [];

  /** A version from wrangler's upload form (its metadata part and the Worker's modules). */
  async function versionFrom(c: Context): Promise<Version> {
    const form = await c.req.formData();
    const part = form.get('metadata');
    const metadata = JSON.parse(typeof part === 'string' ? part : await (part as File).text()) as {
      annotations?: Record<string, string>;
      assets?: { jwt?: string };
      bindings?: { type: string; name: string; text?: string }[];
    };
    const jwt = metadata.assets?.jwt;
    const session = jwt ? sessions.get(payloadOf(jwt).session ?? '') : undefined;
    if (!session) throw new Error('a version without its uploaded files');
    uploads.push({ files: Object.keys(session.manifest).length, sent: session.sent });
    const vars = Object.fromEntries(
      (metadata.bindings ?? [])
        .filter((binding) => binding.type === 'plain_text')
        .map((binding) => [binding.name, binding.text ?? '']),
    );
    const secrets = Object.fromEntries(
      (metadata.bindings ?? [])
        .filter((binding) => binding.type === 'secret_text')
        .map((binding) => [binding.name, binding.text ?? '']),
    );
    const version: Version = {
      id: randomUUID(),
      number: versions.length + 1,
      created_on: new Date().toISOString(),
      annotations: Object.fromEntries(
        Object.entries(metadata.annotations ?? {}).filter(([, value]) => value !== undefined),
      ),
      manifest: session.manifest,
      vars,
      secrets,
    };
    versions.push(version);
    return version;
  }

  function deploy(versionId: string, annotations: Record<string, string> = {}): Deployment {
    const deployment: Deployment = {
      id: randomUUID(),
      created_on: new Date().toISOString(),
      source: 'wrangler',
      strategy: 'percentage',
      author_email: 'admin@club.example',
      annotations,
      versions: [{ version_id: versionId, percentage: 100 }],
    };
    deployments.unshift(deployment);
    state.faultLive = state.fault !== null;
    return deployment;
  }

  const listed = (version: Version) => ({
    id: version.id,
    number: version.number,
    metadata: { created_on: version.created_on, source: 'wrangler', author_email: 'a@b.c' },
    annotations: version.annotations,
    resources: { script: { etag: version.id }, bindings: [] },
  });

  const app = new Hono().basePath('/client/v4/accounts/:account');
  // A Cloudflare that refuses every call (a revoked token), while `refusing` says so; and the
  // next deploy's fault, when one is set (`fault`).
  const state = {
    refusing: false,
    fault: null as DeployFault | null,
    /** Whether a deploy went live since the fault was set. */
    faultLive: false,
  };
  app.use('*', async (c, next) => {
    if (state.refusing) return refuse(c, 400, 10000, 'Authentication error');
    // Once the deploy is live: the calls wrangler makes after it fail (its triggers).
    if (
      state.fault === 'failing-after-live' &&
      state.faultLive &&
      c.req.path.endsWith('/subdomain')
    )
      return refuse(c, 400, 10013, 'An unknown error has occurred');
    return next();
  });
  app.get('/workers/services/:name', (c) =>
    workerExists
      ? ok(c, {
          id: c.req.param('name'),
          default_environment: {
            environment: 'production',
            script: { tag: 'worker-tag', tags: [], last_deployed_from: 'wrangler' },
          },
        })
      : refuse(c, 404, 10090, 'workers.api.error.service_not_found'),
  );
  app.get('/workers/subdomain', (c) => ok(c, { subdomain: 'club' }));
  app.get('/workers/scripts/:name/subdomain', (c) =>
    ok(c, { enabled: true, previews_enabled: false }),
  );
  app.post('/workers/scripts/:name/subdomain', (c) =>
    ok(c, { enabled: true, previews_enabled: false }),
  );
  app.patch('/workers/scripts/:name/script-settings', (c) => ok(c, {}));
  app.get('/workers/scripts/:name/secrets', (c) => ok(c, []));
  app.get('/workers/scripts/:name/settings', (c) => ok(c, { bindings: [], tags: [] }));
  app.get('/workers/workers/:name', (c) =>
    ok(c, {
      id: c.req.param('name'),
      name: c.req.param('name'),
      subdomain: { enabled: true, previews_enabled: false },
      observability: { enabled: false },
      tags: [],
    }),
  );
  app.get('/workers/scripts/:name/deployments', (c) => ok(c, { deployments }));
  app.post('/workers/scripts/:name/assets-upload-session', async (c) => {
    const { manifest } = (await c.req.json()) as { manifest: Manifest };
    const missing = new Set(
      Object.values(manifest)
        .map(({ hash }) => hash)
        .filter((hash) => !files.has(hash)),
    );
    const id = randomUUID();
    sessions.set(id, { manifest, missing, sent: 0 });
    return ok(c, { jwt: token({ session: id }), buckets: missing.size ? [[...missing]] : [] });
  });
  app.post('/workers/assets/upload', async (c) => {
    const id = payloadOf((c.req.header('authorization') ?? '').replace(/^Bearer /, '')).session;
    const session = sessions.get(id ?? '');
    if (!session) return refuse(c, 400, 10000, 'no such upload session');
    const form = await c.req.formData();
    for (const [hash, value] of form.entries()) {
      const text = typeof value === 'string' ? value : await value.text();
      files.set(hash, Buffer.from(text, 'base64'));
      session.missing.delete(hash);
      session.sent++;
    }
    return ok(c, session.missing.size === 0 ? { jwt: token({ session: id }) } : {});
  });
  app.put('/workers/scripts/:name', async (c) => {
    const version = await versionFrom(c);
    workerExists = true;
    deploy(version.id);
    // A live deploy whose answer names no version (wrangler's output then has none).
    if (state.fault === 'no-version-named') return ok(c, { id: c.req.param('name') });
    return ok(c, { id: c.req.param('name'), etag: version.id, deployment_id: version.id });
  });
  app.post('/workers/scripts/:name/versions', async (c) => {
    const version = await versionFrom(c);
    return ok(c, { ...listed(version), startup_time_ms: 1 });
  });
  app.post('/workers/scripts/:name/deployments', async (c) => {
    const body = (await c.req.json()) as {
      versions: { version_id: string }[];
      annotations?: Record<string, string>;
    };
    const [wanted] = body.versions;
    if (!versions.some((version) => version.id === wanted?.version_id))
      return refuse(c, 404, 10007, 'no such version');
    return ok(c, deploy(wanted!.version_id, body.annotations));
  });
  app.get('/workers/scripts/:name/versions', (c) =>
    ok(c, { items: [...versions].reverse().map(listed) }),
  );
  app.get('/workers/scripts/:name/versions/:id', (c) => {
    const version = versions.find((one) => one.id === c.req.param('id'));
    return version ? ok(c, listed(version)) : refuse(c, 404, 10007, 'no such version');
  });
  app.all('*', (c) => {
    unknown.push(`${c.req.method} ${c.req.path}`);
    return refuse(c, 404, 7003, `the fake does not know ${c.req.method} ${c.req.path}`);
  });

  const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server;
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;

  /** The version Cloudflare serves now. */
  const live = (): Version | null => {
    const id = deployments[0]?.versions[0]?.version_id;
    return versions.find((version) => version.id === id) ?? null;
  };

  return {
    apiBaseUrl: `http://127.0.0.1:${port}/client/v4`,
    accountId: 'club-account',
    /** Each deploy's count: the files of its manifest and those wrangler uploaded. */
    uploads,
    versions,
    live,
    /** A file as the live version serves it ('/news/index.html'), or null. */
    liveFile(path: string): string | null {
      const hash = live()?.manifest[path]?.hash;
      return hash ? (files.get(hash)?.toString('utf8') ?? null) : null;
    },
    /** Calls the fake was made that it does not know (a newer wrangler). */
    unknown,
    /** Makes the next deploys go wrong after they went live (null: no more). */
    fault: (fault: DeployFault | null) => void Object.assign(state, { fault, faultLive: false }),
    /** Makes the fake refuse every call (true) or answer again (false). */
    refuse: (refusing: boolean) => void (state.refusing = refusing),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export type FakeCloudflare = Awaited<ReturnType<typeof startFakeCloudflare>>;

/** The publisher's CDN side for the fake (PUBLISH_TARGET=cloudflare, its address as Cloudflare's
 * API), its record and deploy output under `stateDir`, builds' files where `siteDirOf` says. */
export function cdnOnFake(
  cloudflare: FakeCloudflare,
  stateDir: string,
  siteDirOf: (id: string) => string,
) {
  const target = readDeployTarget(
    {
      PUBLISH_TARGET: 'cloudflare',
      CLOUDFLARE_ACCOUNT_ID: cloudflare.accountId,
      CLOUDFLARE_API_TOKEN: 'test-token',
      CLOUDFLARE_API_BASE_URL: cloudflare.apiBaseUrl,
    },
    stateDir,
  )!;
  return cdnPublishing(target, { stateDir, siteDirOf, log: () => {} });
}
