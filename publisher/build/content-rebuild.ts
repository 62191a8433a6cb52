import { existsSync } from 'node:fs';
import { link, readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  addSearchPage,
  closeSearchIndexes,
  newSearchIndex,
  searchableContent,
  type SearchIndex,
} from '../../integrations/search-index.ts';
import { OFFLINE_PAGE_HREF } from '../../src/lib/offline/requests.ts';
import { inTurn, sameBytes } from '../../integrations/files.ts';
import { isSitemapFile, linkLiveBuild, replaceFile } from '../files/linked-trees.ts';
import { lapTimer } from '../../integrations/lap-timer.ts';
import {
  finishPage,
  writeSiteFiles,
  type FinishedSite,
  type PageFacts,
} from '../../integrations/finish-pages.ts';
import {
  closeAssets,
  picturesAskedFor,
  reopenAssets,
  rewriteSitemap,
  type KitPath,
} from './astro-internals.ts';
import type { BuildProgress } from './contract.ts';
import { pathsByKey, type RenderKit } from './render-kit.ts';
import { urlPathOf } from '../../integrations/files.ts';

// A content-only rebuild, made by the publisher's build worker when the code and settings
// are those of its last build and that build is the live one: the pages are listed again
// (getStaticPaths, from the content the change check has just confirmed or fetched), and
// only the pages whose incremental-build key changed — or that have no key, or are new —
// are rendered with the last build's compiled pages. The new build starts as hard links to
// the live build's files; a rendered page is written as a new file (never into a file the
// live build shares), a page no longer listed is removed, and the site's own files are
// written again from what the pages gave (integrations/finish-pages.ts). Anything this cannot
// make as a full build would (a picture size no build has made yet, a page that is no
// plain answer) is said, and the worker makes a full build instead.

/** What a content-only rebuild came to. */
export type ContentRebuild =
  | { made: true; rendered: number; reused: number; changed: number }
  | { made: false; reason: string };

/** Where a path's output goes in a build (Astro's rules for build.format 'directory'). */
export function outputFileOf({ pathname, route }: Pick<KitPath, 'pathname' | 'route'>): string {
  const bare = pathname.replace(/^\/+/, '');
  if (route.type === 'endpoint') return bare;
  if (pathname === '/404' || pathname === '/500') return `${bare}.html`;
  const folder = bare.replace(/\/+$/, '');
  return folder ? `${folder}/index.html` : 'index.html';
}

