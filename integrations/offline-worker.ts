import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SHELL_PAGES } from '../src/lib/offline/requests.ts';
import { SERVICE_WORKER_HREF, type ServiceWorkerMode } from '../src/lib/offline/worker-mode.ts';
import { isPublicPage } from '../src/lib/public-pages.ts';
import { urlPathOf } from './files.ts';
import { parsePage } from './html/parsed-page.ts';
import { pageJavaScript } from './page-scripts.ts';

const sources = {
  on: fileURLToPath(new URL('../src/service-worker/sw.ts', import.meta.url)),
  off: fileURLToPath(new URL('../src/service-worker/retire.ts', import.meta.url)),
};

// One bundle per process: the publisher's build worker is replaced when the code changes.
const bundles = new Map<string, Promise<string>>();

/** The worker's source bundled into one classic script (Workbox included, minified). */
function bundle(entry: string): Promise<string> {
  let text = bundles.get(entry);
  if (!text) {
    text = build({
      entryPoints: [entry],
      bundle: true,
      format: 'iife',
      minify: true,
      write: false,
      target: 'es2022',
      logLevel: 'silent',
      // Workbox's development logging is left out.
      define: { 'process.env.NODE_ENV': '"production"' },
    }).then((result) => result.outputFiles[0]!.text);
    text.catch(() => bundles.delete(entry));
    bundles.set(entry, text);
  }
  return text;
}

// A script or stylesheet of the build's own (no query or fragment).
const builtAsset = /^\/_astro\/[^#?]+\.(?:js|css)$/;
// A script of the build's own, relative to the build.
const builtScript = /^_astro\/[^#?]+\.js$/;

/**
 * The files of the shell the worker precaches (relative to the build): the offline page, the
 * sign-out page and every style, script and module they load, the icons, the manifest and the
 * placeholder.
 */
export async function shellFiles(root: string): Promise<string[]> {
  const linked: string[] = [];
  for (const page of SHELL_PAGES) {
    const html = await readFile(join(root, page), 'utf8');
    for (const { attributes } of parsePage(html).elements)
      for (const [name, value] of Object.entries(attributes))
        if ((name === 'src' || name === 'href') && builtAsset.test(value))
          linked.push(value.slice(1));
  }
  return [
    ...SHELL_PAGES,
    ...new Set(linked),
    'favicon.svg',
    'placeholder.svg',
    'manifest.webmanifest',
    'icons/*.png',
  ];
}

/**
 * The members' scripts (relative to the build): every script file the sign-in screens and the
 * member pages among `pageFiles` (the build's pages, relative to it) load (React, their
 * islands and the chunks those share, and what they load on a member's action), found as the page-weight check finds a page's
 * JavaScript (integrations/page-scripts.ts). The worker keeps them from its install, so a
 * member's page finds them even once the browser's HTTP cache has let them go; the pages
 * themselves and what they fetch (the member's data) are never among them, only the build's
 * hashed script files.
 */
export async function memberScripts(root: string, pageFiles: Iterable<string>): Promise<string[]> {
  const scripts = new Set<string>();
  for (const file of pageFiles) {
    if (isPublicPage(urlPathOf(file))) continue;
    const html = await readFile(join(root, file), 'utf8');
    const { files } = pageJavaScript(root, html, { onDemand: true });
    for (const found of files) {
      const script = relative(resolve(root), resolve(found)).split(sep).join('/');
      if (builtScript.test(script)) scripts.add(script);
    }
  }
  return [...scripts].sort();
}

/**
 * Writes the service worker (src/service-worker/sw.ts, Workbox) as /sw.js into a finished
 * build, with the precache list of that build's shell and its members' scripts (of its pages,
 * `pageFiles`), so it is published and switched with the build; with
 * PUBLIC_SERVICE_WORKER=off (`mode`) the retiring worker instead. The file is written anew
 * (never into a file an earlier build shares by a hard link). Returns what the build log says
 * of it.
 */
export async function writeOfflineWorker(
  root: string,
  mode: ServiceWorkerMode,
  pageFiles: Iterable<string>,
): Promise<{ line: string; warnings: string[] }> {
  const dest = join(root, SERVICE_WORKER_HREF.slice(1));
  await rm(dest, { force: true });
  if (mode === 'off') {
    await writeFile(dest, await bundle(sources.off));
    return { line: 'service worker retired (PUBLIC_SERVICE_WORKER=off)', warnings: [] };
  }
  const scratch = await mkdtemp(join(tmpdir(), 'club-sw-'));
  try {
    const swSrc = join(scratch, 'sw.js');
    await writeFile(swSrc, await bundle(sources.on));
    // Loaded here, not with the config: workbox-build is large, and `astro dev` and
    // `astro check` read the config too.
    const { injectManifest } = await import('workbox-build');
    const shell = await shellFiles(root);
    const members = (await memberScripts(root, pageFiles)).filter((file) => !shell.includes(file));
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: dest,
      globDirectory: root,
      globPatterns: [...shell, ...members],
      // Hashed names need no revision of their own.
      dontCacheBustURLsMatching: /^_astro\//,
    });
    return {
      line:
        `service worker precaches ${count} files (${Math.round(size / 1024)} KB): its shell ` +
        `and ${members.length} scripts of the members' pages`,
      warnings,
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
