import type { APIRoute } from 'astro';

// robots.txt names the sitemap by its absolute address, as crawlers require; the origin is
// the site's PUBLIC_SITE_URL (astro.config.mjs `site`).
export const GET: APIRoute = ({ site }) =>
  new Response(
    ['User-agent: *', 'Allow: /', `Sitemap: ${new URL('/sitemap-index.xml', site)}`, ''].join('\n'),
    { headers: { 'content-type': 'text/plain; charset=utf-8' } },
  );
