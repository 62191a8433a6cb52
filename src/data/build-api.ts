import { createApiClient } from '../lib/api/client.ts';
import { config } from '../lib/config.ts';
import { onSkippedRecord } from '../lib/schemas/skipped-records.ts';
import { buildContext } from './build-context.ts';

// Build-time access to the member web API: one client, each call fetched once per build,
// at most a few requests in flight so the provider is not flooded by a large build.

const MAX_IN_FLIGHT = 6;
let inFlight = 0;
const waiting: (() => void)[] = [];

async function limitedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (inFlight >= MAX_IN_FLIGHT) await new Promise<void>((go) => waiting.push(go));
  inFlight++;
  try {
    return await (buildContext.apiFetch ?? globalThis.fetch)(input, init);
  } finally {
    inFlight--;
    waiting.shift()?.();
  }
}

/** The API client of the build (no member token: public calls only). */
export const buildApi = createApiClient({
  baseUrl: config.apiUrl,
  fetch: limitedFetch,
  timeoutMs: 30_000,
});

const named = new Set<string>();
const loaded = new Map<string, Promise<unknown>>();

// The publisher's build worker renders the pages whose content changed with the modules of
// its last build (publisher/build/content-rebuild.ts): it numbers each build in the build
// context, and what was loaded for an earlier one is forgotten. A plain `astro build` loads
// its modules afresh.
let loadedFor: number | null = null;

/** Forgets what an earlier build of this process loaded and named. */
function sameBuild(): void {
  const now = buildContext.build;
  if (now === loadedFor) return;
  loadedFor = now;
  loaded.clear();
  named.clear();
}

// A record the schemas drop is reported once per build; the build goes on without it.
onSkippedRecord(({ label, id, issue }) => {
  sameBuild();
  const key = JSON.stringify([label, id ?? null, issue]);
  if (named.has(key)) return;
  named.add(key);
  buildContext.report({ kind: 'skipped-record', label, id: id ?? null, issue });
});

/** Loads `key` once per build; later callers share the same answer. */
export function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  sameBuild();
  let answer = loaded.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = load();
    loaded.set(key, answer);
  }
  return answer;
}
