import { createApiClient } from '../lib/api/client.ts';
import { config } from '../lib/config.ts';
import { onSkippedRecord } from '../lib/schemas/skipped-records.ts';

// Build-time access to the member web API: one client, each call fetched once per build,
// at most a few requests in flight so the provider is not flooded by a large build.

const MAX_IN_FLIGHT = 6;
let inFlight = 0;
const waiting: (() => void)[] = [];

async function limitedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (inFlight >= MAX_IN_FLIGHT) await new Promise<void>((go) => waiting.push(go));
  inFlight++;
  try {
    return await globalThis.fetch(input, init);
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
// its last build (publisher/build/content-rebuild.ts): it numbers each build here, and what was
// loaded for an earlier one is forgotten. A plain `astro build` loads its modules afresh.
const BUILD_NUMBER = Symbol.for('club.build-number');
let loadedFor: unknown;

/** Forgets what an earlier build of this process loaded and named. */
function sameBuild(): void {
  const now = (globalThis as Record<symbol, unknown>)[BUILD_NUMBER];
  if (now === loadedFor) return;
  loadedFor = now;
  loaded.clear();
  named.clear();
}

// A record the schemas drop is named once in the build log; the build goes on without it.
onSkippedRecord(({ label, id, issue }) => {
  sameBuild();
  const line = `[build] skipped a ${label} record${id ? ` (${id})` : ''}: ${issue}`;
  if (named.has(line)) return;
  named.add(line);
  console.warn(line);
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
