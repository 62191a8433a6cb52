import * as settings from 'astro:env/client';
import { siteConfig, type SiteConfig } from './site-config.ts';

/**
 * The configuration of this build (api-contract.md, "Configuration"), from astro:env: the
 * schema in astro.config.mjs (src/lib/settings.ts) checked every value when the build began,
 * so a missing or wrong setting stopped it with its name. Node code outside Vite (publisher,
 * scripts) reads the same schema with `readSiteConfig`.
 */
export const config: SiteConfig = siteConfig(settings);
