/** The site's configuration, shaped from the checked settings (src/lib/settings.ts). */
export interface SiteConfig {
  apiUrl: string;
  orderApiUrl: string;
  orderUsername: string;
  orderPassword: string;
  orderAccessKey: string;
  siteUrl: string;
  /** Origins provider pictures and files may come from: the API's own and any media host. */
  mediaOrigins: readonly string[];
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
}

const withoutTrailingSlash = (url: string) => url.trim().replace(/\/+$/, '');

/** The configuration from checked settings: URLs without a trailing '/', origins listed. */
export function siteConfig(settings: RawSettings): SiteConfig {
  const apiUrl = withoutTrailingSlash(settings.PUBLIC_API_URL);
  const extra = (settings.PUBLIC_MEDIA_ORIGINS ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => new URL(item).origin);
  return {
    apiUrl,
    orderApiUrl: withoutTrailingSlash(settings.PUBLIC_ORDER_API_URL),
    orderUsername: settings.PUBLIC_ORDER_USERNAME.trim(),
    orderPassword: settings.PUBLIC_ORDER_PASSWORD.trim(),
    orderAccessKey: settings.PUBLIC_ORDER_ACCESS_KEY.trim(),
    siteUrl: withoutTrailingSlash(settings.PUBLIC_SITE_URL),
    mediaOrigins: [...new Set([new URL(apiUrl).origin, ...extra])],
  };
}
