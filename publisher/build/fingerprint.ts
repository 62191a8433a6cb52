import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { digest, inTurn, listFiles } from '../../integrations/files.ts';
import { leanFetch } from './keep-alive-fetch.ts';
import type { ChangeCheck, FetchRecord, KeptContent, VerifiedContent } from './contract.ts';

// A build is skipped when nothing it depends on changed since the live build:
//   code     — every file of src/, public/, integrations/ (what astro.config.mjs loads: the
//              steps that finish pages and write _redirects and _headers), publisher/ (the
//              build worker itself) and scripts/, the Astro config, and the lock file;
//   settings — the PUBLIC_ variables (they are baked into the pages);
//   content  — every JSON answer of the API the build fetched (recorded by fetch-recorder.ts).
// To ask "did the content change?" the same GET calls are made again and their answers
// hashed the same way. Any changed byte of any answer — one news title, a new album on a list
// page, a new page of news — changes the fingerprint. The cheap signal comes first: every
// answer that had an ETag or Last-Modified is asked conditionally, and 304 stands for the
// same answer; a provider without validators answers in full and the bodies are compared.
// Pictures count by their version (ETag, Last-Modified or the bytes' hash), so a picture
// replaced under the same file name is a change too.

const codeFiles = ['astro.config.mjs', 'package-lock.json', 'tsconfig.json'];
const codeDirs = ['src', 'public', 'integrations', 'publisher', 'scripts'];

// Each file's digest, kept while its size and modification time stay the same: a publish
// asks for the code hash three times (change check, worker, fingerprint).
const fileDigests = new Map<string, { size: number; mtimeMs: number; digest: string }>();

async function digestOf(file: string): Promise<string> {
  const { size, mtimeMs } = await stat(file);
  const known = fileDigests.get(file);
  if (known?.size === size && known.mtimeMs === mtimeMs) return known.digest;
  const made = digest(await readFile(file));
  fileDigests.set(file, { size, mtimeMs, digest: made });
  return made;
}

/** The hash of the project's code and static files. */
export async function codeHash(root: string): Promise<string> {
  const parts: string[] = [];
  for (const dir of codeDirs) {
    if (!existsSync(join(root, dir))) continue;
    for (const file of await listFiles(join(root, dir)))
      parts.push(`${dir}/${file} ${await digestOf(join(root, dir, file))}`);
  }
  for (const file of codeFiles)
    if (existsSync(join(root, file))) parts.push(`${file} ${await digestOf(join(root, file))}`);
  return digest(parts.join('\n'));
}

/** The PUBLIC_ settings of an environment, sorted. */
export function publicSettings(env: NodeJS.ProcessEnv): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const key of Object.keys(env).sort())
    if (key.startsWith('PUBLIC_') && env[key]) settings[key] = env[key];
  return settings;
}

/** The GET calls whose JSON answers make up the content (the last answer of each). */
export function contentCalls(records: readonly FetchRecord[]): FetchRecord[] {
  const last = new Map<string, FetchRecord>();
  for (const record of records)
    if (record.method === 'GET' && (record.body !== undefined || record.json || record.notModified))
      last.set(record.url, record);
  return [...last.values()].sort((a, b) => a.url.localeCompare(b.url));
}

/** The hash of the API content: each call's URL, status and body hash, and each picture's version. */
export function contentHash(
  records: readonly FetchRecord[],
  media: Readonly<Record<string, string>> = {},
): string {
  const calls = contentCalls(records).map((r) => `${r.url} ${r.status} ${r.sha256}`);
  const pictures = Object.keys(media)
    .sort()
    .map((url) => `${url} ${media[url]}`);
  return digest([...calls, ...pictures].join('\n'));
}

/** Code, settings and content in one fingerprint. */
export function combine(code: string, env: NodeJS.ProcessEnv, content: string): string {
  return digest([code, JSON.stringify(publicSettings(env)), content].join('\n'));
}

/** An answer the live build had: asked again with its validators when it has any. */
export interface KnownAnswer {
  url: string;
  status?: number;
  sha256?: string;
  etag?: string;
  lastModified?: string;
}

/** What the change check asks with: `fetch`, or Node's own HTTP client (publisher/build/keep-alive-fetch.ts). */
type Fetcher = (
  url: string,
  init: { method?: string; headers?: Record<string, string>; signal?: AbortSignal },
) => Promise<Response>;

/** How many calls the change check has in flight: cheap conditional answers, many of them. */
const REFETCH_IN_FLIGHT = 32;

/**
 * Asks the API the live build's calls again; null when any of them fails. A call whose
 * answer had an ETag or Last-Modified is asked conditionally: 304 Not Modified stands for
 * the same answer (no body sent); any other answer is hashed and compared in full.
 */
