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
 * What Pagefind is given of a page: its marked <main> alone (with the page's title in its
 * attributes), or null for a page not marked for search. Pagefind would read only that part
 * anyway; handing it the rest (header, menu, footer) made indexing three times slower.
 */
export function searchableContent(html: string): string | null {
  const start = html.search(/<main\b[^>]*\sdata-pagefind-body/);
  const end = html.indexOf('</main>', start);
  if (start < 0 || end < 0) return null;
  const lang = /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? 'en';
  return `<!doctype html><html lang="${lang}"><body>${html.slice(start, end + 7)}</body></html>`;
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
          const all = await searchablePages(root);
          // Read a few dozen files at a time; the service takes one page at a time.
          for (let first = 0; first < all.length; first += 32) {
            const batch = all.slice(first, first + 32);
            const contents = await Promise.all(
              batch.map(async ({ file }) =>
                searchableContent(await readFile(join(root, file), 'utf8')),
              ),
            );
            for (const [i, content] of contents.entries()) {
              if (!content) continue;
              const { url } = batch[i]!;
              const added = await index.addHTMLFile({ url, content });
              if (added.errors.length)
                throw new Error(`Pagefind (${url}): ${added.errors.join('; ')}`);
              pages++;
            }
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
