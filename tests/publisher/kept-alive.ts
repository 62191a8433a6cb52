import { Agent, request, type IncomingHttpHeaders } from 'node:http';

/** A request as `rawRequest` sends it. */
export interface RawRequest {
  method: string;
  target: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
  /** The body's second half goes this much after its first (none: all at once). */
  slowMs?: number;
}

/** An answer as a client read it, and whether it came on a connection used before. */
export interface KeptAliveAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The request went out on a connection an earlier answer left open. */
  reused: boolean;
}

/**
 * One request to a test server on 127.0.0.1, its target sent exactly as written (`..`
 * segments, an absolute-form `https://…` target), through `agent` (default: Node's own).
 */
export function rawRequest(
  port: number,
  { method, target, ...init }: RawRequest,
  agent?: Agent,
): Promise<KeptAliveAnswer> {
  const body = init.body === undefined ? undefined : Buffer.from(init.body);
  const headers = { ...init.headers };
  // Sent in two parts, the body still declares its length (unless it is chunked).
  if (body && !headers['transfer-encoding']) headers['content-length'] = body.length;
  return new Promise((done, fail) => {
    const sent = request(
      { host: '127.0.0.1', port, method, path: target, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            reused: sent.reusedSocket,
          }),
        );
      },
    );
    sent.on('error', fail);
    if (!body || !init.slowMs) sent.end(body);
    else {
      // A phone on a slow network: half the body, a pause, the rest.
      sent.write(body.subarray(0, body.length >> 1));
      setTimeout(() => sent.end(body.subarray(body.length >> 1)), init.slowMs);
    }
  });
}

/**
 * Requests to a test server as a browser makes them: over one kept-alive connection, reused
 * for the next request while the server leaves it open (`reused` says whether it was).
 */
export function keptAliveClient(port: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    request: (request: RawRequest) => rawRequest(port, request, agent),
    close: () => agent.destroy(),
  };
}

/**
 * `first` on a connection that carried one request already, then, after a pause longer than
 * the node server's own half second for an unread body, a GET of `next` as a browser would
 * send it on the same connection: both answers. The connection of `next` is the same one
 * unless the first answer said `Connection: close`.
 */
export async function answerThenNext(port: number, first: RawRequest, next: string) {
  const client = keptAliveClient(port);
  try {
    await client.request({ method: 'GET', target: next });
    const answer = await client.request(first);
    await new Promise((pause) => setTimeout(pause, 600));
    return { first: answer, next: await client.request({ method: 'GET', target: next }) };
  } finally {
    client.close();
  }
}
