/**
 * The site's configuration (api-contract.md, "Configuration"). Values come from
 * `import.meta.env` under Vite (Astro build, islands, vitest) and from `process.env` under
 * plain Node (scripts, publisher); either may be absent, so both are guarded.
 */
export interface SiteConfig {
  apiUrl: string;
  orderApiUrl: string;
  orderUsername: string;
  orderPassword: string;
  orderAccessKey: string;
  siteUrl: string;
}

type Env = Record<string, unknown>;

/** Demo defaults: the stand-in API server's values. */
export const configDefaults = {
  PUBLIC_API_URL: 'http://localhost:4010/web/bc-member/v1',
  PUBLIC_ORDER_API_URL: 'http://localhost:4010/ordering',
  PUBLIC_ORDER_USERNAME: 'club-kiosk',
  PUBLIC_ORDER_PASSWORD: 'kiosk-demo-2026',
  PUBLIC_ORDER_ACCESS_KEY: 'club-order-key-2026',
  PUBLIC_SITE_URL: 'http://localhost:4321',
} as const;

type Variable = keyof typeof configDefaults;

function pick(sources: readonly (Env | undefined)[], name: Variable): string {
  for (const source of sources) {
    const value = source?.[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return configDefaults[name];
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Reads the configuration from the given environments, first non-empty value winning. */
export function readConfig(...sources: (Env | undefined)[]): SiteConfig {
  return {
    apiUrl: withoutTrailingSlash(pick(sources, 'PUBLIC_API_URL')),
    orderApiUrl: withoutTrailingSlash(pick(sources, 'PUBLIC_ORDER_API_URL')),
    orderUsername: pick(sources, 'PUBLIC_ORDER_USERNAME'),
    orderPassword: pick(sources, 'PUBLIC_ORDER_PASSWORD'),
    orderAccessKey: pick(sources, 'PUBLIC_ORDER_ACCESS_KEY'),
    siteUrl: withoutTrailingSlash(pick(sources, 'PUBLIC_SITE_URL')),
  };
}

// Vite replaces `import.meta.env` at build time; under plain Node it is undefined.
const viteEnv = (import.meta as { env?: Env }).env;
const processEnv = (globalThis as { process?: { env?: Env } }).process?.env;

/** The configuration of this build or process. */
export const config: SiteConfig = readConfig(viteEnv, processEnv);
