import { spawnSync } from 'node:child_process';
import { envField } from 'astro/config';
import { describe, expect, it } from 'vitest';
import { DEMO_ORDERING } from '../../api/demo-accounts.ts';
import {
  astroEnvSchema,
  isDemo,
  readServiceWorkerMode,
  readSettings,
  readSiteConfig,
  settingNames,
} from '../../src/lib/settings.ts';

const provider = {
  PUBLIC_API_URL: 'https://provider.example/web/bc-member/v1/',
  PUBLIC_ORDER_API_URL: 'https://ordering.example/',
  PUBLIC_ORDER_USERNAME: 'kiosk',
  PUBLIC_ORDER_PASSWORD: 'secret',
  PUBLIC_ORDER_ACCESS_KEY: 'key',
  PUBLIC_SITE_URL: 'https://club.example/',
};

describe('readSiteConfig', () => {
  it('builds the demo from the stand-in when nothing is set', () => {
    expect(readSiteConfig({})).toEqual({
      apiUrl: 'http://localhost:4010/web/bc-member/v1',
      orderApiUrl: 'http://localhost:4010/ordering',
      browserApiUrl: '/api/member',
      browserOrderApiUrl: '/api/order',
      orderUsername: DEMO_ORDERING.username,
      orderPassword: DEMO_ORDERING.password,
      orderAccessKey: DEMO_ORDERING.accessKey,
      siteUrl: 'http://localhost:4321',
      mediaOrigins: ['http://localhost:4010'],
      electionScoreboardUrl: '',
    });
  });

  it('follows a stand-in on another loopback port', () => {
    const config = readSiteConfig({ PUBLIC_API_URL: 'http://127.0.0.1:6250/web/bc-member/v1' });
    expect(config.orderApiUrl).toBe('http://127.0.0.1:6250/ordering');
    expect(config.orderUsername).toBe(DEMO_ORDERING.username);
  });

  it('takes a provider as configured: no trailing slashes, media hosts listed', () => {
    const config = readSiteConfig({
      ...provider,
      PUBLIC_MEDIA_ORIGINS: 'https://media.provider.example/files, https://cdn.example',
    });
    expect(config).toEqual({
      apiUrl: 'https://provider.example/web/bc-member/v1',
      orderApiUrl: 'https://ordering.example',
      browserApiUrl: '/api/member',
      browserOrderApiUrl: '/api/order',
      orderUsername: 'kiosk',
      orderPassword: 'secret',
      orderAccessKey: 'key',
      siteUrl: 'https://club.example',
      mediaOrigins: [
        'https://provider.example',
        'https://media.provider.example',
        'https://cdn.example',
      ],
      electionScoreboardUrl: '',
    });
  });
});

