import { existsSync, readFileSync } from 'node:fs';
import { link, readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  addSearchPage,
  closeSearchIndexes,
  newSearchIndex,
  searchableContent,
  type SearchIndex,
} from '../src/integrations/search-index.ts';
import { OFFLINE_PAGE_HREF } from '../src/lib/offline/requests.ts';
import { SEARCH_INDEX_DIR } from '../src/lib/search/site-search.ts';
import { inTurn, linkTree, replaceFile } from './files.ts';
import {
  finishPage,
  sitePathOf,
  writeSiteFiles,
  type FinishedSite,
  type PageFacts,
} from './finish-pages.ts';
import { picturesAskedFor, reopenAssets, type KitPath, type RenderKit } from './render-kit.ts';

// A content-only rebuild, made by the publisher's build worker when the code and settings
// are those of its last build and that build is the live one: the pages are listed again
// (getStaticPaths, from the content the change check has just confirmed or fetched), and
// only the pages whose incremental-build key changed — or that have no key, or are new —
// are rendered with the last build's compiled pages. The new build starts as hard links to
// the live build's files; a rendered page is written as a new file (never into a file the
// live build shares), a page no longer listed is removed, and the site's own files are
// written again from what the pages gave (publisher/finish-pages.ts). Anything this cannot
// make as a full build would (a picture size no build has made yet, a page that is no
// plain 200 answer) is said, and the worker makes a full build instead.

/** What a content-only rebuild came to. */
export type QuickRebuild =
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

const sameBytes = (file: string, bytes: Buffer) => {
  try {
    return readFileSync(file).equals(bytes);
  } catch {
    return false;
  }
};

/** The sitemap files @astrojs/sitemap writes at the top of a build. */
const isSitemapFile = (name: string) => /^sitemap-.*\.xml$/.test(name);

/**
 * Renders the changed pages of `kit`'s last build into `outDir`, a copy of the live build
 * at `base` (that build's output), and writes the site's files again. `site` is what the
 * last build's pages gave; both are updated when the rebuild is made.
 */
