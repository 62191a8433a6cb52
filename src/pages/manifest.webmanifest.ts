import type { APIRoute } from 'astro';
import { webAppManifest } from '../lib/brand/manifest.ts';

// The web app manifest: the site installs as an app with the club's name, icons and colour.
export const GET: APIRoute = () =>
  new Response(JSON.stringify(webAppManifest(), null, 2), {
    headers: { 'content-type': 'application/manifest+json' },
  });
