import {
  PUBLIC_API_URL,
  PUBLIC_MEDIA_ORIGINS,
  PUBLIC_ORDER_ACCESS_KEY,
  PUBLIC_ORDER_API_URL,
  PUBLIC_ORDER_PASSWORD,
  PUBLIC_ORDER_USERNAME,
  PUBLIC_SITE_URL,
} from 'astro:env/client';
import { siteConfig, type SiteConfig } from './site-config.ts';

/**
 * The configuration of this build (api-contract.md, "Configuration"), from astro:env: the
 * schema in astro.config.mjs (src/lib/settings.ts) checked every value when the build began,
 * so a missing or wrong setting stopped it with its name. Node code outside Vite (publisher,
 * scripts) reads the same schema with `readSiteConfig`. The settings are named one by one
 * (RawSettings checks the list): a module object of astro:env would bring the bundler's
 * runtime helper into every member page.
 */
export const config: SiteConfig = siteConfig({
  PUBLIC_API_URL,
  PUBLIC_MEDIA_ORIGINS,
  PUBLIC_ORDER_ACCESS_KEY,
  PUBLIC_ORDER_API_URL,
  PUBLIC_ORDER_PASSWORD,
  PUBLIC_ORDER_USERNAME,
  PUBLIC_SITE_URL,
});
