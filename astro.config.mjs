// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { inSitemap } from './src/lib/public-pages.ts';
import { memberShellRedirects } from './publisher/redirects-integration.ts';
import { siteSearchIndex } from './src/integrations/search-index.ts';
import { offlineWorker } from './src/integrations/offline-worker.ts';

const siteUrl = process.env.PUBLIC_SITE_URL || 'http://localhost:4321';
const apiUrl = new URL(process.env.PUBLIC_API_URL || 'http://localhost:4010/web/bc-member/v1');
// Set by the publisher (publisher/astro-build.ts): its own cache per site settings, kept
// between builds, where pages with an unchanged getStaticPaths cacheKey are restored from.
const publisherCache = process.env.ASTRO_CACHE_DIR;

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site: siteUrl,
  output: 'static',
  trailingSlash: 'ignore',
  // Member pages and sign-in screens stay out of the sitemap.
  // _redirects: the member shell rewrites for a CDN (publisher/redirects-integration.ts).
  // Site search (the Pagefind index of the public pages) and the offline service worker are
  // written at the end of every build, so the publisher switches them with it.
  integrations: [
    react(),
    sitemap({ filter: inSitemap }),
    memberShellRedirects(),
    siteSearchIndex(),
    offlineWorker(),
  ],
  image: {
    // Build-time optimisation of the API's media (the provider's host, or the stand-in's).
    remotePatterns: [{ protocol: apiUrl.protocol.replace(':', ''), hostname: apiUrl.hostname }],
  },
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
  ...(publisherCache ? { cacheDir: publisherCache } : {}),
  experimental: { incrementalBuild: Boolean(publisherCache) },
});
