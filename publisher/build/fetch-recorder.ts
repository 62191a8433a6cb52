import { createHash } from 'node:crypto';
import type { FetchRecord, VerifiedContent } from './contract.ts';

// The build worker (publisher/build/build-worker.ts) gives the site's build API client a fetch
// that records every call to the member API and the ordering service (through the build
// context, src/data/build-context.ts) — what was asked, a hash of the JSON answer (the
// content fingerprint), its HTTP validators and whether it failed. Nothing global is patched.
//
// The worker also keeps the answers of its last build. A GET the publisher's change check
// has just found unchanged (`verified`) is answered from them without asking the API again;
// any other GET is asked conditionally (If-None-Match / If-Modified-Since), and a 304 is
// answered from them too. So a rebuild after one edit asks the API about what changed, not
// about the whole site. A provider without validators is asked every call in full, as before.

interface KeptAnswer {
  status: number;
  body: string;
  sha256: string;
  contentType: string;
  etag?: string;
  lastModified?: string;
}

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

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** What a build's API calls are recorded with: the fetch to give its client, and the rest. */
export interface FetchRecorder {
  /** Records calls under the bases; passes any other call through unchanged. */
  fetch: typeof fetch;
  /**
   * The digest of the answer at a URL this build reads (src/data/shared-parts.ts): as the
   * change check saw it, or as read so far; undefined when not read yet. An answer taken from
   * the check is recorded as read, so the next check asks about it too, though its page was
   * restored rather than rendered.
   */
  answerDigest: (url: string) => string | undefined;
  /** Hands over what was recorded since the last call and starts a new list, taking the
   * answers the next build may take as they are (what the change check just confirmed). */
  take: (next?: VerifiedContent['answers']) => FetchRecord[];
  /** Forgets every kept answer (a forced build asks the API everything again). */
  forget: () => void;
}

/**
 * A recorder of the calls to the member API and the ordering service (`bases`), asking
 * through `send`. It keeps the last JSON answer of each GET across builds (this process's
 * memory) and the digest of each answer the current build has read.
 */
export function createFetchRecorder(
  bases: readonly string[],
  send: typeof fetch = globalThis.fetch,
): FetchRecorder {
  const prefixes = bases.filter(Boolean).map((base) => base.replace(/\/+$/, '') + '/');
  let records: FetchRecord[] = [];
  const kept = new Map<string, KeptAnswer>();
  let verified: VerifiedContent['answers'] = {};
  const readNow = new Map<string, string>();

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
    if (!prefixes.some((base) => url.startsWith(base))) return send(input, init);
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
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
      response = await send(input, { ...init, headers });
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
        kept.set(url, {
          status: 200,
          body,
          sha256: record.sha256,
          contentType,
          etag,
          lastModified,
        });
      else kept.delete(url);
    }
    if (record.failure)
      console.error(`[publisher] API call failed: ${record.failure}: ${method} ${url}`);
    records.push(record);
    return response;
  }

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

  return {
    fetch: recordingFetch,
    answerDigest,
    take(next = {}) {
      const taken = records;
      records = [];
      verified = next;
      readNow.clear();
      return taken;
    },
    forget: () => kept.clear(),
  };
}
