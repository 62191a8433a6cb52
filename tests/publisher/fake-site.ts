import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { hashOf } from '../../integrations/csp.ts';
import type { SafetyStop } from '../../publisher/build/contract.ts';
import { isPage, listFiles } from '../../integrations/files.ts';
import { describeReport } from '../../src/data/build-context.ts';
import { createPublisher, type PublisherOptions } from '../../publisher/publish/publish-queue.ts';
import { HEADERS_FILE, type HeaderRule } from '../../integrations/headers/headers-file.ts';
import { policyFactsOf, type PagePolicyFacts } from '../../integrations/headers/page-policy.ts';
import { siteHeaderRules } from '../../integrations/headers/site-headers.ts';
import type { BuildFunction, BuildOutcome, FetchRecord } from '../../publisher/build/contract.ts';

/**
 * Gives a built directory its `_headers` as a build's page finishing would
 * (integrations/finish-pages.ts): reads every page, takes Astro's meta policy out of it and
 * writes the rules `siteHeaderRules` makes.
 */
export async function writeSiteHeaders(
  dir: string,
  sources: Parameters<typeof siteHeaderRules>[2],
): Promise<{ rules: HeaderRule[]; warnings: string[] }> {
  const siteDir = resolve(dir);
  const files = await listFiles(siteDir);
  const pages = new Map<string, PagePolicyFacts>();
  for (const file of files.filter(isPage)) {
    const html = await readFile(join(siteDir, file), 'utf8');
    const { html: page, facts } = policyFactsOf(html);
    if (page !== html) await writeFile(join(siteDir, file), page);
    pages.set(file, facts);
  }
  const { rules, text, warnings } = siteHeaderRules(files, pages, sources);
  await writeFile(join(siteDir, HEADERS_FILE), text);
  return { rules, warnings };
}

/** The inline script every fake page carries (its hash must reach the CSP). */
export const inlineScript = "document.documentElement.dataset.ready = 'yes';";

/** A document of the build read in parts (Range): bytes that differ all along. */
export const fakePdf = `%PDF-1.4\n${Array.from({ length: 2000 }, (_, i) => `${i} 0 obj`).join('\n')}\n%%EOF\n`;

/** Where the fake site's data comes from (what its policies name). */
export const fakeSources = {
  apiUrl: 'http://api.test/web/bc-member/v1',
  orderApiUrl: 'http://order.test/ordering',
};

/**
 * A page of build `id`: the id at the top and at the bottom, so a torn page would show. Like
 * Astro with CSP on, its head starts with the policy naming the build's own inline script.
 */
export function fakePage(id: string, title: string, extra = ''): string {
  const policy = `script-src 'self' ${hashOf(inlineScript)}; style-src 'self'`;
  return `<!doctype html><html lang="en"><head><meta http-equiv="content-security-policy" content="${policy}"><meta name="build" content="${id}"><title>${title}</title>
<script>${inlineScript}</script><script type="module" src="/_astro/app.${id}.js"></script></head>
<body><h1>${title}</h1><a href="/">Home</a> <a href="/page-1/">Page 1</a> <a href="/billing/details/42">Bill</a>
${extra}<p>${'Club news. '.repeat(200)}</p><footer data-build="${id}">end</footer></body></html>`;
}

/**
 * A fast stand-in for `astro build`, controlled by the test: how many pages, what the next
 * build's fingerprint is, whether it fails, and a gate that holds builds until released.
 */
export interface FakeSite {
  pages: number;
  fingerprint: string;
  failWith: string | null;
  extra: string;
  /** More files of the next builds, by path in the build (pictures, data that names them). */
  files: Record<string, string>;
  failures: string[];
  /** Lists the build cut at the safety stop (BUILD_MAX_RECORDS). */
  safetyStops: SafetyStop[];
  /** What a host may not take of the build's own files (`_headers`), as the build reports it. */
  siteFileWarnings: string[];
  fetches: FetchRecord[];
  gate: Promise<void> | null;
  builds: string[];
  build: BuildFunction;
  started(count: number): Promise<void>;
  hold(): () => void;
}

