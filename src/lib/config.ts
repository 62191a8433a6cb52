import { config as builtConfig } from 'virtual:club/site-config';
import type { SiteConfig } from './site-config.ts';

/**
 * The configuration of this build (api-contract.md, "Configuration"). astro.config.mjs checked
 * every setting when the build began (src/lib/settings.ts: a missing or wrong one stopped it
 * with its name) and shaped them once (`siteConfig`); integrations/site-config-module.ts hands
 * the result to the site's code as plain values. Node code outside Vite (publisher, scripts)
 * reads the same settings with `readSiteConfig`.
 */
export const config: SiteConfig = builtConfig;