export async function quickRebuild(options: {
  kit: RenderKit;
  site: FinishedSite;
  base: string;
  outDir: string;
  log: (line: string) => void;
}): Promise<QuickRebuild> {
  const { kit, site, base, outDir, log } = options;
  const started = performance.now();
  // Each step's time, for the build log.
  const steps: string[] = [];
  let stepStart = started;
  const step = (name: string) => {
    const now = performance.now();
    steps.push(`${name} ${Math.round(now - stepStart)} ms`);
    stepStart = now;
  };
  // The new build starts as the live build's files (but for the search index and the
  // sitemap, linked below when they stay as they were), linked while pages are listed and
  // rendered.
  await rm(outDir, { recursive: true, force: true });
  const cloning = linkTree(
    base,
    outDir,
    (name) => name === SEARCH_INDEX_DIR || isSitemapFile(name),
  );
  cloning.catch(() => undefined);
  const giveUp = async (reason: string): Promise<QuickRebuild> => {
    await cloning.catch(() => undefined);
    await rm(outDir, { recursive: true, force: true });
    return { made: false, reason };
  };
  try {
    reopenAssets(kit);
    kit.prerenderer.app!.routeCache!.clearAll!();
    log('[build] Listing the pages for a content-only rebuild');
    const listed = await kit.prerenderer.getStaticPaths();
    const paths = new Map<string, KitPath>();
    for (const { pathname, route, cacheKey } of listed) {
      const key = pathname.replace(/\/+$/, '') || '/';
      if (!paths.has(key)) paths.set(key, { pathname, route, cacheKey });
    }
    const unsupported = [...paths.values()].find(
      ({ route }) => route.type !== 'page' && route.type !== 'endpoint',
    );
    if (unsupported) return giveUp(`${unsupported.pathname} is a ${unsupported.route.type}`);

    // Pages with a new key, no key (made every build) or new; pages no longer listed.
    const toRender = [...paths.entries()]
      .filter(([key, path]) => {
        const before = kit.paths.get(key);
        return (
          path.cacheKey === undefined ||
          !before ||
          before.cacheKey !== path.cacheKey ||
          before.route.component !== path.route.component
        );
      })
      .map(([, path]) => path);
    step('listed');
    const gone = [...kit.paths.entries()]
      .filter(([key]) => !paths.has(key))
      .map(([, path]) => outputFileOf(path));

    log(`[build] Rendering the changed pages (${toRender.length} of ${paths.size})`);
    const rendered = new Map<string, Buffer>();
    let refused: string | null = null;
    await inTurn(toRender, 16, async (path) => {
      const began = performance.now();
      const result = await kit.prerenderer.render(new Request(requestUrl(kit, path)), {
        routeData: path.route,
      });
      const response = result instanceof Response ? result : result.response;
      if ((response.status >= 300 && response.status < 400) || !response.body) {
        refused ??= `${path.pathname} answered ${response.status} without a page`;
        return;
      }
      const file = outputFileOf(path);
      rendered.set(file, Buffer.from(await response.arrayBuffer()));
      log(`  ├─ /${file} (+${Math.round(performance.now() - began)}ms)`);
    });
    if (refused) return giveUp(refused);
    step('rendered');
    // A picture size no build has made yet: Astro's image pipeline makes it (a full build).
    const missing = picturesAskedFor().filter((picture) => !existsSync(join(base, picture)));
    if (missing.length > 0)
      return giveUp(
        `${missing.length} new picture size(s) to make (${missing[0]}${missing.length > 1 ? ', …' : ''})`,
      );

    // The pages as served, and what they tell the search index.
    const pages = new Map<string, PageFacts>(site.pages);
    const finished = new Map<string, Buffer>();
    const searchable = new Map<string, string>();
    let searchChanged = false;
    let searchRemoved = false;
    for (const [file, bytes] of rendered) {
      if (!file.endsWith('.html')) {
        finished.set(file, bytes);
        continue;
      }
      // Preloads name files of the live build (the same code, so the same files).
      const page = finishPage(base, file, bytes.toString('utf8'));
      finished.set(file, Buffer.from(page.html));
      const before = site.pages.get(file)?.search ?? null;
      pages.set(file, page.facts);
      if (page.searchable !== null) searchable.set(file, page.searchable);
      if (page.facts.search !== before) {
        if (page.facts.search === null) searchRemoved = true;
        else searchChanged = true;
      }
    }
    for (const file of gone) {
      if (site.pages.get(file)?.search) searchRemoved = true;
      pages.delete(file);
    }
    step('finished');
    const searchWritten = searchChanged || searchRemoved;
    const pageSetChanged =
      gone.some((file) => file.endsWith('.html')) ||
      [...rendered.keys()].some((file) => file.endsWith('.html') && !existsSync(join(base, file)));

    // The live build's files, then what changed.
    const linked = await cloning;
    step('linked');
    // A page rendered to the same bytes keeps its link (the publisher then reads it no more).
    const changed = new Set<string>();
    for (const [file, bytes] of finished) {
      const target = join(outDir, file);
      if (sameBytes(target, bytes)) continue;
      await replaceFile(target, bytes);
      changed.add(file);
    }
    for (const file of gone) {
      await rm(join(outDir, file), { force: true });
      // An emptied page folder goes too (the server would answer it as a folder).
      await rmdir(dirname(join(outDir, file))).catch(() => undefined);
    }

    step('written');
    if (!pageSetChanged) {
      for (const name of await readdir(base))
        if (isSitemapFile(name)) await link(join(base, name), join(outDir, name));
    } else if (kit.sitemap) {
      const hook = kit.sitemap.hooks['astro:build:done'] as unknown as
        ((params: Record<string, unknown>) => Promise<void>) | undefined;
      const pageNames = [...paths.values()]
        .filter(({ route }) => route.type === 'page')
        // As Astro names built pages (trailing slash, no leading one).
        .map(({ pathname }) => ({ pathname: pathname.replace(/\/?$/, '/').replace(/^\//, '') }));
      await hook?.({
        dir: pathToFileURL(outDir + '/'),
        pages: pageNames,
        routes: [],
        assets: new Map(),
        logger: { info: log, warn: log, error: log, debug: () => {}, fork: () => undefined },
      });
    }

    let index: SearchIndex | null = site.index;
    if (pageSetChanged) step('sitemap');
    if (searchRemoved || !index) {
      // Pagefind cannot take a page out of an index: the index is made again from every page.
      await closeSearchIndexes();
      index = await newSearchIndex();
      for (const [file, facts] of pages) {
        if (facts.search === null) continue;
        const content =
          searchable.get(file) ?? searchableContent(await readFile(join(outDir, file), 'utf8'));
        if (content !== null) await addSearchPage(index, sitePathOf(file), content);
      }
    } else if (searchChanged) {
      // A page added again under its URL replaces it in the index.
      for (const [file, content] of searchable)
        if (pages.get(file)?.search !== site.pages.get(file)?.search)
          await addSearchPage(index, sitePathOf(file), content);
    }
    // The offline worker precaches the offline page and the manifest by their bytes; the rest
    // of its shell is the code's.
    const offlinePage = `${OFFLINE_PAGE_HREF.slice(1)}index.html`;
    const offlineChanged = changed.has(offlinePage) || changed.has('manifest.webmanifest');
    if (searchWritten) step('search');
    else if (existsSync(join(base, SEARCH_INDEX_DIR)))
      await linkTree(join(base, SEARCH_INDEX_DIR), join(outDir, SEARCH_INDEX_DIR));
    const { lines, warnings } = await writeSiteFiles(
      outDir,
      { pages, index: searchWritten ? index : null },
      { ...site.options, worker: offlineChanged, base },
    );
    for (const line of [...lines, ...warnings]) log(`[build] ${line}`);
    step('site files');

    // What the next rebuild starts from.
    kit.paths = paths;
    site.pages = pages;
    site.index = index;
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    log(
      `[build] content-only rebuild: ${rendered.size} rendered (${changed.size} changed), ` +
        `${linked} files kept, ${gone.length} removed, in ${seconds}s (${steps.join(', ')})`,
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
  }
}