export async function refetch(
  calls: readonly (string | KnownAnswer)[],
  fetchImpl: Fetcher = leanFetch,
): Promise<FetchRecord[] | null> {
  const records: FetchRecord[] = [];
  let failed = false;
  await inTurn(calls, REFETCH_IN_FLIGHT, async (call) => {
    if (failed) return;
    const known: KnownAnswer = typeof call === 'string' ? { url: call } : call;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (known.sha256 && known.etag) headers['if-none-match'] = known.etag;
    else if (known.sha256 && known.lastModified) headers['if-modified-since'] = known.lastModified;
    try {
      const response = await fetchImpl(known.url, { headers, signal: AbortSignal.timeout(30_000) });
      const { url } = known;
      if (response.status === 304 && known.sha256) {
        await response.arrayBuffer();
        records.push({
          method: 'GET',
          url,
          status: known.status ?? 200,
          sha256: known.sha256,
          etag: known.etag,
          lastModified: known.lastModified,
          notModified: true,
        });
        return;
      }
      const body = await response.text();
      if (response.status >= 500) failed = true;
      const etag = response.headers.get('etag') ?? undefined;
      const lastModified = response.headers.get('last-modified') ?? undefined;
      records.push({
        method: 'GET',
        url,
        status: response.status,
        sha256: digest(body),
        body,
        etag,
        lastModified,
      });
    } catch {
      failed = true;
    }
  });
  return failed ? null : records;
}

/**
 * The version of each picture now (HEAD: ETag, else Last-Modified; a picture kept by its
 * bytes' hash is read and hashed again); null when the media host cannot be reached.
 */
export async function mediaVersions(
  media: Readonly<Record<string, string>>,
  fetchImpl: Fetcher = leanFetch,
): Promise<Record<string, string> | null> {
  const now: Record<string, string> = {};
  let failed = false;
  await inTurn(Object.keys(media), REFETCH_IN_FLIGHT, async (url) => {
    if (failed) return;
    try {
      const byBytes = media[url]!.startsWith('sha256:');
      const response = await fetchImpl(url, {
        method: byBytes ? 'GET' : 'HEAD',
        signal: AbortSignal.timeout(30_000),
      });
      if (response.status >= 400) {
        // Gone since the build: a change (the page shows the placeholder now).
        now[url] = `missing (HTTP ${response.status})`;
        await response.arrayBuffer();
      } else if (byBytes) {
        const bytes = Buffer.from(await response.arrayBuffer());
        now[url] = `sha256:${createHash('sha256').update(bytes).digest('base64url')}`;
      } else {
        now[url] = response.headers.get('etag') ?? response.headers.get('last-modified') ?? '';
      }
    } catch {
      failed = true;
    }
  });
  return failed ? null : now;
}

/** The answers and picture versions a build made, as its build.json keeps them. */
export function keptAnswers(records: readonly FetchRecord[]): NonNullable<KeptContent['answers']> {
  const answers: NonNullable<KeptContent['answers']> = {};
  for (const call of contentCalls(records)) {
    answers[call.url] = { status: call.status, sha256: call.sha256 };
    if (call.etag) answers[call.url]!.etag = call.etag;
    if (call.lastModified) answers[call.url]!.lastModified = call.lastModified;
  }
  return answers;
}

/** The fingerprint of a build from its records, and the fingerprint a build would have now. */
export function createFingerprinter(root: string, env: NodeJS.ProcessEnv) {
  return {
    async ofBuild(
      records: readonly FetchRecord[],
      media: Readonly<Record<string, string>> = {},
    ): Promise<string> {
      return combine(await codeHash(root), env, contentHash(records, media));
    },
    /**
     * What a build would have now: the live build's calls asked again (conditionally), its
     * pictures' versions, and what of that is unchanged (the build takes it as it is).
     */
    async current(live: KeptContent): Promise<ChangeCheck | null> {
      const calls: KnownAnswer[] = live.answers
        ? Object.entries(live.answers).map(([url, answer]) => ({ url, ...answer }))
        : live.fetchUrls.map((url) => ({ url }));
      if (calls.length === 0) return null;
      const [records, media] = await Promise.all([refetch(calls), mediaVersions(live.media ?? {})]);
      if (!records || !media) return null;
      const verified: VerifiedContent = { answers: {}, media: {} };
      for (const record of records) {
        const before = live.answers?.[record.url];
        if (before?.sha256 !== record.sha256) continue;
        verified.answers[record.url] = {
          status: record.status,
          sha256: record.sha256,
          etag: record.etag ?? before.etag,
          lastModified: record.lastModified ?? before.lastModified,
        };
      }
      for (const [url, version] of Object.entries(media))
        if (live.media?.[url] === version) verified.media[url] = version;
      // Changed answers travel with the build: it need not ask for them a second time.
      for (const record of records)
        if (!verified.answers[record.url] && record.body !== undefined && record.status === 200)
          verified.answers[record.url] = {
            status: record.status,
            sha256: record.sha256,
            body: record.body,
            etag: record.etag,
            lastModified: record.lastModified,
          };
      const fingerprint = combine(await codeHash(root), env, contentHash(records, media));
      const requests = {
        api: records.length,
        notModified: records.filter((record) => record.notModified).length,
        pictures: Object.keys(media).length,
      };
      return { fingerprint, verified, requests };
    },
  };
}
