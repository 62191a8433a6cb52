import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { digest, listFiles } from './files.ts';
import type { BuildMeta, FetchRecord } from './types.ts';

// A build is skipped when nothing it depends on changed since the live build:
//   code     — every file of src/ and public/, the Astro config, the integrations that write
//              _redirects and _headers (with what they use) and the lock file;
//   settings — the PUBLIC_ variables (they are baked into the pages);
//   content  — every JSON answer of the API the build fetched (recorded by record-fetches.ts).
// To ask "did the content change?" the same GET calls are made again and their answers
// hashed the same way. Any changed byte of any answer — one news title, a new album on a list
// page, a new page of news — changes the fingerprint. Media files are not hashed: a picture
// replaced under the same file name needs a forced build.

const codeFiles = [
  'astro.config.mjs',
  'publisher/redirects-integration.ts',
  'publisher/headers-integration.ts',
  'publisher/site-headers.ts',
  'publisher/csp.ts',
  'publisher/security-headers.ts',
  'package-lock.json',
  'tsconfig.json',
];
const codeDirs = ['src', 'public'];
const REFETCH_IN_FLIGHT = 6;

/** The hash of the project's code and static files. */
export async function codeHash(root: string): Promise<string> {
  const parts: string[] = [];
  for (const dir of codeDirs) {
    if (!existsSync(join(root, dir))) continue;
    for (const file of await listFiles(join(root, dir)))
      parts.push(`${dir}/${file} ${digest(await readFile(join(root, dir, file)))}`);
  }
  for (const file of codeFiles)
    if (existsSync(join(root, file)))
      parts.push(`${file} ${digest(await readFile(join(root, file)))}`);
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
    if (record.method === 'GET' && record.body !== undefined) last.set(record.url, record);
  return [...last.values()].sort((a, b) => a.url.localeCompare(b.url));
}

/** The hash of the API content: each call's URL, status and body hash. */
export function contentHash(records: readonly FetchRecord[]): string {
  return digest(
    contentCalls(records)
      .map((r) => `${r.url} ${r.status} ${r.sha256}`)
      .join('\n'),
  );
}

/** Code, settings and content in one fingerprint. */
export function combine(code: string, env: NodeJS.ProcessEnv, content: string): string {
  return digest([code, JSON.stringify(publicSettings(env)), content].join('\n'));
}

/** Asks the API the live build's calls again; null when any of them fails. */
export async function refetch(
  urls: readonly string[],
  fetchImpl: typeof fetch = fetch,
): Promise<FetchRecord[] | null> {
  const records: FetchRecord[] = [];
  let failed = false;
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined && !failed; url = queue.shift()) {
      try {
        const response = await fetchImpl(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(30_000),
        });
        const body = await response.text();
        if (response.status >= 500) failed = true;
        records.push({ method: 'GET', url, status: response.status, sha256: digest(body), body });
      } catch {
        failed = true;
      }
    }
  };
  await Promise.all(Array.from({ length: REFETCH_IN_FLIGHT }, worker));
  return failed ? null : records;
}

/** The fingerprint of a build from its records, and the fingerprint a build would have now. */
export function createFingerprinter(root: string, env: NodeJS.ProcessEnv) {
  return {
    async ofBuild(records: readonly FetchRecord[]): Promise<string> {
      return combine(await codeHash(root), env, contentHash(records));
    },
    async current(live: BuildMeta): Promise<string | null> {
      if (live.fetchUrls.length === 0) return null;
      const records = await refetch(live.fetchUrls);
      return records ? combine(await codeHash(root), env, contentHash(records)) : null;
    },
  };
}
