import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerSettings, servedLines } from '../../publisher/main.ts';
import type { Publisher } from '../../publisher/publish/publish-queue.ts';
import { previewOptions } from '../../publisher/serve/preview.ts';
import { startPublishServer } from '../../publisher/serve/publish-server.ts';
import { fakePublisher, fakeSite, stateDir } from './fake-site.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a project script with Node; resolves with its exit code and output once `until` shows. */
function run(script: string, args: string[], env: NodeJS.ProcessEnv, until?: RegExp) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  let output = '';
  return {
    child,
    done: new Promise<{ code: number | null; output: string }>((resolve) => {
      const read = (chunk: Buffer) => {
        output += String(chunk);
        if (until?.test(output)) resolve({ code: null, output });
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => resolve({ code, output }));
    }),
  };
}

describe('npm start', () => {
  it('refuses an ADMIN_TOKEN short enough to guess, before starting anything', async () => {
    const { done } = run('scripts/start.ts', [], { ADMIN_TOKEN: 'letmein', API_PORT: '1' });
    const { code, output } = await done;
    expect(code).toBe(1);
    expect(output).toContain('ADMIN_TOKEN must be at least 24 characters (it has 7)');
    expect(output).not.toContain('Starting the stand-in');
  });
});

describe('npm run serve', () => {
  const provider = {
    PUBLIC_API_URL: 'https://provider.example/web/bc-member/v1',
    PUBLIC_ORDER_API_URL: 'https://ordering.example',
    PUBLIC_ORDER_USERNAME: 'site',
    PUBLIC_ORDER_PASSWORD: 'secret',
    PUBLIC_ORDER_ACCESS_KEY: 'key',
    PUBLIC_SITE_URL: 'https://club.example',
  };

  it.each([
    ['no PUBLIC_API_URL', { PUBLIC_API_URL: '' }, 'PUBLIC_API_URL is missing'],
    ['a missing setting', { PUBLIC_ORDER_USERNAME: '' }, 'PUBLIC_ORDER_USERNAME is missing'],
    ['a wrong setting', { PUBLIC_SITE_URL: 'club.example' }, 'PUBLIC_SITE_URL must be an http'],
    ['a short admin secret', { ADMIN_TOKEN: 'letmein' }, 'at least 24 characters (it has 7)'],
    [
      'a wrong port',
      { SITE_PORT: 'eighty' },
      "SITE_PORT must be a whole number from 0 to 65535 (got 'eighty')",
    ],
  ])('stops at %s, naming it, before anything starts', async (_, change, message) => {
    const stateDir = join(tmpdir(), `club-serve-test-${process.pid}-${Date.now()}`);
    const { done } = run('publisher/main.ts', [], {
      ...provider,
      ADMIN_TOKEN: '',
      PUBLISHER_DIR: stateDir,
      ...change,
    });
    const { code, output } = await done;
    expect(code).toBe(1);
    expect(output).toContain(message);
    expect(output).not.toContain('Publishing the site');
    expect(existsSync(stateDir)).toBe(false);
  });

  it('reads the server settings, each with its default', () => {
    expect(readServerSettings({})).toMatchObject({
      host: '127.0.0.1',
      port: 4321,
      adminToken: null,
      trustedProxies: [],
      publishing: { watchMinutes: 5, preview: false, notifyUrl: null, webhookSecret: null },
    });
    expect(
      readServerSettings({
        SITE_HOST: '0.0.0.0',
        SITE_PORT: '8080',
        TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2',
        PUBLISH_WATCH_MINUTES: '15',
        PUBLISH_PREVIEW: 'on',
        PUBLISHER_DIR: '/srv/club/publisher',
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 8080,
      adminToken: null,
      trustedProxies: ['10.0.0.1', '10.0.0.2'],
      stateDir: '/srv/club/publisher',
      publishing: {
        watchMinutes: 15,
        preview: true,
        notifyUrl: null,
        notifyWhen: 'failures',
        webhookSecret: null,
      },
    });
    expect(() => readServerSettings({ PUBLISH_WATCH_MINUTES: 'hourly' })).toThrow(
      /PUBLISH_WATCH_MINUTES must be off or a whole number/,
    );
  });

  it.each([
    ['neither', {}, ['Admin:       off'], 'Webhook'],
    [
      'the webhook alone',
      { PUBLISH_WEBHOOK_SECRET: 'w'.repeat(32) },
      ['Admin:       off', 'Webhook:     POST http://localhost:4321/admin/hooks/content-changed'],
      null,
    ],
    [
      'both',
      { ADMIN_TOKEN: 'a'.repeat(32), PUBLISH_WEBHOOK_SECRET: 'w'.repeat(32) },
      ['Admin:       http://localhost:4321/admin', 'Webhook:'],
      null,
    ],
  ])('says where the admin and the webhook are with %s set', (_, env, shown, absent) => {
    const lines = servedLines(4321, readServerSettings(env)).join('\n');
    for (const line of shown) expect(lines).toContain(line);
    if (absent) expect(lines).not.toContain(absent);
  });
});

describe('npm run preview', () => {
  it.each([
    [[], {}, { port: 4321, host: '127.0.0.1' }],
    [[], { SITE_PORT: '5100', SITE_HOST: '::1' }, { port: 5100, host: '::1' }],
    [['--port', '5000'], { SITE_PORT: '5100' }, { port: 5000, host: '127.0.0.1' }],
    [['--port=5001', '--host=0.0.0.0'], {}, { port: 5001, host: '0.0.0.0' }],
    [['--host'], {}, { port: 4321, host: '0.0.0.0' }],
    [['--host', '--port', '5002'], {}, { port: 5002, host: '0.0.0.0' }],
    [['--host', '192.168.1.20'], {}, { port: 4321, host: '192.168.1.20' }],
  ])('reads %j (env %j) like astro preview', (args, env, expected) => {
    expect(previewOptions(args, env)).toEqual(expected);
  });

  it.each([[['--port', 'eighty']], [['--port']], [['--open']]])(
    'refuses %j with the reason',
    (args) => {
      expect(() => previewOptions(args, {})).toThrow(/--port|Unknown option --open/);
    },
  );

  let dir: string;
  let publisher: Publisher;
  let server: Awaited<ReturnType<typeof startPublishServer>>;
  let preview: ReturnType<typeof run>;
  let previewBase: string;

  beforeAll(async () => {
    dir = await stateDir();
    publisher = await fakePublisher(fakeSite(), dir);
    publisher.trigger({ by: 'test' });
    await publisher.whenIdle();
    server = await startPublishServer({ publisher, port: 0 });
    preview = run(
      'publisher/serve/preview.ts',
      ['--port', '0', '--host', '127.0.0.1'],
      {
        SITE_DIR: publisher.liveSite()!.dir,
      },
      /at (http:\S+)/,
    );
    const { output } = await preview.done;
    previewBase = /at (http:\S+)/.exec(output)?.[1] ?? '';
  });

  afterAll(async () => {
    preview?.child.kill();
    await server?.close();
    await publisher?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends the same headers as the publish server for the same build', async () => {
    expect(previewBase).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const compared = [
      'content-type',
      'content-encoding',
      'cache-control',
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
      'strict-transport-security',
      'vary',
      'accept-ranges',
    ];
    const publishBase = `http://127.0.0.1:${server.port}`;
    for (const path of [
      '/',
      '/page-1/',
      '/billing/details/42',
      '/no-such-page/',
      '/_astro/app.b001.js',
      '/documents/club-rules.pdf',
      '/_headers',
      '/_redirects',
    ]) {
      for (const encoding of ['br', 'identity']) {
        const init = { headers: { 'accept-encoding': encoding } };
        const [fromPublish, fromPreview] = await Promise.all([
          fetch(publishBase + path, init),
          fetch(previewBase + path, init),
        ]);
        expect(fromPreview.status, path).toBe(fromPublish.status);
        for (const name of compared)
          expect(fromPreview.headers.get(name), `${name} of ${path}`).toBe(
            fromPublish.headers.get(name),
          );
        expect(await fromPreview.text()).toBe(await fromPublish.text());
      }
    }
  });
});
