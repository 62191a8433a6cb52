import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroPrerenderer, RouteData } from 'astro';

// Everything the content-only rebuild (publisher/build/content-rebuild.ts) and its render kit
// (render-kit.ts) know of Astro beyond its documented API, in one place: where Astro keeps the
// compiled pages of a static build, its prerenderer's app (the route list and cache, the page
// modules), astro:assets' build hooks on `globalThis.astroAsset`, the shape of a render's
// answer, and how the sitemap integration is asked again. Each use checks the shape it needs
// and answers "unsure" (with the reason) instead of guessing; the worker then makes a full
// build and its log says why. tests/publisher/astro-internals.test.ts builds a small site
// and checks each of them against the installed Astro, naming its version when one moved.

/** The installed Astro's version. */
export const ASTRO_VERSION: string = (
  createRequire(import.meta.url)('astro/package.json') as { version: string }
).version;

/** The Astro release line these internals were read from and checked against. */
export const CHECKED_ASTRO_LINE = '7.3';

/** A reason the adapter cannot vouch for an internal, named with the Astro version. */
export interface Unsure {
  unsure: string;
}

const unsure = (what: string): Unsure => ({
  unsure: `Astro ${ASTRO_VERSION} (these internals were checked on ${CHECKED_ASTRO_LINE}.x): ${what}`,
});

/** Whether an adapter answer is a reason to give up. */
export const isUnsure = (value: unknown): value is Unsure =>
  typeof value === 'object' && value !== null && 'unsure' in value;

/** A path a build makes: its route, and its incremental-build key (none: made every build). */
export interface KitPath {
  pathname: string;
  route: RouteData;
  cacheKey?: string;
}

/** Astro's default prerenderer as the kit reaches into it. */
type AstroApp = {
  manifest?: { routes?: { routeData: RouteData }[] };
  routeCache?: { clearAll?: () => void };
  getComponentByRoute?: (route: RouteData) => Promise<unknown>;
};

/** What the kit keeps of a build's prerenderer: pages listed and rendered again later. */
export interface PageRenderer {
  /** Every path of the build, asked afresh (getStaticPaths with the route cache cleared). */
  listPaths(): Promise<KitPath[]>;
  /** Imports every page module while Astro's compiled chunks are still there. */
  loadEveryPage(): Promise<void>;
  /** One path rendered as a request to `url`. */
  render(url: URL, route: RouteData): Promise<Response>;
}

/** The page renderer of Astro's default prerenderer, or why it cannot be one. */
export function pageRendererOf(prerenderer: AstroPrerenderer): PageRenderer | Unsure {
  const app = (prerenderer as AstroPrerenderer & { app?: AstroApp }).app;
  if (!app) return unsure("the prerenderer has no 'app'");
  const { getComponentByRoute, routeCache, manifest } = app;
  if (typeof getComponentByRoute !== 'function')
    return unsure("the prerenderer's app has no getComponentByRoute()");
  if (typeof routeCache?.clearAll !== 'function')
    return unsure("the prerenderer's app has no routeCache.clearAll()");
  if (!Array.isArray(manifest?.routes)) return unsure("the prerenderer's app has no route list");
  return {
    async listPaths() {
      routeCache.clearAll!();
      return (await prerenderer.getStaticPaths()) as KitPath[];
    },
    async loadEveryPage() {
      for (const { routeData } of manifest.routes!)
        if (routeData.prerender && routeData.type !== 'redirect')
          await getComponentByRoute.call(app, routeData);
    },
    async render(url, route) {
      const result: unknown = await prerenderer.render(new Request(url), { routeData: route });
      if (result instanceof Response) return result;
      const response = (result as { response?: unknown } | null)?.response;
      if (response instanceof Response) return response;
      throw new Error(unsure('a render answered neither a Response nor { response }').unsure);
    },
  };
}

/** astro:assets' build hooks (`globalThis.astroAsset`), put back while pages render again. */
export interface AssetHooks {
  addStaticImage: unknown;
  recordReferencedImage: unknown;
}

type AssetGlobals = Partial<AssetHooks> & {
  staticImages?: Map<string, { transforms?: Map<string, { finalPath?: string }> }>;
};

const assetGlobals = () =>
  ((globalThis as Record<string, unknown>).astroAsset ??= {}) as AssetGlobals;

/** The build's astro:assets hooks, taken while the build still has them. */
export function takeAssetHooks(): AssetHooks | Unsure {
  const { addStaticImage, recordReferencedImage } = assetGlobals();
  if (typeof addStaticImage !== 'function')
    return unsure('globalThis.astroAsset.addStaticImage is not a function');
  return { addStaticImage, recordReferencedImage };
}

/** Puts a build's astro:assets hooks back, with an empty list of pictures to make. */
export function reopenAssets(hooks: AssetHooks): void {
  Object.assign(assetGlobals(), hooks, { staticImages: new Map() });
}

/** Takes the hooks away again, as Astro does after its build: a later full build starts
 * with no picture asked for. */
export function closeAssets(): void {
  const globals = assetGlobals();
  delete globals.addStaticImage;
  delete globals.recordReferencedImage;
  delete globals.staticImages;
}

/** Every picture file the pages rendered since `reopenAssets` ask for (site paths). */
export function picturesAskedFor(): string[] {
  const found: string[] = [];
  for (const { transforms } of assetGlobals().staticImages?.values() ?? [])
    for (const { finalPath } of transforms?.values() ?? []) if (finalPath) found.push(finalPath);
  return found;
}

/** Where a static build's compiled pages are (Astro's getPrerenderOutputDirectory): in the
 * output directory when its path starts with the working directory's (Astro compares the
 * strings as they are), else under `.astro/` in the working directory. */
export function prerenderChunksDir(outDir: string, cwd = process.cwd()): string {
  const out = resolve(outDir);
  const server = out.startsWith(cwd) ? out : join(cwd, '.astro');
  return join(server, '.prerender');
}

/** The sitemap integration's end-of-build hook, asked again for a rebuild's pages. */
export async function rewriteSitemap(
  sitemap: AstroIntegration,
  outDir: string,
  pagePaths: readonly string[],
  log: (line: string) => void,
): Promise<void> {
  const hook = sitemap.hooks['astro:build:done'] as unknown as
    ((params: Record<string, unknown>) => Promise<void>) | undefined;
  if (typeof hook !== 'function')
    throw new Error(unsure('the sitemap integration has no astro:build:done hook').unsure);
  await hook({
    dir: pathToFileURL(outDir + '/'),
    // As Astro names built pages: a trailing slash, no leading one.
    pages: pagePaths.map((pathname) => ({
      pathname: pathname.replace(/\/?$/, '/').replace(/^\//, ''),
    })),
    routes: [],
    assets: new Map(),
    logger: { info: log, warn: log, error: log, debug: () => {}, fork: () => undefined },
  });
}