/** The address Astro renders a path at (directory format: pages end in '/'). */
function requestUrl(kit: RenderKit, { pathname, route }: KitPath): URL {
  const path = route.type === 'endpoint' ? pathname : pathname.replace(/\/*$/, '/');
  return new URL(path, kit.origin);
}

/** What changed since the kit's last build: every path now, those to render, files gone. */
interface Listing {
  paths: Map<string, KitPath>;
  toRender: KitPath[];
  gone: string[];
}

/** Lists the pages again (their data loaded afresh) and compares their keys with the kit's. */
async function listChanges(kit: RenderKit): Promise<Listing | { reason: string }> {
  const paths = pathsByKey(await kit.pages.listPaths());
  const unsupported = [...paths.values()].find(
    ({ route }) => route.type !== 'page' && route.type !== 'endpoint',
  );
  if (unsupported) return { reason: `${unsupported.pathname} is a ${unsupported.route.type}` };
  // A page with a new key, no key (made every build), or new.
  const toRender = [...paths.entries()]
    .filter(([key, path]) => {
      const before = kit.paths.get(key);
      return (
        path.cacheKey === undefined ||
        before?.cacheKey !== path.cacheKey ||
        before?.route.component !== path.route.component
      );
    })
    .map(([, path]) => path);
  const gone = [...kit.paths.entries()]
    .filter(([key]) => !paths.has(key))
    .map(([, path]) => outputFileOf(path));
  return { paths, toRender, gone };
}

/** Renders the paths with the kit's prerenderer: each output file's bytes. */
async function renderPaths(
  kit: RenderKit,
  paths: readonly KitPath[],
  onRendered: () => void,
): Promise<Map<string, Buffer> | { reason: string }> {
  const rendered = new Map<string, Buffer>();
  let refused: string | null = null;
  await inTurn(paths, 16, async (path) => {
    const response = await kit.pages.render(requestUrl(kit, path), path.route);
    if ((response.status >= 300 && response.status < 400) || !response.body) {
      refused ??= `${path.pathname} answered ${response.status} without a page`;
      return;
    }
    const file = outputFileOf(path);
    rendered.set(file, Buffer.from(await response.arrayBuffer()));
    onRendered();
  });
  return refused ? { reason: refused } : rendered;
}

/** The rendered files as served, the pages' facts after them, and what site search must do. */
function finishRendered(
  base: string,
  site: FinishedSite,
  rendered: Map<string, Buffer>,
  gone: string[],
) {
  const pages = new Map<string, PageFacts>(site.pages);
  const files = new Map<string, Buffer>();
  const searchable = new Map<string, string>();
  let searchChanged = false;
  let searchRemoved = false;
  for (const [file, bytes] of rendered) {
    if (!file.endsWith('.html')) {
      files.set(file, bytes);
      continue;
    }
    // Preloads name files of the live build (the same code, so the same files).
    const page = finishPage(base, file, bytes.toString('utf8'));
    files.set(file, Buffer.from(page.html));
    pages.set(file, page.facts);
    if (page.searchable !== null) searchable.set(file, page.searchable);
    if (page.facts.search !== (site.pages.get(file)?.search ?? null)) {
      if (page.facts.search === null) searchRemoved = true;
      else searchChanged = true;
    }
  }
  for (const file of gone) {
    if (site.pages.get(file)?.search) searchRemoved = true;
    pages.delete(file);
  }
  const pageSetChanged =
    gone.some((file) => file.endsWith('.html')) ||
    [...rendered.keys()].some((file) => file.endsWith('.html') && !existsSync(join(base, file)));
  return { pages, files, searchable, searchChanged, searchRemoved, pageSetChanged };
}

/** Writes the changed files as new ones and removes those gone; the files that changed. */
async function writeChanges(outDir: string, files: Map<string, Buffer>, gone: string[]) {
  const changed = new Set<string>();
  for (const [file, bytes] of files) {
    const target = join(outDir, file);
    // A page rendered to the same bytes keeps its link (the publisher then reads it no more).
    if (sameBytes(target, bytes)) continue;
    await replaceFile(target, bytes);
    changed.add(file);
  }
  for (const file of gone) {
    await rm(join(outDir, file), { force: true });
    // An emptied page folder goes too (the server would answer it as a folder).
    await rmdir(dirname(join(outDir, file))).catch(() => undefined);
  }
  return changed;
}

/** The sitemap: the live build's when the set of pages is the same, else made again by the
 * build's own sitemap integration. */
async function sitemapFor(
  kit: RenderKit,
  listing: Listing,
  dirs: { base: string; outDir: string },
  pageSetChanged: boolean,
  log: (line: string) => void,
): Promise<void> {
  if (!pageSetChanged) {
    for (const name of await readdir(dirs.base))
      if (isSitemapFile(name)) await link(join(dirs.base, name), join(dirs.outDir, name));
    return;
  }
  if (!kit.sitemap) return;
  const pages = [...listing.paths.values()].filter(({ route }) => route.type === 'page');
  await rewriteSitemap(
    kit.sitemap,
    dirs.outDir,
    pages.map(({ pathname }) => pathname),
    log,
  );
}

/** Site search after the change: the open index with the changed pages added again under
 * their addresses, or (a page left search: Pagefind cannot take one out) a new index of every
 * searched page. */
async function searchIndexFor(
  site: FinishedSite,
  finished: ReturnType<typeof finishRendered>,
  outDir: string,
): Promise<SearchIndex> {
  const { pages, searchable } = finished;
  if (finished.searchRemoved || !site.index) {
    await closeSearchIndexes();
    const index = await newSearchIndex();
    for (const [file, facts] of pages) {
      if (facts.search === null) continue;
      const content =
        searchable.get(file) ?? searchableContent(await readFile(join(outDir, file), 'utf8'));
      if (content !== null) await addSearchPage(index, urlPathOf(file), content);
    }
    return index;
  }
  for (const [file, content] of searchable)
    if (pages.get(file)?.search !== site.pages.get(file)?.search)
      await addSearchPage(site.index, urlPathOf(file), content);
  return site.index;
}

/** Each step's time, for the build log. */
function stepTimes() {
  const steps: string[] = [];
  const lap = lapTimer();
  return {
    step(name: string) {
      steps.push(`${name} ${lap()} ms`);
    },
    toString: () => steps.join(', '),
  };
}

/**
 * Renders the changed pages of `kit`'s last build into `outDir`, a copy of the live build
 * at `base` (that build's output), and writes the site's files again. `site` is what the
 * last build's pages gave; both are updated when the rebuild is made.
 */
export async function rebuildChangedPages(options: {
  kit: RenderKit;
  site: FinishedSite;
  base: string;
  outDir: string;
  /** `outDir` holds the live build's links already (`linkLiveBuild`, made in idle time). */
  linked?: boolean;
  log: (line: string) => void;
  /** Where the rebuild is, for the admin page. */
  onProgress: (progress: BuildProgress) => void;
}): Promise<ContentRebuild> {
  const { kit, site, base, outDir, log, onProgress } = options;
  const started = performance.now();
  const times = stepTimes();
  // The new build starts as the live build's files, linked in idle time by the publisher or
  // now, while pages are listed and rendered.
  let cloning: Promise<number>;
  if (options.linked) cloning = Promise.resolve(0);
  else {
    await rm(outDir, { recursive: true, force: true });
    cloning = linkLiveBuild(base, outDir);
    cloning.catch(() => undefined);
  }
  const giveUp = async (reason: string): Promise<ContentRebuild> => {
    await cloning.catch(() => undefined);
    await rm(outDir, { recursive: true, force: true });
    return { made: false, reason };
  };
  try {
    reopenAssets(kit.assets);
    log('[build] Listing the pages for a content-only rebuild');
    onProgress({ phase: 'Listing pages' });
    const listing = await listChanges(kit);
    if ('reason' in listing) return await giveUp(listing.reason);
    times.step('listed');
    const { paths, toRender, gone } = listing;
    log(`[build] Rendering the changed pages (${toRender.length} of ${paths.size})`);
    const progress = {
      phase: 'Rendering changed pages',
      pagesDone: 0,
      pagesTotal: toRender.length,
    };
    onProgress({ ...progress });
    const rendered = await renderPaths(kit, toRender, () => {
      progress.pagesDone++;
      onProgress({ ...progress });
    });
    if (!(rendered instanceof Map)) return await giveUp(rendered.reason);
    times.step('rendered');
    // A picture size no build has made yet: Astro's image pipeline makes it (a full build).
    const missing = picturesAskedFor().filter((picture) => !existsSync(join(base, picture)));
    if (missing.length > 0)
      return await giveUp(
        `${missing.length} new picture size(s) to make (${missing[0]}${missing.length > 1 ? ', …' : ''})`,
      );
    const finished = finishRendered(base, site, rendered, gone);
    times.step('finished');

    const linked = await cloning;
    times.step('linked');
    const changed = await writeChanges(outDir, finished.files, gone);
    await sitemapFor(kit, listing, { base, outDir }, finished.pageSetChanged, log);
    times.step('written');
    const searchWritten = finished.searchChanged || finished.searchRemoved;
    const index = searchWritten ? await searchIndexFor(site, finished, outDir) : site.index;
    times.step('search');
    // The offline worker precaches the offline page and the manifest by their bytes; the
    // rest of its shell is the code's.
    const offlinePage = `${OFFLINE_PAGE_HREF.slice(1)}index.html`;
    const { lines } = await writeSiteFiles(
      outDir,
      { pages: finished.pages, index: searchWritten ? index : null },
      {
        ...site.options,
        worker: changed.has(offlinePage) || changed.has('manifest.webmanifest'),
      },
    );
    for (const line of lines) log(`[build] ${line}`);
    times.step('site files');

    // What the next rebuild starts from.
    kit.paths = paths;
    site.pages = finished.pages;
    site.index = index;
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    log(
      `[build] content-only rebuild: ${rendered.size} rendered (${changed.size} changed), ` +
        `${options.linked ? 'the live build linked before' : `${linked} files linked`}, ` +
        `${gone.length} removed, in ${seconds}s (${times})`,
    );
    return {
      made: true,
      rendered: rendered.size,
      reused: paths.size - rendered.size,
      changed: changed.size,
    };
  } catch (error) {
    // Nothing may still be linking into the directory the full build is made in.
    await cloning.catch(() => undefined);
    throw error;
  } finally {
    closeAssets();
  }
}