describe('PUBLIC_API_ORIGIN', () => {
  // Issue 48: the browser calls the APIs on the site's own origin (no CORS preflight) unless
  // a provider wants them called where they are.
  it.each([
    [{}, '/api/member', '/api/order'],
    [{ PUBLIC_API_ORIGIN: 'site' }, '/api/member', '/api/order'],
    [provider, '/api/member', '/api/order'],
    [
      { ...provider, PUBLIC_API_ORIGIN: ' Provider ' },
      'https://provider.example/web/bc-member/v1',
      'https://ordering.example',
    ],
    [
      { PUBLIC_API_ORIGIN: 'provider' },
      'http://localhost:4010/web/bc-member/v1',
      'http://localhost:4010/ordering',
    ],
  ])('%j: the browser calls %s and %s', (env, member, order) => {
    const config = readSiteConfig(env);
    expect([config.browserApiUrl, config.browserOrderApiUrl]).toEqual([member, order]);
    // The build calls the provider itself either way.
    expect(config.apiUrl).toMatch(/^https?:\/\//);
  });
});

describe('PUBLIC_ELECTION_SCOREBOARD_URL', () => {
  // Issue 57: the scoreboard is the club's address, or no link at all.
  it.each([
    [{}, ''],
    [provider, ''],
    [
      { ...provider, PUBLIC_ELECTION_SCOREBOARD_URL: ' https://live.club.example/board ' },
      'https://live.club.example/board',
    ],
  ])('%j → %j', (env, url) => {
    expect(readSiteConfig(env).electionScoreboardUrl).toBe(url);
  });
});

describe('PUBLIC_SERVICE_WORKER', () => {
  // A build retires the offline worker only when asked in so many words; a typo stops it.
  it.each([
    [{}, 'on'],
    [{ PUBLIC_SERVICE_WORKER: 'on' }, 'on'],
    [{ PUBLIC_SERVICE_WORKER: ' OFF ' }, 'off'],
    [{ ...provider, PUBLIC_SERVICE_WORKER: 'off' }, 'off'],
    [provider, 'on'],
  ])('%j → %s', (env, mode) => {
    expect(readServiceWorkerMode(env)).toBe(mode);
  });
});

describe('a provider over plain http', () => {
  // Issue 56: the forwarding would carry passwords and tokens in clear.
  it.each(['PUBLIC_API_URL', 'PUBLIC_ORDER_API_URL'] as const)(
    'is refused on another machine, naming %s',
    (name) => {
      const env = { ...provider, [name]: 'http://provider.example/v1' };
      expect(() => readSettings(env)).toThrow(`${name} must be an https URL`);
      expect(() => readSettings({ ...env, ALLOW_HTTP_PROVIDER: '1' })).not.toThrow();
    },
  );

  it('is taken on this machine', () => {
    for (const host of ['localhost:4010', '127.0.0.1:4010', '[::1]:4010'])
      expect(() =>
        readSettings({ ...provider, PUBLIC_API_URL: `http://${host}/v1` }),
      ).not.toThrow();
  });
});

describe('readSettings outside the demo', () => {
  // Issue 15 point 8: a provider build never falls back on the stand-in's credentials.
  it.each([
    'PUBLIC_ORDER_API_URL',
    'PUBLIC_ORDER_USERNAME',
    'PUBLIC_ORDER_PASSWORD',
    'PUBLIC_ORDER_ACCESS_KEY',
    'PUBLIC_SITE_URL',
  ] as const)('refuses a missing %s and names it', (name) => {
    const env = { ...provider, [name]: '  ' };
    expect(() => readSettings(env)).toThrow(`${name} is missing`);
  });

  it('names every missing setting at once', () => {
    const error = (() => {
      try {
        readSettings({ PUBLIC_API_URL: provider.PUBLIC_API_URL });
      } catch (caught) {
        return String(caught);
      }
    })();
    for (const name of settingNames.filter(
      (n) =>
        ![
          'PUBLIC_API_URL',
          'PUBLIC_MEDIA_ORIGINS',
          'PUBLIC_SERVICE_WORKER',
          'PUBLIC_API_ORIGIN',
          'PUBLIC_ELECTION_SCOREBOARD_URL',
        ].includes(n),
    ))
      expect(error).toContain(`${name} is missing`);
    expect(error).not.toContain(DEMO_ORDERING.password);
  });

  it.each([
    ['PUBLIC_API_URL', 'provider.example/web/bc-member/v1', 'must be an http(s) URL'],
    ['PUBLIC_ORDER_API_URL', 'ftp://ordering.example', 'must be an http(s) URL'],
    ['PUBLIC_SITE_URL', 'club.example', 'must be an http(s) URL'],
    ['PUBLIC_MEDIA_ORIGINS', 'https://media.example,javascript:alert(1)', 'must be a comma list'],
    ['PUBLIC_SERVICE_WORKER', 'of', 'must be on or off'],
    ['PUBLIC_API_ORIGIN', 'cdn', 'must be site or provider'],
    ['PUBLIC_ELECTION_SCOREBOARD_URL', 'javascript:alert(1)', 'must be an http(s) URL'],
  ])('refuses a wrong %s (%j) by name', (name, value, reason) => {
    expect(() => readSettings({ ...provider, [name]: value })).toThrow(`${name} ${reason}`);
  });

  it('is the demo only on this machine', () => {
    expect(isDemo({})).toBe(true);
    expect(isDemo({ PUBLIC_API_URL: 'http://localhost:4010/web/bc-member/v1' })).toBe(true);
    expect(isDemo({ PUBLIC_API_URL: provider.PUBLIC_API_URL })).toBe(false);
    expect(isDemo({ PUBLIC_API_URL: 'http://localhost.evil.example/v1' })).toBe(false);
  });
});

describe('astroEnvSchema (the astro:env schema in astro.config.mjs)', () => {
  it('gives the stand-in values as defaults in the demo only', () => {
    const demo = astroEnvSchema(envField, {});
    expect(demo.PUBLIC_ORDER_PASSWORD).toMatchObject({
      context: 'client',
      access: 'public',
      default: DEMO_ORDERING.password,
    });
    const real = astroEnvSchema(envField, provider);
    for (const name of settingNames) expect(real[name]).not.toHaveProperty('default');
    expect(real.PUBLIC_API_URL).toMatchObject({ url: true });
    expect(real.PUBLIC_MEDIA_ORIGINS).toMatchObject({ optional: true });
  });

  it.each([
    'PUBLIC_SERVICE_WORKER',
    'PUBLIC_API_ORIGIN',
    'PUBLIC_ELECTION_SCOREBOARD_URL',
  ] as const)('keeps %s to the build (no browser bundle carries it)', (name) => {
    expect(astroEnvSchema(envField, provider)[name]).toMatchObject({
      context: 'server',
      optional: true,
    });
  });

  it('stops the build when astro.config.mjs meets a missing setting, naming it', () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
    for (const [key, value] of Object.entries(provider)) env[key] = value;
    delete env.PUBLIC_ORDER_ACCESS_KEY;
    const run = spawnSync(process.execPath, ['-e', "await import('./astro.config.mjs')"], {
      env,
      encoding: 'utf8',
      input: '',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('PUBLIC_ORDER_ACCESS_KEY is missing');
    expect(run.stderr).not.toContain('PUBLIC_ORDER_USERNAME is missing');
  });
});
