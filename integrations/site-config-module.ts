import type { Plugin } from 'vite';
import type { SiteConfig } from '../src/lib/site-config.ts';

/** The module the site's code imports its configuration from (src/lib/config.ts). */
export const SITE_CONFIG_MODULE = 'virtual:club/site-config';
const resolvedId = `\0${SITE_CONFIG_MODULE}`;

/**
 * `site` without the ordering account where the site forwards the APIs: the forwarding adds
 * it (publisher/serve/order-account.ts), so no member's browser holds the service's password
 * or the key that places orders. A build that calls the provider cross-origin keeps it (the
 * contract's way: the browser logs in with it).
 */
export function withoutOrderAccount(site: SiteConfig): SiteConfig {
  if (!site.browserOrderApiUrl.startsWith('/')) return site;
  return { ...site, orderUsername: '', orderPassword: '', orderAccessKey: '' };
}

/**
 * Vite plugin: `virtual:club/site-config` exports this build's configuration (`site`, from
 * the settings astro.config.mjs checked) as a plain object. It is shaped once, here at build
 * time, so the browser carries the values and none of the code that shapes them (which cost
 * every member page ~0.2 KB gzip).
 */
export function siteConfigModule(site: SiteConfig): Plugin {
  // The browser's copy leaves out the two services' own addresses, which only the build
  // calls: the browser calls them at browserApiUrl and browserOrderApiUrl (every member page
  // would carry the bytes); and the scoreboard's, which only the built menu links.
  const {
    apiUrl: _build,
    orderApiUrl: _buildToo,
    electionScoreboardUrl: _builtMenu,
    ...browser
  } = withoutOrderAccount(site);
  return {
    name: 'club-site-config',
    resolveId: (source) => (source === SITE_CONFIG_MODULE ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      const shaped = this.environment?.name === 'client' ? browser : withoutOrderAccount(site);
      return `export const config = Object.freeze(${JSON.stringify(shaped)});`;
    },
  };
}
