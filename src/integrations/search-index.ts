import { linkSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
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

/** A Pagefind index being filled; pages are added (or added again: a URL replaces its page). */
export type SearchIndex = pagefind.PagefindIndex;

/** A new, empty index of the site's pages (English stemming). */
export async function newSearchIndex(): Promise<SearchIndex> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  return index;
}

/** Adds one page's searchable content (`searchableContent`) under its URL. */
export async function addSearchPage(index: SearchIndex, url: string, content: string) {
  const added = await index.addHTMLFile({ url, content });
  if (added.errors.length) throw new Error(`Pagefind (${url}): ${added.errors.join('; ')}`);
}

/**
 * Writes the index into the build, so the index is part of the build it was made from and
 * the publisher switches both at once. Its folder is made anew (a folder shared with an
 * earlier build by hard links is never written into); a file of `base`'s index with the
 * same bytes (most of them, after one page changed: Pagefind names its parts by their
 * content) is linked rather than written. Pagefind hands the files over and this writes
 * them: its own writing is five times slower.
 */
export async function writeSearchIndex(
  index: SearchIndex,
  root: string,
  base?: string,
): Promise<{ written: number; linked: number }> {
  const outputPath = join(root, SEARCH_INDEX_DIR);
  await rm(outputPath, { recursive: true, force: true });
  const { files, errors } = await index.getFiles();
  if (errors.length) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const folders = new Set<string>();
  let linked = 0;
  for (const { path, content } of files) {
    const target = join(outputPath, path);
    const folder = dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    const earlier = base ? join(base, SEARCH_INDEX_DIR, path) : null;
    if (earlier && sameBytes(earlier, content)) {
      linkSync(earlier, target);
      linked++;
    } else writeFileSync(target, content);
  }
  return { written: files.length - linked, linked };
}

const sameBytes = (file: string, content: Uint8Array) => {
  try {
    const bytes = readFileSync(file);
    return bytes.length === content.length && bytes.equals(content);
  } catch {
    return false;
  }
};

/** Stops Pagefind's indexing service (a child process) and every index it holds. */
export const closeSearchIndexes = () => pagefind.close();
