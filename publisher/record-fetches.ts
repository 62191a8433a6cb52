import { createHash } from 'node:crypto';
import type { FetchRecord } from './types.ts';

// Installed in the build worker (publisher/build-worker.ts): it wraps fetch to record every
// call to the member API and the ordering service — what was asked, a hash of the JSON answer
// (the content fingerprint) and whether it failed. The site's code is unchanged.

const bases = [process.env.PUBLIC_API_URL, process.env.PUBLIC_ORDER_API_URL]
  .filter((base): base is string => !!base)
  .map((base) => base.replace(/\/+$/, '') + '/');
let records: FetchRecord[] = [];
const originalFetch = globalThis.fetch;

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

async function recordingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = urlOf(input);
  if (!bases.some((base) => url.startsWith(base))) return originalFetch(input, init);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  let response: Response;
  try {
    response = await originalFetch(input, init);
  } catch (error) {
    const failure = `no answer (${(error as Error).message})`;
    records.push({ method, url, status: 0, sha256: '', failure });
    console.error(`[publisher] API call failed: ${failure}: ${method} ${url}`);
    throw error;
  }
  const record: FetchRecord = { method, url, status: response.status, sha256: '' };
  const json = /json/i.test(response.headers.get('content-type') ?? '');
  if (json || response.status >= 400) {
    // A copy is read here; the caller reads the original as usual.
    const body = await response.clone().text();
    record.sha256 = createHash('sha256').update(body).digest('hex');
    if (json) record.body = body;
    if (response.status >= 500) record.failure = `HTTP ${response.status}`;
    else if (json && !isJson(body)) record.failure = 'a body that is not JSON';
  }
  if (record.failure)
    console.error(`[publisher] API call failed: ${record.failure}: ${method} ${url}`);
  records.push(record);
  return response;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Wraps fetch once; returns what was recorded since the last call and starts a new list. */
export function recordFetches(): () => FetchRecord[] {
  globalThis.fetch = recordingFetch;
  return () => {
    const taken = records;
    records = [];
    return taken;
  };
}
