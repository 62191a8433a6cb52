import { existsSync, renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroPrerenderer, RouteData } from 'astro';
import { linkTree } from '../files/linked-trees.ts';

// The render kit: what the publisher's build worker keeps of its last `astro build` so that
// a later build whose code and settings are the same can render only the pages whose
// content changed (publisher/build/content-rebuild.ts), without Vite and without restoring every
// unchanged page. It is Astro's own prerenderer of that build (the compiled pages, through
// the `setPrerenderer` hook of the integrations API), the paths it built with their
// incremental-build keys, and the compiled chunks those pages import.
//
// Astro deletes the compiled chunks when its pages are made; the kit keeps hard links to
// them and puts them back, so a page module imported later still finds its files. Every
// page module is imported before that, while the build still has them.

/** A path a build makes: its route, and its incremental-build key (none: made every build). */
export interface KitPath {
  pathname: string;
  route: RouteData;
  cacheKey?: string;
}

/** A build's paths by pathname (without its trailing slash), the first route of a pathname
 * winning as in Astro's build. */
export function pathsByKey(paths: Iterable<KitPath>): Map<string, KitPath> {
  const kept = new Map<string, KitPath>();
  for (const { pathname, route, cacheKey } of paths) {
    const key = pathname.replace(/\/+$/, '') || '/';
    if (!kept.has(key)) kept.set(key, { pathname, route, cacheKey });
  }
  return kept;
}

/** Astro's prerenderer as this kit uses it. */
type Prerenderer = AstroPrerenderer & {
  app?: {
    manifest?: { routes?: { routeData: RouteData }[] };
    routeCache?: { clearAll?: () => void };
    getComponentByRoute?: (route: RouteData) => Promise<unknown>;
  };
};

type AssetGlobals = {
  addStaticImage?: unknown;
  recordReferencedImage?: unknown;
  staticImages?: Map<string, { transforms: Map<string, { finalPath: string }> }>;
};

/** What a finished build leaves for a content-only rebuild. */
export interface RenderKit {
  prerenderer: Prerenderer;
  /** The build's paths as Astro made them (`pathsByKey`). */
  paths: Map<string, KitPath>;
  /** The origin of the requests pages were rendered with (the site's). */
  origin: string;
  /** astro:assets' hooks of the build, put back while pages are rendered again. */
  assets: { addStaticImage: unknown; recordReferencedImage: unknown };
  /** The sitemap integration of the build, asked again when the set of pages changes. */
  sitemap: AstroIntegration | null;
  /** The folder of the compiled chunks, kept while this kit lives. */
  chunks: string;
  /** The publish id of the build this kit made last (its output is that build). */
  buildId: string | null;
}

const KIT = Symbol.for('club.render-kit');
const shared = globalThis as Record<symbol, unknown>;

/** The kit the last build of this process left (null: none, or it could not keep one). */
export const keptKit = () => (shared[KIT] as RenderKit | undefined) ?? null;

/** Drops the kept kit and its chunks (a new build makes the next one). */
export async function dropKit(): Promise<void> {
  const kit = keptKit();
  delete shared[KIT];
  if (kit) await rm(kit.chunks, { recursive: true, force: true });
}

const assetGlobals = () =>
  ((globalThis as Record<string, unknown>).astroAsset ??= {}) as AssetGlobals;

/** Puts the build's astro:assets hooks back and starts an empty list of pictures to make. */
export function reopenAssets(kit: RenderKit): AssetGlobals {
  const globals = assetGlobals();
  Object.assign(globals, kit.assets);
  globals.staticImages = new Map();
  return globals;
}

/** Takes the build's astro:assets hooks away again, as Astro does after its build: a later
 * full build starts with no picture asked for. */
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
    for (const { finalPath } of transforms.values()) found.push(finalPath);
  return found;
}

/**
 * The Astro integration (the build worker's builds only): wraps Astro's default prerenderer
 * to see the paths and the origin of the build, imports every page module before Astro
 * deletes the compiled chunks, keeps those chunks, and leaves the kit for the worker.
 */
export function renderKit(): AstroIntegration {
  let outDir = '';
  let sitemap: AstroIntegration | null = null;
  let building: Partial<RenderKit> & { failed?: string } = {};
  const chunksDir = () => {
    // Where Astro puts them (its getPrerenderOutputDirectory for a static build).
    const out = resolve(outDir);
    const cwd = process.cwd();
    const server = out.startsWith(cwd + sep) ? out : join(cwd, '.astro');
    return join(server, '.prerender');
  };
  return {
    name: 'render-kit',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        sitemap = config.integrations.find((entry) => entry.name === '@astrojs/sitemap') ?? null;
        if (config.build.format !== 'directory')
          building.failed = `build.format is ${config.build.format}, not directory`;
      },
      'astro:build:start': ({ setPrerenderer }) => {
        const failed = building.failed;
        building = failed ? { failed } : {};
        setPrerenderer((astro): AstroPrerenderer => {
          const prerenderer = astro as Prerenderer;
          return {
            name: 'club:render-kit',
            setup: () => prerenderer.setup?.() ?? Promise.resolve(),
            async getStaticPaths() {
              const paths = await prerenderer.getStaticPaths();
              building.paths = pathsByKey(paths);
              return paths;
            },
            render(request, options) {
              building.origin ??= new URL(request.url).origin;
              return prerenderer.render(request, options);
            },
            ...(prerenderer.collectStaticImages
              ? { collectStaticImages: () => prerenderer.collectStaticImages!() }
              : {}),
            async teardown() {
              try {
                const app = prerenderer.app;
                if (!app?.getComponentByRoute || !app.routeCache?.clearAll)
                  throw new Error("Astro's prerenderer has no app to render with");
                for (const { routeData } of app.manifest?.routes ?? [])
                  if (routeData.prerender && routeData.type !== 'redirect')
                    await app.getComponentByRoute(routeData);
                const chunks = chunksDir();
                if (!existsSync(chunks)) throw new Error(`no compiled chunks at ${chunks}`);
                if (!relative(resolve(outDir), chunks).startsWith('..'))
                  throw new Error('the compiled chunks are inside the output');
                await rm(`${chunks}-kept`, { recursive: true, force: true });
                await linkTree(chunks, `${chunks}-kept`);
                const globals = assetGlobals();
                building.assets = {
                  addStaticImage: globals.addStaticImage,
                  recordReferencedImage: globals.recordReferencedImage,
                };
                building.prerenderer = prerenderer;
                building.chunks = chunks;
              } catch (error) {
                building.failed = (error as Error).message;
              }
              await prerenderer.teardown?.();
            },
          };
        });
      },
      'astro:build:done': async ({ logger }) => {
        const { prerenderer, paths, origin, assets, chunks, failed } = building;
        building = {};
        await dropKit();
        if (failed || !prerenderer || !paths || !origin || !assets || !chunks) {
          logger.info(`no render kit kept: ${failed ?? 'the build rendered no page'}`);
          return;
        }
        // Astro has deleted the chunks by now: the kept links take their place.
        await rm(chunks, { recursive: true, force: true });
        renameSync(`${chunks}-kept`, chunks);
        shared[KIT] = {
          prerenderer,
          paths,
          origin,
          assets,
          sitemap,
          chunks,
          buildId: null,
        } satisfies RenderKit;
      },
    },
  };
}
