import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteData } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOf, inlineFacts } from '../../integrations/csp.ts';
import { linkTree } from '../../publisher/files/linked-trees.ts';
import { finishPage, writeSiteFiles, type PageFacts } from '../../integrations/finish-pages.ts';
import { policyFactsOf } from '../../integrations/headers/page-policy.ts';
import { buildContext, type BuildReport } from '../../src/data/build-context.ts';
import { fakeSources } from './fake-site.ts';
import { outputFileOf } from '../../publisher/build/content-rebuild.ts';
import {
  addSearchPage,
  closeSearchIndexes,
  newSearchIndex,
  searchableContent,
  writeSearchIndex,
} from '../../integrations/search-index.ts';

// How a rendered page becomes the page the site serves: the one function the end of every
// build and a content-only rebuild both use (integrations/finish-pages.ts).

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'finish-pages-'));
  await mkdir(join(root, '_astro'), { recursive: true });
  await writeFile(join(root, '_astro/island.js'), 'import "./react.js";');
  await writeFile(join(root, '_astro/react.js'), 'export const react = 1;');
  await writeFile(join(root, '_astro/notices.js'), 'import "./members.js";');
  await writeFile(join(root, '_astro/members.js'), 'export const call = 1;');
  await writeFile(join(root, '_astro/news.js'), 'import "./cards.js";');
  await writeFile(join(root, '_astro/cards.js'), 'export const card = 1;');
});
afterAll(async () => {
  await closeSearchIndexes();
  await rm(root, { recursive: true, force: true });
});

const inline = 'console.log("the build made me")';
const page = (head: string, body: string, html = '<html lang="en">') =>
  `<!DOCTYPE html>${html}<head>` +
  `<meta http-equiv="content-security-policy" content="script-src 'self' ${hashOf(inline)}; style-src 'self'">` +
  `${head}</head><body>${body}<script>${inline}</script></body></html>`;

describe('finishPage', () => {
  const newsPage = page(
    '<script type="module" src="/_astro/news.js"></script>',
    '<main data-pagefind-body><h1>Sports Day</h1></main>',
  );
  const memberPage = page(
    '<script type="module" src="/_astro/notices.js"></script>',
    '<main><astro-island uid="a" client="load" component-url="/_astro/island.js"></astro-island></main>',
  );

  it.each([
    {
      what: "a visitor's page keeps its module scripts as they are and preloads what they import",
      file: 'news/index.html',
      html: newsPage,
      holds: [
        '<script type="module" src="/_astro/news.js">',
        '<link rel="modulepreload" href="/_astro/cards.js" data-script-preload>',
      ],
      lacks: ['http-equiv="content-security-policy"', 'href="/_astro/news.js" data-script-preload'],
      searched: true,
    },
    {
      what: 'a member page keeps its scripts and preloads what they and its islands import',
      file: 'booking-list/index.html',
      html: memberPage,
      holds: [
        '<script type="module" src="/_astro/notices.js">',
        '<link rel="modulepreload" href="/_astro/members.js" data-script-preload>',
        '<link rel="modulepreload" href="/_astro/island.js" data-script-preload>',
        '<link rel="modulepreload" href="/_astro/react.js" data-script-preload>',
      ],
      lacks: ['http-equiv="content-security-policy"'],
      searched: false,
    },
  ])('$what', ({ file, html, holds, lacks, searched }) => {
    const finished = finishPage(root, file, html);
    for (const text of holds) expect(finished.html).toContain(text);
    for (const text of lacks) expect(finished.html).not.toContain(text);
    // The policy Astro wrote is kept as the page's facts (`_headers` carries it).
    expect(finished.facts.built?.scripts).toContain(hashOf(inline));
    expect(finished.facts.inline.scripts.map(({ hash }) => hash)).toContain(hashOf(inline));
    expect(finished.facts.inline.handler).toBeNull();
    expect(finished.searchable !== null).toBe(searched);
    expect(finished.facts.search !== null).toBe(searched);
  });

  it('offers site search the public pages only: no member page, sign-in screen or index file', () => {
    const marked = '<main data-pagefind-body><h1>A page</h1></main>';
    const searched = [
      'index.html',
      'news/index.html',
      'news-details/nw1/index.html',
      '404.html',
      'member-directory/index.html',
      'billing/details/index.html',
      'login/index.html',
      'submit-otp/index.html',
      'pagefind/playground/index.html',
    ].filter((file) => finishPage(root, file, page('', marked)).searchable !== null);
    expect(searched).toEqual([
      'index.html',
      'news/index.html',
      'news-details/nw1/index.html',
      '404.html',
    ]);
  });

  it('notes an event handler a page holds (the headers step refuses such a page)', () => {
    const finished = finishPage(root, 'news/index.html', page('', '<img src=x onerror="a()">'));
    expect(finished.facts.inline.handler).toBe('<img onerror>');
  });

  // Finishing reads each page once and splices its changes in; what it notes of the page must
  // be what a fresh reading of the finished page finds.
  it.each([
    ['a news page', 'news/index.html', newsPage],
    ['a member page', 'booking-list/index.html', memberPage],
    [
      'a page with a module script and a map inside its marked <main>',
      'contact/index.html',
      page(
        '',
        '<main data-pagefind-body><h1>Contact</h1><script type="module" src="/_astro/map.js"></script>' +
          '<iframe src="https://maps.example" loading="lazy"></iframe></main>',
      ),
    ],
  ])('notes of %s what the finished page holds', (_, file, html) => {
    const finished = finishPage(root, file, html);
    expect(finished.facts.inline).toEqual(inlineFacts(finished.html));
    expect(finished.searchable).toBe(
      finished.facts.search === null ? null : searchableContent(finished.html),
    );
  });

  it('gives the same page the same search digest, and a changed one another', () => {
    const a = finishPage(root, 'news/index.html', newsPage);
    const b = finishPage(root, 'news/index.html', newsPage);
    const c = finishPage(root, 'news/index.html', newsPage.replace('Sports Day', 'Swimming Gala'));
    expect(a.facts.search).toBe(b.facts.search);
    expect(c.facts.search).not.toBe(a.facts.search);
  });
});

