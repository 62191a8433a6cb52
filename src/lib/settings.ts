import { z } from 'zod';
// The demo is the stand-in API: its ordering account is the one source of the demo values.
import { DEMO_ORDERING } from './demo-ordering.ts';
import {
  serviceWorkerMode,
  serviceWorkerModes,
  type ServiceWorkerMode,
} from './offline/worker-mode.ts';
import { apiOrigins, siteConfig, type SiteConfig } from './site-config.ts';

/**
 * The site's settings (api-contract.md, "Configuration"), read at build time. One schema
 * serves both readers: astro.config.mjs turns it into the astro:env schema and hands the site
 * the shaped configuration (integrations/site-config-module.ts), and the publisher and scripts
 * check the same environment with `readSettings`. Node-side only.
 */
export const settingNames = [
  'PUBLIC_API_URL',
  'PUBLIC_ORDER_API_URL',
  'PUBLIC_ORDER_USERNAME',
  'PUBLIC_ORDER_PASSWORD',
  'PUBLIC_ORDER_ACCESS_KEY',
  'PUBLIC_SITE_URL',
  'PUBLIC_MEDIA_ORIGINS',
  'PUBLIC_SERVICE_WORKER',
  'PUBLIC_API_ORIGIN',
  'PUBLIC_ELECTION_SCOREBOARD_URL',
] as const;

export type SettingName = (typeof settingNames)[number];
export type Settings = Record<SettingName, string>;
type Env = Readonly<Record<string, string | undefined>>;

/** Settings that are web addresses; PUBLIC_MEDIA_ORIGINS is a comma list of them. */
const urlSettings = new Set<SettingName>([
  'PUBLIC_API_URL',
  'PUBLIC_ORDER_API_URL',
  'PUBLIC_SITE_URL',
]);
/** Settings the build reads and the browser never needs (astro:env/server). */
const buildOnlySettings = new Set<SettingName>([
  'PUBLIC_SERVICE_WORKER',
  'PUBLIC_API_ORIGIN',
  'PUBLIC_ELECTION_SCOREBOARD_URL',
]);
/** Settings that may be left out even outside the demo. */
const optionalSettings = new Set<SettingName>([
  'PUBLIC_MEDIA_ORIGINS',
  'PUBLIC_SERVICE_WORKER',
  'PUBLIC_API_ORIGIN',
  'PUBLIC_ELECTION_SCOREBOARD_URL',
]);

const webAddress = /^https?:\/\/[^\s/?#]+/i;
const isWebAddress = (value: string) => webAddress.test(value) && URL.canParse(value);

/** The settings of a site built from the stand-in API at `apiOrigin` (the demo). */
function standInSettings(
  apiOrigin = 'http://localhost:4010',
  siteUrl = 'http://localhost:4321',
): Settings {
  return {
    PUBLIC_API_URL: `${apiOrigin}/web/bc-member/v1`,
    PUBLIC_ORDER_API_URL: `${apiOrigin}/ordering`,
    PUBLIC_ORDER_USERNAME: DEMO_ORDERING.username,
    PUBLIC_ORDER_PASSWORD: DEMO_ORDERING.password,
    PUBLIC_ORDER_ACCESS_KEY: DEMO_ORDERING.accessKey,
    PUBLIC_SITE_URL: siteUrl,
    PUBLIC_MEDIA_ORIGINS: '',
    PUBLIC_SERVICE_WORKER: '',
    PUBLIC_API_ORIGIN: '',
    PUBLIC_ELECTION_SCOREBOARD_URL: '',
  };
}

const given = (env: Env, name: SettingName) => env[name]?.trim() || undefined;

/**
 * Whether `env` builds the demo: no PUBLIC_API_URL, or one on this machine (the stand-in).
 * Only the demo fills missing settings with the stand-in's values; a build from any other
 * host must name every setting.
 */
export function isDemo(env: Env): boolean {
  const apiUrl = given(env, 'PUBLIC_API_URL');
  if (!apiUrl) return true;
  if (!isWebAddress(apiUrl)) return false;
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(apiUrl).hostname);
}

/** The stand-in values a demo build falls back on; none outside the demo. */
function demoDefaults(env: Env): Partial<Settings> {
  if (!isDemo(env)) return {};
  const apiUrl = given(env, 'PUBLIC_API_URL');
  return standInSettings(apiUrl ? new URL(apiUrl).origin : undefined);
}

const required = (name: SettingName) =>
  z
    .string({ error: `${name} is missing` })
    .trim()
    .min(1, `${name} is missing`);
const webUrl = (name: SettingName) =>
  required(name).refine(isWebAddress, `${name} must be an http(s) URL`);
const originList = (name: SettingName) =>
  z
    .string()
    .default('')
    .refine(
      (list) => list.split(',').every((item) => !item.trim() || isWebAddress(item.trim())),
      `${name} must be a comma list of http(s) origins`,
    );

