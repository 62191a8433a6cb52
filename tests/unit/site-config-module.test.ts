import { describe, expect, it } from 'vitest';
import {
  SITE_CONFIG_MODULE,
  siteConfigModule,
  withoutOrderAccount,
} from '../../integrations/site-config-module.ts';
import { config } from '../../src/lib/config.ts';
import { readSiteConfig } from '../../src/lib/settings.ts';

// The site's configuration is shaped at build time: the browser gets the values, not the code
// that trims, checks and lists them (every member page carried that code, ~0.2 KB gzip).

type Hook = (this: unknown, id: string) => string | null;

const site = readSiteConfig({
  PUBLIC_API_URL: 'https://provider.example/web/bc-member/v1/',
  PUBLIC_ORDER_API_URL: 'https://ordering.example/',
  PUBLIC_ORDER_USERNAME: ' kiosk ',
  PUBLIC_ORDER_PASSWORD: 'secret',
  PUBLIC_ORDER_ACCESS_KEY: 'key',
  PUBLIC_SITE_URL: 'https://club.example/',
  PUBLIC_MEDIA_ORIGINS: 'https://media.provider.example/files',
  PUBLIC_ELECTION_SCOREBOARD_URL: 'https://live.club.example/board',
});
const plugin = siteConfigModule(site);
const resolveId = plugin.resolveId as Hook;
const load = plugin.load as Hook;

/** The module the browser's code would import, evaluated. */
async function builtModule(
  shaping: { resolveId: Hook; load: Hook } = { resolveId, load },
  context: unknown = {},
): Promise<{ config: unknown; code: string }> {
  const id = shaping.resolveId.call(context, SITE_CONFIG_MODULE);
  const code = shaping.load.call(context, id ?? '') ?? '';
  const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  return { config: module.config, code };
}

describe('siteConfigModule', () => {
  it('hands the site the configuration the build checked and shaped', async () => {
    const { config: built } = await builtModule();
    expect(built).toEqual(withoutOrderAccount(site));
    expect(built).toEqual({
      apiUrl: 'https://provider.example/web/bc-member/v1',
      orderApiUrl: 'https://ordering.example',
      browserApiUrl: '/api/member',
      browserOrderApiUrl: '/api/order',
      // Issue 56: the forwarding adds the ordering account; no browser holds it.
      orderUsername: '',
      orderPassword: '',
      orderAccessKey: '',
      siteUrl: 'https://club.example',
      mediaOrigins: ['https://provider.example', 'https://media.provider.example'],
      electionScoreboardUrl: 'https://live.club.example/board',
    });
    expect(Object.isFrozen(built)).toBe(true);
  });

  it('leaves the ordering account out of the browser’s copy where the APIs are forwarded', async () => {
    const { code } = await builtModule({ resolveId, load }, { environment: { name: 'client' } });
    for (const value of ['kiosk', 'secret', 'key']) expect(code).not.toContain(`"${value}"`);
  });

  it('keeps it for a build that calls the provider cross-origin (the contract’s way)', async () => {
    const crossOrigin = siteConfigModule(
      readSiteConfig({
        PUBLIC_API_URL: 'https://provider.example/v1',
        PUBLIC_ORDER_API_URL: 'https://ordering.example',
        PUBLIC_ORDER_USERNAME: 'kiosk',
        PUBLIC_ORDER_PASSWORD: 'secret',
        PUBLIC_ORDER_ACCESS_KEY: 'key',
        PUBLIC_SITE_URL: 'https://club.example',
        PUBLIC_API_ORIGIN: 'provider',
      }),
    );
    const { config: built } = await builtModule(
      { resolveId: crossOrigin.resolveId as Hook, load: crossOrigin.load as Hook },
      { environment: { name: 'client' } },
    );
    expect(built).toMatchObject({
      orderUsername: 'kiosk',
      orderPassword: 'secret',
      orderAccessKey: 'key',
    });
  });

  it('carries values only: no settings left to shape in the browser', async () => {
    const { code } = await builtModule();
    expect(code).not.toMatch(/PUBLIC_|trim|new URL|split/);
  });

  it("leaves out of the browser's copy what only the build uses", () => {
    const id = resolveId.call({}, SITE_CONFIG_MODULE) ?? '';
    const code = load.call({ environment: { name: 'client' } }, id) ?? '';
    for (const value of ['provider.example/web', 'ordering.example', 'live.club.example'])
      expect(code).not.toContain(value);
    expect(code).toContain('/api/member');
  });

  it('answers for its own module only', () => {
    expect(resolveId.call({}, 'astro:env/client')).toBeNull();
    expect(load.call({}, '/src/lib/config.ts')).toBeNull();
  });

  it("is what the site's code reads under this build's settings", () => {
    expect(config).toEqual(withoutOrderAccount(readSiteConfig(process.env)));
  });
});
