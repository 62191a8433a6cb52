import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { isPublicPage } from '../lib/public-pages.ts';
import { SEARCH_INDEX_DIR } from '../lib/search/site-search.ts';

const pagePath = (file: string) => '/' + file.replace(/(^|\/)index\.html$/, '$1');

/** The built pages site search may show: public pages whose <main> is marked for search
 * (BaseLayout marks public pages; member pages, sign-in screens, 404 and offline are not). */
export async function searchablePages(dir: string): Promise<{ url: string; file: string }[]> {
  const files = (await readdir(dir, { recursive: true, encoding: 'utf8' }))
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith(`${SEARCH_INDEX_DIR}/`))
    .sort();
  return files
    .map((file) => ({ url: pagePath(file), file }))
    .filter(({ url }) => isPublicPage(url));
}

/**
 * Site search: a Pagefind index of the public pages, written into the build output at the
 * end of every build (astro:build:done), so the index is part of the build it was made
 * from and the publisher switches both at once. Only the marked <main> of public pages is
 * read: no member page, sign-in screen or menu text is ever in it. A failure fails the build.
 */
export function siteSearchIndex(): AstroIntegration {
  return {
    name: 'site-search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const started = Date.now();
        const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
        try {
          if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
          let pages = 0;
          for (const { url, file } of await searchablePages(root)) {
            const content = await readFile(join(root, file), 'utf8');
            if (!/<main\b[^>]*\sdata-pagefind-body/.test(content)) continue;
            const added = await index.addHTMLFile({ url, content });
            if (added.errors.length)
              throw new Error(`Pagefind (${url}): ${added.errors.join('; ')}`);
            pages++;
          }
          const written = await index.writeFiles({ outputPath: join(root, SEARCH_INDEX_DIR) });
          if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
          logger.info(
            `${pages} public pages indexed for site search in ${Date.now() - started} ms`,
          );
        } finally {
          // The service is a child process: a warm build worker must not keep one per build.
          await pagefind.close();
        }
      },
    },
  };
}