export function fakeSite(): FakeSite {
  const site: FakeSite = {
    pages: 6,
    fingerprint: 'content-1',
    /** When set, the next build throws this. */
    failWith: null as string | null,
    /** Extra HTML on every page (to plant member-only data). */
    extra: '',
    files: {},
    failures: [] as string[],
    safetyStops: [] as SafetyStop[],
    siteFileWarnings: [] as string[],
    fetches: [] as FetchRecord[],
    gate: null as Promise<void> | null,
    /** Ids of the builds started, in order. */
    builds: [] as string[],
    build: async (outDir, onProgress) => {
      const id = `b${String(site.builds.length + 1).padStart(3, '0')}`;
      site.builds.push(id);
      // Like the real recorder: the content as it was when the build read it.
      const fingerprint = site.fingerprint;
      onProgress({ phase: 'Rendering pages', pagesDone: 0, pagesTotal: site.pages });
      if (site.gate) await site.gate;
      if (site.failWith) throw new Error(site.failWith);
      const write = async (file: string, text: string) => {
        await mkdir(dirname(join(outDir, file)), { recursive: true });
        await writeFile(join(outDir, file), text);
      };
      await write('index.html', fakePage(id, 'Home', site.extra));
      // Page 1 shows the build's picture and links to its document (hashed, under /_astro/).
      const shown = `<img src="/_astro/cover.${id}.webp" alt=""> <a href="/_astro/rules.${id}.pdf">Rules</a>`;
      for (let page = 1; page < site.pages - 2; page++)
        await write(
          `page-${page}/index.html`,
          fakePage(id, `Page ${page}`, site.extra + (page === 1 ? shown : '')),
        );
      await write(`_astro/cover.${id}.webp`, `RIFF${id}WEBP`);
      await write(`_astro/rules.${id}.pdf`, fakePdf.replace('%PDF-1.4', `%PDF-1.4 ${id}`));
      await write('billing/details/index.html', fakePage(id, 'Bill'));
      await write('404.html', fakePage(id, 'Not found'));
      await write(`_astro/app.${id}.js`, `console.log(${JSON.stringify(id)});`);
      await write('documents/club-rules.pdf', fakePdf);
      // What the feed, calendar, manifest and offline worker of a real build are named.
      await write('rss.xml', `<rss version="2.0"><channel><title>${id}</title></channel></rss>`);
      await write('calendar.ics', `BEGIN:VCALENDAR\r\nX-BUILD:${id}\r\nEND:VCALENDAR\r\n`);
      await write('manifest.webmanifest', JSON.stringify({ name: 'Club', start_url: '/' }));
      await write('sw.js', `self.build = ${JSON.stringify(id)};`);
      // The rewrites every real build has for a CDN (integrations/member-redirects.ts).
      await write('_redirects', '/billing/details/:id  /billing/details/  200\n');
      for (const [file, text] of Object.entries(site.files)) await write(file, text);
      // What the site-headers integration does at the end of every real build.
      await writeSiteHeaders(outDir, fakeSources);
      onProgress({ phase: 'Rendering pages', pagesDone: site.pages, pagesTotal: site.pages });
      const stopWarnings = site.safetyStops.map(({ list, built, total }) =>
        describeReport({ kind: 'safety-stop', list, built, total, limit: built }),
      );
      return {
        pagesRendered: site.pages,
        pagesReused: 0,
        fingerprint,
        failures: site.failures,
        fetches: site.fetches,
        // As the worker reports them (src/data/build-context.ts).
        safetyStops: site.safetyStops,
        safetyStopWarnings: stopWarnings,
        siteFileWarnings: site.siteFileWarnings,
        warnings: [...stopWarnings, ...site.siteFileWarnings],
      } satisfies BuildOutcome;
    },
    /** Resolves once `count` builds have started. */
    async started(count: number): Promise<void> {
      while (site.builds.length < count) await new Promise((tick) => setTimeout(tick, 5));
    },
    /** Holds the next builds until the returned function is called. */
    hold(): () => void {
      let release = () => {};
      site.gate = new Promise<void>((open) => (release = open));
      return () => {
        site.gate = null;
        release();
      };
    },
  };
  return site;
}

/** A temporary state directory. */
export const stateDir = () => mkdtemp(join(tmpdir(), 'publisher-test-'));

/** A publisher core around a fake site, its fingerprint read from the fake. */
export function fakePublisher(
  site: FakeSite,
  dir: string,
  options: Partial<PublisherOptions> = {},
) {
  return createPublisher({
    stateDir: dir,
    build: site.build,
    currentFingerprint: async () => ({ fingerprint: site.fingerprint }),
    siteUrl: 'http://club.test',
    env: {},
    log: () => {},
    ...options,
  });
}

/** Every file of a directory with its bytes, to compare two moments byte for byte. */
export async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const file of await listFiles(dir))
    files.set(file, (await readFile(join(dir, file))).toString('base64'));
  return files;
}
