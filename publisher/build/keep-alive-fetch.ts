import http from 'node:http';
import https from 'node:https';

// The change check asks the provider thousands of small conditional questions at once (every
// answer the live build read, publisher/build/fingerprint.ts). Node's fetch spends more on each
// request than the request itself costs here; Node's own HTTP client over kept-alive
// connections answers the same questions in two thirds of the time. Only what the check
// uses is offered: GET and HEAD, request headers, an abort signal, and a Response with the
// status, headers and body.

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/** A GET or HEAD like `fetch`, through Node's HTTP client with kept-alive connections. */
export function leanFetch(
  input: string,
  init: { method?: string; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  const url = new URL(input);
  const client = url.protocol === 'https:' ? https : http;
  const agent = agents[url.protocol as keyof typeof agents];
  if (!agent)
    return Promise.reject(new TypeError(`leanFetch cannot ask ${url.protocol} addresses`));
  const method = (init.method ?? 'GET').toUpperCase();
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method, agent, headers: init.headers, signal: init.signal },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(answer.headers))
            for (const one of Array.isArray(value) ? value : [value ?? ''])
              headers.append(name, one);
          const status = answer.statusCode ?? 0;
          const bodiless = method === 'HEAD' || status === 204 || status === 304;
          resolve(new Response(bodiless ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}
