/**
 * Where the browser calls the provider's two services when they are on the site's own origin
 * (PUBLIC_API_ORIGIN=site): paths the publish server, `npm run preview`, Astro's dev server and
 * the CDN's Worker forward to PUBLIC_API_URL and PUBLIC_ORDER_API_URL
 * (publisher/serve/api-forwarding.ts). A call of the site's own origin needs no CORS preflight.
 */
export const FORWARDED_API = { member: '/api/member', order: '/api/order' } as const;

/** Where the browser calls the APIs: the site's own origin (forwarded), or the provider's. */
export const apiOrigins = ['site', 'provider'] as const;
export type ApiOrigin = (typeof apiOrigins)[number];

/** The site's configuration, shaped from the checked settings (src/lib/settings.ts). */
export interface SiteConfig {
  /** The member web API as the build and the publisher call it (PUBLIC_API_URL); not in the
   * browser's copy (integrations/site-config-module.ts). */
  apiUrl: string;
  /** The ordering service as the build and the publisher call it (PUBLIC_ORDER_API_URL); not
   * in the browser's copy. */
  orderApiUrl: string;
  /** Where the browser calls the member web API: FORWARDED_API.member, or `apiUrl` itself. */
  browserApiUrl: string;
  /** Where the browser calls the ordering service: FORWARDED_API.order, or `orderApiUrl`. */
  browserOrderApiUrl: string;
  orderUsername: string;
  orderPassword: string;
  orderAccessKey: string;
  siteUrl: string;
  /** Origins provider pictures and files may come from: the API's own and any media host. */
  mediaOrigins: readonly string[];
  /** The election's live scoreboard on the club's other site (PUBLIC_ELECTION_SCOREBOARD_URL);
   * '' when not set, and then no page links it. Not in the browser's copy. */
  electionScoreboardUrl: string;
}

/** The raw settings a configuration is made from (the checked environment). */
export interface RawSettings {
  PUBLIC_API_URL: string;
  PUBLIC_ORDER_API_URL: string;
  PUBLIC_ORDER_USERNAME: string;
  PUBLIC_ORDER_PASSWORD: string;
  PUBLIC_ORDER_ACCESS_KEY: string;
  PUBLIC_SITE_URL: string;
  PUBLIC_MEDIA_ORIGINS?: string | undefined;
  PUBLIC_SERVICE_WORKER?: string | undefined;
  PUBLIC_API_ORIGIN?: string | undefined;
  PUBLIC_ELECTION_SCOREBOARD_URL?: string | undefined;
}

const withoutTrailingSlash = (url: string) => url.trim().replace(/\/+$/, '');

/** The origin the browser calls the APIs on (PUBLIC_API_ORIGIN, checked): the site's unless it
 * says provider. */
export const apiOriginOf = (setting: string | undefined): ApiOrigin =>
  setting?.trim().toLowerCase() === 'provider' ? 'provider' : 'site';

/** The configuration from checked settings: URLs without a trailing '/', origins listed. */
export function siteConfig(settings: RawSettings): SiteConfig {
  const apiUrl = withoutTrailingSlash(settings.PUBLIC_API_URL);
  const orderApiUrl = withoutTrailingSlash(settings.PUBLIC_ORDER_API_URL);
  const onSite = apiOriginOf(settings.PUBLIC_API_ORIGIN) === 'site';
  const extra = (settings.PUBLIC_MEDIA_ORIGINS ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => new URL(item).origin);
  return {
    apiUrl,
    orderApiUrl,
    browserApiUrl: onSite ? FORWARDED_API.member : apiUrl,
    browserOrderApiUrl: onSite ? FORWARDED_API.order : orderApiUrl,
    orderUsername: settings.PUBLIC_ORDER_USERNAME.trim(),
    orderPassword: settings.PUBLIC_ORDER_PASSWORD.trim(),
    orderAccessKey: settings.PUBLIC_ORDER_ACCESS_KEY.trim(),
    siteUrl: withoutTrailingSlash(settings.PUBLIC_SITE_URL),
    mediaOrigins: [...new Set([new URL(apiUrl).origin, ...extra])],
    electionScoreboardUrl: settings.PUBLIC_ELECTION_SCOREBOARD_URL?.trim() ?? '',
  };
}
