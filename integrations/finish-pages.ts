import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { elementsNamed, parsePage } from './html/parsed-page.ts';
import { spliced, type Splice } from './html/splices.ts';
import { pageJavaScript } from './page-scripts.ts';
import { preloadSplices } from './preload-scripts.ts';
import {
  addSearchPage,
  closeSearchIndexes,
  newSearchIndex,
  searchablePart,
  writeSearchIndex,
  type SearchIndex,
} from './search-index.ts';
import type { ServiceWorkerMode } from '../src/lib/offline/worker-mode.ts';
import { isPublicPage } from '../src/lib/public-pages.ts';
import { readServiceWorkerMode, readSiteConfig } from '../src/lib/settings.ts';
import { SEARCH_INDEX_DIR } from '../src/lib/search/site-search.ts';
import { hashOf, type CspSources } from './csp.ts';
import { writeOfflineWorker } from './offline-worker.ts';
import { digest, inTurn, isPage, listFiles } from './files.ts';
import { lapTimer } from './lap-timer.ts';
import { HEADERS_FILE } from './headers/headers-file.ts';
import { pagePolicyFacts, type PagePolicyFacts } from './headers/page-policy.ts';
import { siteHeaderRules } from './headers/site-headers.ts';
import { urlPathOf } from './files.ts';
import { buildContext } from '../src/data/build-context.ts';

// How a page Astro rendered becomes the page the site serves, in one pass over the build's
// pages at the end of every build (and, for the pages a content-only rebuild renders again,
// by publisher/build/content-rebuild.ts, the same way):
//   1. the page preloads what its scripts and islands import (integrations/preload-scripts.ts);
//   2. Astro's meta policy leaves the page for the `_headers` policy, and what the page holds
//      inline is noted (integrations/headers/site-headers.ts: a script the build did not make is refused);
//   3. what site search reads of a public page is added to the search index.
// Each page is read once (integrations/html/parsed-page.ts); every step's changes are spliced
// into it as Astro wrote it, so the rest of the page stays byte for byte.
// Then the site's own files are written from what the pages gave: the search index, the
// offline worker and `_headers`.

/** What finishing learnt of one page, kept for a later rebuild (which reads no unchanged page). */
export interface PageFacts extends PagePolicyFacts {
  /** A digest of what site search reads of the page; null when it is not searched. */
  search: string | null;
}

/** A page as the site serves it, what was learnt of it, and what site search reads of it. */
export interface FinishedPage {
  html: string;
  facts: PageFacts;
  searchable: string | null;
}

/** Finishes one rendered page (`file` inside the build at `root`, whose scripts it reads): the
 * page is read once, and each step's changes are spliced into it as it was rendered. */
export function finishPage(root: string, file: string, rendered: string): FinishedPage {
  const path = urlPathOf(file);
  const page = parsePage(rendered);
  const splices: Splice[] = [];
  // Every file the page's scripts and islands import, asked for at once from its head.
  const { files } = pageJavaScript(root, page);
  const loaded = new Set(
    elementsNamed(page, 'script').flatMap(({ attributes }) => attributes.src ?? []),
  );
  const sitePaths = files.map(
    (found) => '/' + found.slice(root.length).split(/[\\/]/).filter(Boolean).join('/'),
  );
  splices.push(
    ...preloadSplices(
      page,
      sitePaths.filter((sitePath) => !loaded.has(sitePath)),
    ),
  );
  const policy = pagePolicyFacts(page);
  splices.push(...policy.splices);
  const searchable =
    isPublicPage(path) && !file.startsWith(`${SEARCH_INDEX_DIR}/`)
      ? searchablePart(page, splices)
      : null;
  return {
    html: spliced(rendered, splices),
    facts: { ...policy.facts, search: searchable === null ? null : digest(searchable) },
    searchable,
  };
}

/** How a build's own files are made: the settings they depend on. */
export interface SiteFileOptions {
  sources: CspSources;
  serviceWorker: ServiceWorkerMode;
}

/** The options of a build's own files, from its settings (astro.config.mjs, the build worker). */
export function siteFileOptions(env: Record<string, string | undefined>): SiteFileOptions {
  const { apiUrl, orderApiUrl, browserApiUrl, browserOrderApiUrl, mediaOrigins } =
    readSiteConfig(env);
  return {
    sources: { apiUrl, orderApiUrl, browserApiUrl, browserOrderApiUrl, mediaOrigins },
    serviceWorker: readServiceWorkerMode(env),
  };
}

/** What a finished build keeps for the next rebuild: every page's facts and its live index. */
export interface FinishedSite {
  pages: Map<string, PageFacts>;
  /** The search index of the build, still open for pages to be added again (null: closed). */
  index: SearchIndex | null;
  options: SiteFileOptions;
}

/**
 * The build's own files from its pages' facts: the search index (when `site` has one open),
 * the offline worker (when `worker` says it must be
 * written) and `_headers` (a page holding inline script the build did not make fails here).
 * Returns the lines for the build log; what a host may not take whole is reported
 * (buildContext, src/data/build-context.ts), so the publisher tells the admin.
 */
