import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeOfflineWorker } from '../../integrations/offline-worker.ts';

// The offline worker a build writes (integrations/offline-worker.ts): what its precache list
// holds, read from the /sw.js it wrote into a small build.

let root: string;
const files: Record<string, string> = {
  'offline/index.html': '<script type="module" src="/_astro/offline.js"></script>',
  'logout/index.html': '<script type="module" src="/_astro/logout.js"></script>',
  'news/index.html': '<script type="module" src="/_astro/news.js"></script>',
  // A member page: its head call's answer asked for early, its island and its page script.
  'member-directory/index.html':
    '<link rel="preload" as="fetch" href="/web/bc-member/v1/member/list?page=1">' +
    '<script>fetch("/web/bc-member/v1/member/list?page=1")</script>' +
    '<script type="module" src="/_astro/member-page.js"></script>' +
    '<astro-island component-url="/_astro/MemberDirectory.js" ' +
    'renderer-url="/_astro/client.js"></astro-island>',
  'login/index.html':
    '<astro-island component-url="/_astro/LoginForm.js" ' +
    'renderer-url="/_astro/client.js"></astro-island>',
  '_astro/offline.js': 'export const offline = 1;',
  '_astro/logout.js': 'export const logout = 1;',
  '_astro/news.js': 'export const news = 1;',
  '_astro/member-page.js': 'import "./api.js"; const later = () => import("./on-tap.js");',
  '_astro/on-tap.js': 'export const onTap = 1;',
  '_astro/api.js': 'export const api = 1;',
  '_astro/MemberDirectory.js': 'import "./react.js"; import "./cards.js";',
  '_astro/LoginForm.js': 'import "./react.js";',
  '_astro/cards.js': 'export const cards = 1;',
  '_astro/react.js': 'export const react = 1;',
  '_astro/client.js': 'import "./react.js";',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'placeholder.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'manifest.webmanifest': '{}',
  'icons/icon-192.png': 'png',
};
const pages = Object.keys(files).filter((file) => file.endsWith('.html'));

/** The URLs of the precache list the build's /sw.js was given. */
async function precached(): Promise<string[]> {
  const worker = await readFile(join(root, 'sw.js'), 'utf8');
  return [...worker.matchAll(/\{"revision":(?:null|"[^"]*"),"url":"([^"]+)"\}/g)].map(
    ([, url]) => url!,
  );
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'offline-worker-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  // The folder named from the working directory, as the publisher may name a build's.
  await writeOfflineWorker(relative(process.cwd(), root), 'on', pages);
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the offline worker a build writes', () => {
  it('precaches the members’ scripts: React, the islands, the chunks they share and what they load on a tap', async () => {
    expect(await precached()).toEqual(
      expect.arrayContaining([
        '_astro/MemberDirectory.js',
        '_astro/LoginForm.js',
        '_astro/cards.js',
        '_astro/react.js',
        '_astro/client.js',
        '_astro/member-page.js',
        '_astro/api.js',
        '_astro/on-tap.js',
      ]),
    );
  });

  it('keeps its shell as before: the offline and sign-out pages and what they load', async () => {
    expect(await precached()).toEqual(
      expect.arrayContaining([
        'offline/index.html',
        'logout/index.html',
        '_astro/offline.js',
        '_astro/logout.js',
        'manifest.webmanifest',
        'icons/icon-192.png',
      ]),
    );
  });

  it('precaches no member page, no API answer and no visitor’s page', async () => {
    const urls = await precached();
    const shell = ['offline/index.html', 'logout/index.html'];
    for (const url of urls) {
      expect(url, url).not.toMatch(/bc-member|member-directory|login\//);
      expect(url.endsWith('.html') ? shell : [url], url).toContain(url);
    }
    // A visitor's page's scripts are kept as they are read, not from the install.
    expect(urls).not.toContain('_astro/news.js');
    expect(urls).not.toContain('news/index.html');
  });
});
