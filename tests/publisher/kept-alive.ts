import { Agent, request, type IncomingHttpHeaders } from 'node:http';

/** An answer as a client read it, and whether it came on a connection used before. */
export interface KeptAliveAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The request went out on a connection an earlier answer left open. */
  reused: boolean;
}

/**
 * Requests to a test server as a browser makes them: over one kept-alive connection, reused
 * for the next request while the server leaves it open (`reused` says whether it was). The
 * target goes out exactly as written (an absolute-form `https://…` one too).
 */
export function keptAliveClient(port: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    request(
      method: string,
      target: string,
      init: { headers?: Record<string, string | number>; body?: string | Buffer } = {},
    ): Promise<KeptAliveAnswer> {
      return new Promise((done, fail) => {
        const sent = request(
          { host: '127.0.0.1', port, method, path: target, headers: init.headers, agent },
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
        sent.end(init.body);
      });
    },
    close: () => agent.destroy(),
  };
}