export async function writeSiteFiles(
  root: string,
  site: { pages: ReadonlyMap<string, PageFacts>; index: SearchIndex | null },
  options: SiteFileOptions & { worker: boolean },
): Promise<{ lines: string[] }> {
  const lines: string[] = [];
  const warnings: string[] = [];
  const lap = lapTimer();
  const took = () => `${lap()} ms`;
  if (site.index) {
    const { written, kept, removed } = await writeSearchIndex(site.index, root);
    lines.push(
      `search index written (${written} files written, ${kept} kept, ${removed} removed) in ${took()}`,
    );
  }
  if (options.worker) {
    const worker = await writeOfflineWorker(root, options.serviceWorker, site.pages.keys());
    lines.push(`${worker.line} in ${took()}`);
    warnings.push(...worker.warnings);
  }
  // Every file of the build, those just written too, gets its headers.
  const headers = siteHeaderRules(await listFiles(root), site.pages, options.sources);
  await rm(join(root, HEADERS_FILE), { force: true });
  await writeFile(join(root, HEADERS_FILE), headers.text);
  lines.push(`_headers written (${headers.rules.length} rules) in ${took()}`);
  warnings.push(...headers.warnings);
  for (const message of warnings) buildContext.report({ kind: 'site-file-warning', message });
  return { lines };
}

/** Closes the search index a kept site holds open (Pagefind's service and every index). */
export const closeKeptSite = () => closeSearchIndexes();

/**
 * Finishes every page of a build (`finishPage`) and writes the site's own files. With
 * `keep`, what it learnt is handed over for a later content-only rebuild, the search index
 * open (the keeper closes it: `closeKeptSite`); otherwise the index is closed.
 */
export async function finishSite(
  root: string,
  options: SiteFileOptions & {
    keep?: (site: FinishedSite) => void;
    log: (line: string) => void;
  },
): Promise<FinishedSite> {
  const started = performance.now();
  const files = await listFiles(root);
  const pages = new Map<string, PageFacts>();
  const index = await newSearchIndex();
  try {
    let searched = 0;
    const pageFiles = files.filter(
      (file) => isPage(file) && !file.startsWith(`${SEARCH_INDEX_DIR}/`),
    );
    // Reading and writing overlap; the search service takes the pages as they come.
    await inTurn(pageFiles, Math.max(4, availableParallelism() * 4), async (file) => {
      const rendered = await readFile(join(root, file), 'utf8');
      const finished = finishPage(root, file, rendered);
      if (finished.html !== rendered) await writeFile(join(root, file), finished.html);
      pages.set(file, finished.facts);
      if (finished.searchable !== null) {
        await addSearchPage(index, urlPathOf(file), finished.searchable);
        searched++;
      }
    });
    const { lines } = await writeSiteFiles(root, { pages, index }, { ...options, worker: true });
    options.log(`${pages.size} pages finished, ${searched} indexed for site search`);
    for (const line of lines) options.log(line);
    options.log(`site files written in ${Math.round(performance.now() - started)} ms`);
    const site: FinishedSite = {
      pages,
      index: options.keep ? index : null,
      options: { sources: options.sources, serviceWorker: options.serviceWorker },
    };
    options.keep?.(site);
    return site;
  } finally {
    if (!options.keep) await closeSearchIndexes();
  }
}

const inlineScript = /<script\b[^>]*\bis:inline\b[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The hashes (without quotes, as Astro's config takes them) of every `<script is:inline>`
 * in the project's components: Astro copies those bodies into pages as they are, but does
 * not hash them itself.
 */
export function inlineScriptHashes(srcDir: string): string[] {
  const hashes = new Set<string>();
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => name.endsWith('.astro')))
    for (const [, body = ''] of readFileSync(join(srcDir, file), 'utf8').matchAll(inlineScript))
      hashes.add(hashOf(body).slice(1, -1));
  return [...hashes].sort();
}

/**
 * The Astro integration: turns on Astro's CSP support (each page names the hashes of what
 * the build emitted: the components' inline scripts) and,
 * when the build is done, finishes every page and writes the search index, the offline
 * worker and `_headers` — with every `astro build`, so a CDN's build hook gets the same
 * files as the publish server. `keep`: the publisher's build worker keeps what it learnt.
 * A build's options come from its settings (`siteFileOptions`).
 */
export function finishPages(
  options: SiteFileOptions & { keep?: (site: FinishedSite) => void },
): AstroIntegration {
  return {
    name: 'finish-pages',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const hashes = inlineScriptHashes(fileURLToPath(config.srcDir));
        updateConfig({
          security: { csp: { algorithm: 'SHA-256', scriptDirective: { hashes } } },
        } as Parameters<typeof updateConfig>[0]);
      },
      'astro:build:done': async ({ dir, logger }: { dir: URL; logger: AstroIntegrationLogger }) => {
        await finishSite(fileURLToPath(dir), { ...options, log: (line) => logger.info(line) });
      },
    },
  };
}
