import { build } from 'astro';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ASTRO_VERSION,
  closeAssets,
  picturesAskedFor,
  reopenAssets,
  rewriteSitemap,
} from '../../publisher/build/astro-internals.ts';
import { renderKit, type KeptKit } from '../../publisher/build/render-kit.ts';

// The contract of publisher/build/astro-internals.ts with the installed Astro, checked on a
// small site built for real: run as a process of its own by astro-internals.test.ts (Astro's
// build wants a process to itself), it prints one JSON line of named checks.

const root = fileURLToPath(new URL('../..', import.meta.url));
const site = join(root, 'node_modules/.cache', `club-astro-contract-${process.pid}`);
// Outside the working directory, as the worker builds: Astro keeps its chunks under .astro/.
const outDir = join(root, 'node_modules/.cache', `club-astro-contract-out-${process.pid}`);
const picture = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMwXpWGFTEMpAQAtjU8kfmBxM8AAAAASUVORK5CYII=',
  'base64',
);

const files: Record<string, string | Buffer> = {
  'astro.config.mjs': `import sitemap from '@astrojs/sitemap';
export default { site: 'http://club.test', integrations: [sitemap()], experimental: { incrementalBuild: true } };`,
  'src/pitch.png': picture,
  'src/pages/index.astro': `---
import { getImage } from 'astro:assets';
import pitch from '../pitch.png';
const image = await getImage({ src: pitch, width: 4, format: 'webp' });
---
<html lang="en"><body><h1>Club</h1><img src={image.src} alt="" /></body></html>`,
  'src/pages/items/[id].astro': `---
export function getStaticPaths() {
  return [
    { params: { id: 'a' }, props: { name: 'Item a' }, cacheKey: 'a1' },
    { params: { id: 'b' }, props: { name: 'Item b' }, cacheKey: 'b1' },
  ];
}
const { name } = Astro.props;
---
<html lang="en"><body><h1>{name}</h1></body></html>`,
};

const checks: { name: string; ok: boolean; detail: string }[] = [];
async function check(name: string, run: () => Promise<string> | string): Promise<void> {
  try {
    checks.push({ name, ok: true, detail: await run() });
  } catch (error) {
    checks.push({ name, ok: false, detail: (error as Error).message });
  }
}
const must = (ok: unknown, detail: string) => {
  if (!ok) throw new Error(detail);
};

try {
  await rm(site, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
  for (const [file, content] of Object.entries(files)) {
    await mkdir(dirname(join(site, file)), { recursive: true });
    await writeFile(join(site, file), content);
  }
  process.chdir(site);
  let kept = { reason: 'the build did not finish' } as KeptKit;
  let renders = 0;
  await build({
    root: site,
    outDir,
    logLevel: 'error',
    integrations: [
      renderKit((made) => (kept = made), {
        onPaths: () => {},
        onRendered: () => renders++,
        onRenderingDone: () => {},
      }),
    ],
  });
  await check('a render kit is kept after a build (prerenderer app, chunks, asset hooks)', () => {
    must('kit' in kept, 'reason' in kept ? kept.reason : 'no kit');
    return 'kept';
  });
  if ('kit' in kept) {
    const { kit } = kept;
    await check('every path is counted as Astro renders it', () => {
      must(renders >= 3, `${renders} renders counted`);
      return `${renders} renders`;
    });
    await check('the compiled pages stay where the kit keeps them', () => {
      must(existsSync(kit.chunks), `no folder at ${kit.chunks}`);
      return kit.chunks;
    });
    await check('the paths are listed again with their cache keys', async () => {
      const paths = await kit.pages.listPaths();
      const item = paths.find((path) => path.pathname.replace(/\/$/, '') === '/items/a');
      must(item?.cacheKey === 'a1', `listed ${paths.map((path) => path.pathname).join(', ')}`);
      return `${paths.length} paths`;
    });
    await check('a page renders again from the kept chunks', async () => {
      const route = kit.paths.get('/items/b')?.route;
      must(route, 'no route for /items/b');
      const response = await kit.pages.render(new URL('/items/b/', kit.origin), route!);
      const html = await response.text();
      must(response.status === 200 && html.includes('Item b'), `answered ${response.status}`);
      return 'rendered';
    });
    await check('the pictures a page asks for are seen while it renders again', async () => {
      reopenAssets(kit.assets);
      try {
        const route = kit.paths.get('/')?.route;
        must(route, 'no route for /');
        await (await kit.pages.render(new URL('/', kit.origin), route!)).text();
        const asked = picturesAskedFor();
        must(
          asked.some((path) => path.endsWith('.webp')),
          `asked for: ${asked.join(', ') || 'none'}`,
        );
        return asked.join(', ');
      } finally {
        closeAssets();
      }
    });
    await check('the sitemap integration writes the sitemap again', async () => {
      must(kit.sitemap, 'no sitemap integration found');
      await rm(join(outDir, 'sitemap-0.xml'), { force: true });
      await rewriteSitemap(kit.sitemap!, outDir, ['/', '/items/a'], () => {});
      const text = await readFile(join(outDir, 'sitemap-0.xml'), 'utf8');
      must(text.includes('http://club.test/items/a/'), 'the page is not in the sitemap');
      return 'written';
    });
  }
} catch (error) {
  checks.push({ name: 'the small site builds', ok: false, detail: (error as Error).message });
} finally {
  process.chdir(root);
  await rm(site, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
}
console.log(JSON.stringify({ version: ASTRO_VERSION, checks }));
process.exit(0);
