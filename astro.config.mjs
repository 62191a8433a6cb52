// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { inSitemap } from './src/lib/public-pages.ts';

const siteUrl = process.env.PUBLIC_SITE_URL || 'http://localhost:4321';
const apiUrl = new URL(process.env.PUBLIC_API_URL || 'http://localhost:4010/web/bc-member/v1');

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site: siteUrl,
  output: 'static',
  trailingSlash: 'ignore',
  // Member pages and sign-in screens stay out of the sitemap.
  integrations: [react(), sitemap({ filter: inSitemap })],
  image: {
    // Build-time optimisation of the API's media (the provider's host, or the stand-in's).
    remotePatterns: [{ protocol: apiUrl.protocol.replace(':', ''), hostname: apiUrl.hostname }],
  },
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
});
