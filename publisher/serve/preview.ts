import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { directorySite } from './directory-site.ts';
import { forwardingOf, withForwardedApi } from './forwarded-site.ts';
import { createStaticSite } from './static-files.ts';

// `npm run preview`: serves the last build (dist/) as the publish server and a CDN do: the
// same static handler, the headers of the build's `_headers`, precompressed copies, and the
// APIs forwarded at /api/member/ and /api/order/ (to PUBLIC_API_URL and PUBLIC_ORDER_API_URL).
// Options like `astro preview`: --port <n>, --host [address] (no address: every interface);
// SITE_PORT and SITE_HOST otherwise.

/** The --port and --host of a command line; --host alone means every interface. */
export function previewOptions(args: readonly string[], env: NodeJS.ProcessEnv) {
  let port = env.SITE_PORT ?? '4321';
  let host = env.SITE_HOST ?? '127.0.0.1';
  for (let index = 0; index < args.length; index++) {
    const [name, inline] = args[index]!.split('=', 2);
    const next = args[index + 1];
    const value = inline ?? (next !== undefined && !next.startsWith('--') ? next : undefined);
    if (inline === undefined && value !== undefined) index++;
    if (name === '--port') port = value ?? '';
    else if (name === '--host') host = value ?? '0.0.0.0';
    else throw new Error(`Unknown option ${name} (use --port <number> and --host [address]).`);
  }
  const portNumber = port.trim() ? Number(port) : NaN;
  if (!Number.isInteger(portNumber) || portNumber < 0 || portNumber > 65_535)
    throw new Error(`--port must be a port number (got '${port}').`);
  return { port: portNumber, host };
}

async function main(): Promise<void> {
  const { port, host } = previewOptions(process.argv.slice(2), process.env);
  const root = resolve(process.env.SITE_DIR ?? 'dist');
  const compressed = mkdtempSync(join(tmpdir(), 'club-preview-'));
  const cleanUp = () => rmSync(compressed, { recursive: true, force: true });
  console.log(`Compressing ${root} for serving…`);
  const site = await directorySite(root, compressed);
  const server = createServer(
    withForwardedApi(createStaticSite({ getRoot: () => site }), forwardingOf(process.env)),
  );
  server.once('error', (error) => {
    console.error(error.message);
    cleanUp();
    process.exit(1);
  });
  server.listen(port, host, () => {
    const { port: actual } = server.address() as AddressInfo;
    console.log(`Site served from ${root} at http://${host}:${actual}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () =>
      server.close(() => {
        cleanUp();
        process.exit(0);
      }),
    );
}

if (import.meta.main)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