/** A web address that may be left out (then what it links is not offered). */
const optionalWebUrl = (name: SettingName) =>
  z
    .string()
    .trim()
    .default('')
    .refine((value) => !value || isWebAddress(value), `${name} must be an http(s) URL`);

/** A setting that is one of `choices` (any case), or left out. */
const oneOf = (name: SettingName, choices: readonly string[]) =>
  z
    .string()
    .default('')
    .refine(
      (value) => ['', ...choices].includes(value.trim().toLowerCase()),
      `${name} must be ${choices.join(' or ')}`,
    );

/** The schema of the whole environment: every setting checked, each failure named. */
const settingsSchema = z.object({
  PUBLIC_API_URL: webUrl('PUBLIC_API_URL'),
  PUBLIC_ORDER_API_URL: webUrl('PUBLIC_ORDER_API_URL'),
  PUBLIC_ORDER_USERNAME: required('PUBLIC_ORDER_USERNAME'),
  PUBLIC_ORDER_PASSWORD: required('PUBLIC_ORDER_PASSWORD'),
  PUBLIC_ORDER_ACCESS_KEY: required('PUBLIC_ORDER_ACCESS_KEY'),
  PUBLIC_SITE_URL: webUrl('PUBLIC_SITE_URL'),
  PUBLIC_MEDIA_ORIGINS: originList('PUBLIC_MEDIA_ORIGINS'),
  PUBLIC_SERVICE_WORKER: oneOf('PUBLIC_SERVICE_WORKER', serviceWorkerModes),
  PUBLIC_API_ORIGIN: oneOf('PUBLIC_API_ORIGIN', apiOrigins),
  PUBLIC_ELECTION_SCOREBOARD_URL: optionalWebUrl('PUBLIC_ELECTION_SCOREBOARD_URL'),
} satisfies Record<SettingName, z.ZodType>);

/** The provider's two services, which carry members' passwords and tokens. */
const providerSettings = ['PUBLIC_API_URL', 'PUBLIC_ORDER_API_URL'] as const;

/** Hosts a plain-http provider may be on: this machine (the stand-in, a tunnel). */
const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/**
 * The provider's services named over plain http on another machine: the forwarding (and the
 * browser) would carry passwords and tokens in clear. Refused, naming the setting, unless
 * ALLOW_HTTP_PROVIDER=1 says it is meant (a provider on a private network).
 */
function plainHttpProblems(settings: Settings, env: Env): string[] {
  if (env.ALLOW_HTTP_PROVIDER?.trim() === '1') return [];
  return providerSettings
    .filter((name) => {
      const url = new URL(settings[name]);
      return url.protocol === 'http:' && !isLoopbackHost(url.hostname);
    })
    .map(
      (name) =>
        `${name} must be an https URL (plain http only on this machine, or set ALLOW_HTTP_PROVIDER=1)`,
    );
}

/** Thrown when the environment holds a missing or wrong setting; the message names each. */
class SettingsError extends Error {
  override name = 'SettingsError';
}

/** The checked settings of `env` (demo values only in the demo); throws SettingsError. */
export function readSettings(env: Env): Settings {
  const defaults = demoDefaults(env);
  const values = Object.fromEntries(
    settingNames.map((name) => [name, given(env, name) ?? defaults[name]]),
  );
  const result = settingsSchema.safeParse(values);
  const problems = result.success
    ? plainHttpProblems(result.data, env)
    : [...new Set(result.error.issues.map((issue) => issue.message))];
  if (result.success && problems.length === 0) return result.data;
  throw new SettingsError(`The site's configuration is not valid: ${problems.join('; ')}.`);
}

/** The site configuration the publisher and scripts use, from `env`. */
export const readSiteConfig = (env: Env): SiteConfig => siteConfig(readSettings(env));

/** The offline worker a build from `env` publishes (PUBLIC_SERVICE_WORKER, checked). */
export const readServiceWorkerMode = (env: Env): ServiceWorkerMode =>
  serviceWorkerMode(readSettings(env).PUBLIC_SERVICE_WORKER);

/**
 * The astro:env schema of the settings (astro.config.mjs): public values for the browser
 * (those the build alone reads in the server context), required outside the demo, with the
 * stand-in's values as defaults in the demo only. `field` is astro's `envField`.
 */
export function astroEnvSchema<Field>(
  field: {
    string(options: {
      context: 'client' | 'server';
      access: 'public';
      url?: boolean;
      optional?: boolean;
      default?: string;
    }): Field;
  },
  env: Env,
): Record<SettingName, Field> {
  const defaults = demoDefaults(env);
  return Object.fromEntries(
    settingNames.map((name) => [
      name,
      field.string({
        context: buildOnlySettings.has(name) ? 'server' : 'client',
        access: 'public',
        ...(urlSettings.has(name) ? { url: true } : {}),
        ...(optionalSettings.has(name) ? { optional: true } : {}),
        ...(defaults[name] ? { default: defaults[name] } : {}),
      }),
    ]),
  ) as Record<SettingName, Field>;
}
