import type { Context } from 'hono';
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { FORWARDING_SECRET_HEADER } from '../../publisher/serve/forwarding-secret.ts';

/**
 * Whom the stand-in believes about a member's address: the forwarders it is told to trust
 * (API_TRUSTED_FORWARDERS: addresses or ranges) that also prove themselves with the shared
 * secret (API_FORWARDING_SECRET). Both, because an address alone can be shared: Cloudflare's
 * Workers all leave from the same egress addresses, so anyone's Worker could name any address.
 */
export interface ForwarderTrust {
  forwarders: BlockList;
  secret: string | null;
}

const plainAddress = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.)/, '');

/** The trust of `forwarders` ('127.0.0.1', '::1', '10.0.0.0/8', …) with `secret`; throws naming
 * the setting for an entry that is no address or range. */
export function forwarderTrust(
  forwarders: readonly string[],
  secret: string | null,
): ForwarderTrust {
  const list = new BlockList();
  for (const entry of forwarders) {
    const [address = '', bits] = plainAddress(entry).split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address) || (bits !== undefined && !/^\d{1,3}$/.test(bits)))
      throw new Error(`API_TRUSTED_FORWARDERS: '${entry}' is not an address or a range.`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return { forwarders: list, secret };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is the secret, compared in constant time. */
const isSecret = (given: string | undefined, secret: string | null) =>
  secret !== null && given !== undefined && timingSafeEqual(digest(given), digest(secret));

/**
 * The remote address of a request: the socket's, or the member's as a trusted forwarder names
 * it (the last address of its X-Forwarded-For, which it sets itself). Anyone else's forwarding
 * headers are ignored, as anyone can send them. Requests made through app.request without a
 * socket are 'local'.
 */
export function clientAddress(c: Context, trust?: ForwarderTrust): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const socket = env?.incoming?.socket?.remoteAddress;
  if (socket === undefined) return 'local';
  const from = plainAddress(socket);
  if (!trust || !isIP(from)) return from;
  const family = isIP(from) === 6 ? 'ipv6' : 'ipv4';
  if (!trust.forwarders.check(from, family)) return from;
  if (!isSecret(c.req.header(FORWARDING_SECRET_HEADER), trust.secret)) return from;
  const named = (c.req.header('x-forwarded-for') ?? '').split(',').map(plainAddress).at(-1);
  return named && isIP(named) ? named : from;
}
