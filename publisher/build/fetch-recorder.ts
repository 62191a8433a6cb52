import { createHash } from 'node:crypto';
import type { FetchRecord, VerifiedContent } from './contract.ts';

// Installed in the build worker (publisher/build/build-worker.ts): it wraps fetch to record every
// call to the member API and the ordering service — what was asked, a hash of the JSON answer
// (the content fingerprint), its HTTP validators and whether it failed. The site's code is
// unchanged.
//
// The worker also keeps the answers of its last build. A GET the publisher's change check
// has just found unchanged (`verified`) is answered from them without asking the API again;
// any other GET is asked conditionally (If-None-Match / If-Modified-Since), and a 304 is
// answered from them too. So a rebuild after one edit asks the API about what changed, not
// about the whole site. A provider without validators is asked every call in full, as before.

const bases = [process.env.PUBLIC_API_URL, process.env.PUBLIC_ORDER_API_URL]
  .filter((base): base is string => !!base)
  .map((base) => base.replace(/\/+$/, '') + '/');
let records: FetchRecord[] = [];
const originalFetch = globalThis.fetch;

interface KeptAnswer {
  status: number;
  body: string;
  sha256: string;
  contentType: string;
  etag?: string;
  lastModified?: string;
}
/** The last JSON answer of each GET, across builds (this process's memory). */
const kept = new Map<string, KeptAnswer>();
let verified: VerifiedContent['answers'] = {};
/** The digest of each answer this build has read (GET, by URL). */
const readNow = new Map<string, string>();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function answerFrom(answer: KeptAnswer): Response {
  const headers: Record<string, string> = { 'content-type': answer.contentType };
  if (answer.etag) headers.etag = answer.etag;
  if (answer.lastModified) headers['last-modified'] = answer.lastModified;
  return new Response(answer.body, { status: answer.status, headers });
}

/** A kept answer the change check vouched for (same hash, or its body sent along). */
function vouched(url: string): KeptAnswer | null {
  const check = verified[url];
  if (!check) return null;
  const answer = kept.get(url);
  if (check.body !== undefined) {
    return {
      status: check.status,
      body: check.body,
      sha256: check.sha256,
      contentType: 'application/json',
      etag: check.etag,
      lastModified: check.lastModified,
    };
  }
  return answer?.sha256 === check.sha256 ? answer : null;
}

async function recordingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = urlOf(input);
  if (!bases.some((base) => url.startsWith(base))) return originalFetch(input, init);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  let response: Response;
  const known = method === 'GET' ? vouched(url) : null;
  if (known) {
    readNow.set(url, known.sha256);
    records.push({
      method,
      url,
      status: known.status,
      sha256: known.sha256,
      body: known.body,
      etag: known.etag,
      lastModified: known.lastModified,
    });
    return answerFrom(known);
  }
  const earlier = method === 'GET' ? kept.get(url) : undefined;
  const headers = new Headers(
    init?.headers ?? (input instanceof Request ? input.headers : undefined),
  );
  if (earlier?.etag) headers.set('if-none-match', earlier.etag);
  else if (earlier?.lastModified) headers.set('if-modified-since', earlier.lastModified);
  try {
    response = await originalFetch(input, { ...init, headers });
  } catch (error) {
    const failure = `no answer (${(error as Error).message})`;
    records.push({ method, url, status: 0, sha256: '', failure });
    console.error(`[publisher] API call failed: ${failure}: ${method} ${url}`);
    throw error;
  }
  if (response.status === 304 && earlier) {
    readNow.set(url, earlier.sha256);
    records.push({
      method,
      url,
      status: earlier.status,
      sha256: earlier.sha256,
      body: earlier.body,
      etag: earlier.etag,
      lastModified: earlier.lastModified,
    });
    return answerFrom(earlier);
  }
  const record: FetchRecord = { method, url, status: response.status, sha256: '' };
  const contentType = response.headers.get('content-type') ?? '';
  const json = /json/i.test(contentType);
  if (json || response.status >= 400) {
    // A copy is read here; the caller reads the original as usual.
    const body = await response.clone().text();
    record.sha256 = sha256(body);
    if (json) record.body = body;
    if (response.status >= 500) record.failure = `HTTP ${response.status}`;
    else if (json && !isJson(body)) record.failure = 'a body that is not JSON';
    const etag = response.headers.get('etag') ?? undefined;
    const lastModified = response.headers.get('last-modified') ?? undefined;
    if (etag) record.etag = etag;
    if (lastModified) record.lastModified = lastModified;
    if (method === 'GET' && !record.failure) readNow.set(url, record.sha256);
    if (method === 'GET' && json && response.status === 200 && !record.failure)
      kept.set(url, { status: 200, body, sha256: record.sha256, contentType, etag, lastModified });
    else kept.delete(url);
  }
  if (record.failure)
    console.error(`[publisher] API call failed: ${record.failure}: ${method} ${url}`);
  records.push(record);
  return response;
}

/**
 * The digest of the answer at `url` this build reads (src/data/shared-parts.ts): as the
 * change check saw it, or as read so far; undefined when not read yet. An answer taken from
 * the check is recorded as read, so the next check asks about it too, though its page was
 * restored rather than rendered.
 */
function answerDigest(url: string): string | undefined {
  const read = readNow.get(url);
  if (read) return read;
  const check = verified[url];
  if (!check) return undefined;
  readNow.set(url, check.sha256);
  records.push({
    method: 'GET',
    url,
    status: check.status,
    sha256: check.sha256,
    etag: check.etag,
    lastModified: check.lastModified,
    notModified: true,
  });
  return check.sha256;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Wraps fetch once; returns a function that hands over what was recorded since its last
 * call and starts a new list, taking the answers the next build may take as they are.
 */
export function recordFetches(): (next?: VerifiedContent['answers']) => FetchRecord[] {
  globalThis.fetch = recordingFetch;
  // For the site's page keys (src/data/shared-parts.ts): the digest of the answer at a URL,
  // as the change check saw it or as this build has read it.
  (globalThis as Record<symbol, unknown>)[Symbol.for('club.answer-digest')] = answerDigest;
  return (next = {}) => {
    const taken = records;
    records = [];
    verified = next;
    readNow.clear();
    return taken;
  };
}

/** Forgets every kept answer (a forced build asks the API everything again). */
export function forgetAnswers(): void {
  kept.clear();
}
