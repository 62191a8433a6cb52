import type { Context } from 'hono';

/**
 * The remote address of a request: the socket's (forwarding headers are not trusted, as
 * anyone can send them). Requests made through app.request without a socket are 'local'.
 */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
