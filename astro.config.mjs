// @ts-check
import { defineConfig, envField } from 'astro/config';
import { loadEnv } from 'vite';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { inSitemap } from './src/lib/public-pages.ts';
import { memberShellRedirects } from './publisher/redirects-integration.ts';
import { siteSearchIndex } from './src/integrations/search-index.ts';
import { offlineWorker } from './src/integrations/offline-worker.ts';
import { siteHeaders } from './publisher/headers-integration.ts';
import { scriptsAfterPaint } from './src/lib/deferred-scripts.ts';
import { astroEnvSchema, readServiceWorkerMode, readSiteConfig } from './src/lib/settings.ts';
import { bundleReport } from './bench/bundle-report.ts';
import { clientCodeSplitting } from './scripts/client-chunks.ts';
import { preloadIslands } from './scripts/preload-islands.ts';

// The settings as Vite will see them (.env files and the environment). A missing or wrong
// one stops here with its name; outside the demo nothing falls back to the stand-in's values.
const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), '');
const site = readSiteConfig(env);
// Set by the publisher (publisher/astro-build.ts): its own cache per site settings, kept
// between builds, where pages with an unchanged getStaticPaths cacheKey are restored from.
const publisherCache = process.env.ASTRO_CACHE_DIR;

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site: site.siteUrl,
  output: 'static',
  trailingSlash: 'ignore',
  // Member pages and sign-in screens stay out of the sitemap.
  // _redirects: the member shell rewrites for a CDN (publisher/redirects-integration.ts).
  // Site search (the Pagefind index of the public pages) and the offline service worker are
  // written at the end of every build, so the publisher switches them with it.
  // _headers: every file's headers, each page's Content-Security-Policy among them
  // (publisher/headers-integration.ts); it also turns on Astro's CSP support. It runs last,
  // so it gives the files the other integrations wrote (sw.js, the search index, the
  // loader of visitors' scripts after the first paint: src/lib/deferred-scripts.ts) theirs.
  integrations: [
    react(),
    sitemap({ filter: inSitemap }),
    memberShellRedirects(),
    preloadIslands(),
    scriptsAfterPaint(),
    siteSearchIndex(),
    offlineWorker(readServiceWorkerMode(env)),
    siteHeaders({
      apiUrl: site.apiUrl,
      orderApiUrl: site.orderApiUrl,
      mediaOrigins: site.mediaOrigins,
    }),
  ],
  image: {
    // Build-time optimisation of the API's media (the provider's hosts, or the stand-in's).
    remotePatterns: site.mediaOrigins.map((origin) => {
      const url = new URL(origin);
      return { protocol: url.protocol.replace(':', ''), hostname: url.hostname };
    }),
  },
  // The site reads its settings from astro:env/client (src/lib/config.ts), checked by this schema.
  env: { schema: astroEnvSchema(envField, env) },
  // Every page carries its stylesheet in <style>: no render-blocking request before the first
  // paint (the site's CSS is a few KB gzip; a separate file would cost a round trip). Pages
  // are made (rendered, or restored from the incremental cache) several at a time: a rebuild
  // restores thousands of unchanged pages, each mostly waiting on the disk.
  build: { inlineStylesheets: 'always', concurrency: 16 },
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
  vite: {
    plugins: [bundleReport()],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            // React and react-dom in one shared chunk; the rest split by what each page uses.
            output: { codeSplitting: clientCodeSplitting() },
          },
        },
      },
    },
  },
  ...(publisherCache ? { cacheDir: publisherCache } : {}),
  experimental: { incrementalBuild: Boolean(publisherCache) },
});
