/**
 * The header a forwarder of the site's (the publish server, the CDN's Worker) proves itself to
 * the provider with: a secret both share (FORWARDING_SECRET here, API_FORWARDING_SECRET at the
 * stand-in). Only a request that carries it, from an address the provider trusts, has its
 * X-Forwarded-For believed (api/http/client-address.ts).
 */
export const FORWARDING_SECRET_HEADER = 'x-forwarding-secret';
