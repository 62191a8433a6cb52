import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { createStaticSite } from './static-site.ts';
import { securityHeaders } from './security-headers.ts';

// `npm run preview`: serves the last build (dist/) as the CDN would.
const root = resolve(process.env.SITE_DIR ?? 'dist');
const host = process.env.SITE_HOST ?? '127.0.0.1';
const port = Number(process.env.SITE_PORT ?? 4321);

const server = createServer(createStaticSite({ getRoot: () => root, headers: securityHeaders() }));
server.listen(port, host, () => console.log(`Site served from ${root} at http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
