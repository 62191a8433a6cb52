// @ts-check
import { defineConfig, envField } from 'astro/config';
import { loadEnv } from 'vite';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { inSitemap } from './src/lib/public-pages.ts';
import { astroEnvSchema, readSiteConfig } from './src/lib/settings.ts';
import { buildContextLink } from './integrations/build-context-link.ts';
import { bundleReport } from './integrations/bundle-report.ts';
import { devForwarding } from './integrations/dev-forwarding.ts';
import { finishPages, siteFileOptions } from './integrations/finish-pages.ts';
import { memberShellRedirects } from './integrations/member-redirects.ts';
import { siteConfigModule } from './integrations/site-config-module.ts';

// The settings as Vite will see them (.env files and the environment). A missing or wrong
// one stops here with its name; outside the demo nothing falls back to the stand-in's values.
const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), '');
const site = readSiteConfig(env);
// Set by the publisher (publisher/build/astro-build.ts): its own cache per site settings, kept
// between builds, where pages with an unchanged getStaticPaths cacheKey are restored from. Its
// build worker (publisher/build/build-worker.ts) adds the page finishing itself, keeping what
// a content-only rebuild needs, and the render kit.
const publisherCache = process.env.ASTRO_CACHE_DIR;
// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site: site.siteUrl,
  output: 'static',
  trailingSlash: 'ignore',
  // Member pages and sign-in screens stay out of the sitemap.
  // _redirects: the member shell rewrites for a CDN (integrations/member-redirects.ts).
  // Every page is finished at the end of every build (integrations/finish-pages.ts): island
  // files preloaded, visitors' scripts after the first paint, Astro's meta policy moved to
  // `_headers`; then site search (the Pagefind index of the public pages), the offline
  // service worker and `_headers` (every file's headers, each page's Content-Security-Policy
  // among them) are written, so the publisher switches them with the build. It also turns
  // on Astro's CSP support. The publisher's build worker brings its own page finishing, which
  // keeps the finished pages' facts and search index open for a later content-only rebuild.
  integrations: [
    react(),
    sitemap({ filter: inSitemap }),
    memberShellRedirects(),
    ...(publisherCache ? [] : [finishPages(siteFileOptions(env))]),
  ],
  image: {
    // Build-time optimisation of the API's media (the provider's hosts, or the stand-in's).
    remotePatterns: site.mediaOrigins.map((origin) => {
      const url = new URL(origin);
      return { protocol: url.protocol.replace(':', ''), hostname: url.hostname };
    }),
  },
  // The same settings as astro:env: the build alone reads PUBLIC_SERVICE_WORKER from it; the
  // site's code reads `site` itself (src/lib/config.ts, by integrations/site-config-module.ts).
  env: { schema: astroEnvSchema(envField, env) },
  // Every page carries its stylesheet in <style>: no render-blocking request before the first
  // paint (the site's CSS is a few KB gzip; a separate file would cost a round trip). Pages
  // are made (rendered, or restored from the incremental cache) several at a time: a rebuild
  // restores thousands of unchanged pages, each mostly waiting on the disk.
  build: { inlineStylesheets: 'always', concurrency: 16 },
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
  vite: {
    // The pages and the process running the build share src/data/build-context.ts.
    // The configuration, shaped once here (integrations/site-config-module.ts).
    // `npm run dev`: the APIs the browser calls on the site's own origin forwarded as the
    // publish server and the CDN forward them (integrations/dev-forwarding.ts).
    plugins: [buildContextLink(), bundleReport(), siteConfigModule(site), devForwarding(env)],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            // React and react-dom in one chunk that every island shares and a member caches
            // once; the rest is Vite's own split by what each page uses.
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
  ...(publisherCache ? { cacheDir: publisherCache } : {}),
  experimental: { incrementalBuild: Boolean(publisherCache) },
});
