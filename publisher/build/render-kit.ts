import { existsSync, renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { linkTree } from '../files/linked-trees.ts';
import {
  isUnsure,
  pageRendererOf,
  prerenderChunksDir,
  takeAssetHooks,
  type AssetHooks,
  type KitPath,
  type PageRenderer,
} from './astro-internals.ts';

// The render kit: what the publisher's build worker keeps of its last `astro build` so that
// a later build whose code and settings are the same can render only the pages whose
// content changed (publisher/build/content-rebuild.ts), without Vite and without restoring
// every unchanged page. It is Astro's own prerenderer of that build (the compiled pages,
// through the `setPrerenderer` hook of the integrations API), the paths it built with their
// incremental-build keys, and the compiled chunks those pages import. What it needs of
// Astro's internals is behind publisher/build/astro-internals.ts.
//
// Astro deletes the compiled chunks when its pages are made; the kit keeps hard links to
// them and puts them back, so a page module imported later still finds its files. Every
// page module is imported before that, while the build still has them.

export type { KitPath } from './astro-internals.ts';

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

/** What a finished build leaves for a content-only rebuild. */
export interface RenderKit {
  pages: PageRenderer;
  /** The build's paths as Astro made them (`pathsByKey`). */
  paths: Map<string, KitPath>;
  /** The origin of the requests pages were rendered with (the site's). */
  origin: string;
  /** astro:assets' hooks of the build, put back while pages are rendered again. */
  assets: AssetHooks;
  /** The sitemap integration of the build, asked again when the set of pages changes. */
  sitemap: AstroIntegration | null;
  /** The folder of the compiled chunks, kept while this kit lives. */
  chunks: string;
  /** The publish id of the build this kit made last (its output is that build). */
  buildId: string | null;
}

/** What a build left: a kit, or why there is none (a content-only rebuild cannot follow). */
export type KeptKit = { kit: RenderKit } | { reason: string };

/** Drops a kit's chunks (a new build makes the next kit). */
export async function dropKit(kit: RenderKit | null): Promise<void> {
  if (kit) await rm(kit.chunks, { recursive: true, force: true });
}

/** What the build's rendering tells as it goes: the number of paths, each path rendered,
 * and the end of rendering (the pictures are made next). */
export interface RenderWatch {
  onPaths: (count: number) => void;
  onRendered: () => void;
  onRenderingDone: () => void;
}

/**
 * The Astro integration (the build worker's builds only): wraps Astro's default prerenderer
 * to see the paths and the origin of the build (and to count what it renders: `watch`),
 * imports every page module before Astro deletes the compiled chunks, keeps those chunks,
 * and hands the kit (or why there is none) to `keep` when the build is done.
 */
export function renderKit(
  keep: (kept: KeptKit) => void,
  watch: RenderWatch = { onPaths: () => {}, onRendered: () => {}, onRenderingDone: () => {} },
): AstroIntegration {
  let outDir = '';
  let sitemap: AstroIntegration | null = null;
  let building: Partial<RenderKit> & { failed?: string } = {};
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
        setPrerenderer((prerenderer: AstroPrerenderer): AstroPrerenderer => {
          return {
            name: 'club:render-kit',
            setup: () => prerenderer.setup?.() ?? Promise.resolve(),
            async getStaticPaths() {
              const paths = await prerenderer.getStaticPaths();
              building.paths = pathsByKey(paths);
              watch.onPaths(paths.length);
              return paths;
            },
            async render(request, options) {
              building.origin ??= new URL(request.url).origin;
              const rendered = await prerenderer.render(request, options);
              watch.onRendered();
              return rendered;
            },
            ...(prerenderer.collectStaticImages
              ? { collectStaticImages: () => prerenderer.collectStaticImages!() }
              : {}),
            async teardown() {
              try {
                // Its app exists once the prerenderer is set up: asked for here, at the end.
                const pages = pageRendererOf(prerenderer);
                if (isUnsure(pages)) throw new Error(pages.unsure);
                await pages.loadEveryPage();
                const chunks = prerenderChunksDir(outDir);
                if (!existsSync(chunks)) throw new Error(`no compiled chunks at ${chunks}`);
                if (!relative(resolve(outDir), chunks).startsWith('..'))
                  throw new Error('the compiled chunks are inside the output');
                const assets = takeAssetHooks();
                if (isUnsure(assets)) throw new Error(assets.unsure);
                await rm(`${chunks}-kept`, { recursive: true, force: true });
                await linkTree(chunks, `${chunks}-kept`);
                Object.assign(building, { assets, pages, chunks });
              } catch (error) {
                building.failed ??= (error as Error).message;
              }
              await prerenderer.teardown?.();
              watch.onRenderingDone();
            },
          };
        });
      },
      'astro:build:done': async ({ logger }) => {
        const { pages, paths, origin, assets, chunks, failed } = building;
        building = {};
        if (failed || !pages || !paths || !origin || !assets || !chunks) {
          const reason = failed ?? 'the build rendered no page';
          logger.info(`no render kit kept: ${reason}`);
          keep({ reason });
          return;
        }
        // Astro has deleted the chunks by now: the kept links take their place.
        await rm(chunks, { recursive: true, force: true });
        renameSync(`${chunks}-kept`, chunks);
        keep({ kit: { pages, paths, origin, assets, sitemap, chunks, buildId: null } });
      },
    },
  };
}