describe("writeSiteFiles: the build's own files", () => {
  it('reports a _headers line longer than Cloudflare Pages reads, for the admin to see', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-files-'));
    const reports: BuildReport[] = [];
    const report = buildContext.report;
    buildContext.report = (told) => void reports.push(told);
    try {
      // 45 sections, each page with an inline script of its own: the top rule's policy,
      // which allows every one of them, names 45 hashes.
      const pages = new Map<string, PageFacts>();
      for (let i = 0; i < 45; i++) {
        const script = `document.title = "section ${i}";`;
        const { html, facts } = policyFactsOf(
          `<!DOCTYPE html><html lang="en"><head><meta http-equiv="content-security-policy" ` +
            `content="script-src 'self' ${hashOf(script)}"><title>t</title></head>` +
            `<body><script>${script}</script></body></html>`,
        );
        await mkdir(join(dir, `section-${i}`), { recursive: true });
        await writeFile(join(dir, `section-${i}/index.html`), html);
        pages.set(`section-${i}/index.html`, { ...facts, search: null });
      }
      await writeSiteFiles(
        dir,
        { pages, index: null },
        { sources: fakeSources, serviceWorker: 'off', worker: false },
      );
    } finally {
      buildContext.report = report;
      await rm(dir, { recursive: true, force: true });
    }
    expect(reports).toEqual([
      {
        kind: 'site-file-warning',
        message: expect.stringMatching(
          /^_headers has a line of \d+ characters; Cloudflare Pages allows 2000\.$/,
        ),
      },
    ]);
  });
});

describe('outputFileOf (Astro’s files for build.format "directory")', () => {
  const route = (type: RouteData['type']) => ({ type }) as RouteData;
  it.each([
    ['/', 'page', 'index.html'],
    ['/news', 'page', 'news/index.html'],
    ['/news/', 'page', 'news/index.html'],
    ['/news-details/nw0001', 'page', 'news-details/nw0001/index.html'],
    ['/404', 'page', '404.html'],
    ['/data/news/2.json', 'endpoint', 'data/news/2.json'],
    ['/calendar/ev0001.ics', 'endpoint', 'calendar/ev0001.ics'],
    ['/rss.xml', 'endpoint', 'rss.xml'],
  ] as const)('%s (%s) → %s', (pathname, type, file) => {
    expect(outputFileOf({ pathname, route: route(type) })).toBe(file);
  });
});

describe('writeSearchIndex', () => {
  const searchPage = (title: string) =>
    `<!doctype html><html lang="en"><body><main data-pagefind-body><h1>${title}</h1></main></body></html>`;

  it("keeps the parts of a linked build's index that stay the same and writes the rest as new files", async () => {
    const index = await newSearchIndex();
    for (let n = 0; n < 20; n++)
      await addSearchPage(index, `/news-details/n${n}/`, searchPage(`Story ${n}`));
    const first = join(root, 'first');
    const made = await writeSearchIndex(index, first);
    expect(made).toMatchObject({ kept: 0, removed: 0 });
    const fragmentsBefore = await readdir(join(first, 'pagefind/fragment'));
    // The next build starts as links to the first one's files.
    const second = join(root, 'second');
    await linkTree(first, second);
    await addSearchPage(index, '/news-details/n3/', searchPage('Story three, retitled'));
    const again = await writeSearchIndex(index, second);
    expect(again.kept).toBeGreaterThanOrEqual(19);
    expect(again.written).toBeGreaterThan(0);
    // The edited page's old part is gone; the first build's index is as it was.
    expect(again.removed).toBeGreaterThan(0);
    expect(await readdir(join(first, 'pagefind/fragment'))).toEqual(fragmentsBefore);
    const fragments = await readdir(join(second, 'pagefind/fragment'));
    expect(fragments).toHaveLength(20);
    const shared = await Promise.all(
      fragments.map(async (name) => {
        const [a, b] = await Promise.all([
          stat(join(first, 'pagefind/fragment', name)).catch(() => null),
          stat(join(second, 'pagefind/fragment', name)),
        ]);
        return a?.ino === b.ino;
      }),
    );
    expect(shared.filter(Boolean)).toHaveLength(19);
  });
});
