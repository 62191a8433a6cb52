import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_INDEX_DIR } from '../src/lib/search/site-search.ts';
import { listFiles, sameBytes } from './files.ts';
import { parsePage, type ParsedPage } from './html/parsed-page.ts';
import { quotedValue, spliced, type Splice } from './html/splices.ts';

/**
 * What Pagefind is given of a read page: its marked <main> alone (with the page's title in its
 * attributes), or null for a page not marked for search. Pagefind would read only that part
 * anyway; handing it the rest (header, menu, footer) made indexing three times slower.
 * `splices`: changes to the page made in the same pass, taken into the part they fall in.
 */
export function searchablePart(page: ParsedPage, splices: readonly Splice[] = []): string | null {
  const main = page.elements.find(
    (element) => element.name === 'main' && Object.hasOwn(element.attributes, 'data-pagefind-body'),
  );
  if (!main?.closed) return null;
  const lang = page.elements.find((element) => element.name === 'html')?.attributes.lang ?? 'en';
  const content = spliced(page.html, splices, main.start, main.end);
  return `<!doctype html><html lang=${quotedValue(lang)}><body>${content}</body></html>`;
}

/** What Pagefind is given of a built page (`searchablePart`). */
export const searchableContent = (html: string): string | null => searchablePart(parsePage(html));

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
 * the publisher switches both at once. A build that starts as links to the live build's
 * files (publisher/build/content-rebuild.ts) has that build's index in place: a part with the same
 * bytes stays (most of them, after one page changed), a changed one is written as a new file
 * (never into a file the live build shares) and a part no longer in the index goes. Pagefind
 * hands the files over and this writes them: its own writing is five times slower.
 */
export async function writeSearchIndex(
  index: SearchIndex,
  root: string,
): Promise<{ written: number; kept: number; removed: number }> {
  const outputPath = join(root, SEARCH_INDEX_DIR);
  const { files, errors } = await index.getFiles();
  if (errors.length) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const before = existsSync(outputPath) ? await listFiles(outputPath) : [];
  const folders = new Set<string>();
  let kept = 0;
  for (const { path, content } of files) {
    const target = join(outputPath, path);
    if (sameBytes(target, content)) {
      kept++;
      continue;
    }
    const folder = dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    rmSync(target, { force: true });
    writeFileSync(target, content);
  }
  const listed = new Set(files.map(({ path }) => path));
  const gone = before.filter((path) => !listed.has(path));
  for (const path of gone) rmSync(join(outputPath, path), { force: true });
  return { written: files.length - kept, kept, removed: gone.length };
}

/** Stops Pagefind's indexing service (a child process) and every index it holds. */
export const closeSearchIndexes = () => pagefind.close();
