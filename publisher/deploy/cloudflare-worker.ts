import { Hono } from 'hono';
import { apiForwarding } from '../serve/api-forwarding.ts';

// The Worker of the site on Cloudflare (bundled by wrangler from this file; its configuration
// is written per build by publisher/deploy/cloudflare.ts). Cloudflare serves the build's files
// itself, with the headers and rewrites of its `_headers` and `_redirects`, and the 404 page;
// the Worker runs first only for /api/* (`run_worker_first`), where it forwards the member API
// and the ordering service to the provider exactly as the publish server does
// (publisher/serve/api-forwarding.ts). The provider's URLs are the build's own (its vars); the
// forwarder's secret and the ordering account are Worker secrets (publisher/deploy/cloudflare.ts
// uploads them with each version), never plain vars, which anyone with the dashboard reads.

/** What the Worker is given: the build's files, the provider's two URLs and the secrets. */
interface WorkerEnv {
  Bindings: {
    ASSETS: { fetch(request: Request): Promise<Response> };
    MEMBER_API_URL: string;
    ORDER_API_URL: string;
    FORWARDING_SECRET?: string;
    ORDER_USERNAME?: string;
    ORDER_PASSWORD?: string;
    ORDER_ACCESS_KEY?: string;
  };
}

const worker = new Hono<WorkerEnv>({ strict: false });
worker.route(
  '/',
  apiForwarding<WorkerEnv>({
    targets: (c) => ({ member: c.env.MEMBER_API_URL, order: c.env.ORDER_API_URL }),
    // The member's address as Cloudflare saw it (the provider's per-address limits).
    clientAddress: (c) => c.req.header('cf-connecting-ip') ?? null,
    // Cloudflare's egress addresses are shared by every Worker: the secret is what tells the
    // provider this one is the club's.
    forwardingSecret: (c) => c.env.FORWARDING_SECRET,
    orderAccount: ({ env }) =>
      env.ORDER_USERNAME && env.ORDER_PASSWORD && env.ORDER_ACCESS_KEY
        ? {
            username: env.ORDER_USERNAME,
            password: env.ORDER_PASSWORD,
            accessKey: env.ORDER_ACCESS_KEY,
          }
        : null,
  }),
);
// Any other /api/ address is the site's: its files answer it (the 404 page).
worker.all('*', (c) => c.env.ASSETS.fetch(c.req.raw));

export default worker;
