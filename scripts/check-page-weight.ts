import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pageJavaScript } from '../integrations/page-scripts.ts';
import { isPublicPage } from '../src/lib/public-pages.ts';

// The JavaScript each built page loads, gzip-compressed, against its budget: the home page
// 60 KB, every other public page 15 KB; member pages and sign-in screens 90 KB, React
// included.
// Counted: inline scripts, module scripts (also those loaded after the first paint),
// modulepreloads, Astro islands' component and renderer URLs, and every file those import
// statically. Dynamic import() is not counted:
// it loads only when needed (the members' part of /publications).
// Usage: node scripts/check-page-weight.ts [build dir]   (default: $SITE_OUT_DIR or dist)

const KB = 1024;
export const HOME_BUDGET = 60 * KB;
export const PUBLIC_PAGE_BUDGET = 15 * KB;
export const MEMBER_PAGE_BUDGET = 90 * KB;

export interface PageWeight {
  page: string;
  files: number;
  gzipBytes: number;
  budget: number;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name))
    .sort();
}

function pagePath(root: string, file: string): string {
  const path = '/' + relative(root, file).split(sep).join('/');
  return path.replace(/(^|\/)index\.html$/, '$1');
}

const gzipSize = (text: string | Buffer) => gzipSync(text).length;

/** The JavaScript a built page (its HTML, in the build at `root`) loads: its files, how many
 * inline scripts, and the gzip bytes of both (`gzipOf` keeps each file's size across pages). */
export function pageJsWeight(
  root: string,
  html: string,
  gzipOf = new Map<string, number>(),
): { files: string[]; inlineScripts: number; gzipBytes: number; gzipOf: Map<string, number> } {
  const { files, inline } = pageJavaScript(root, html);
  for (const file of files) if (!gzipOf.has(file)) gzipOf.set(file, gzipSize(readFileSync(file)));
  const gzipBytes =
    inline.reduce((sum, code) => sum + gzipSize(code), 0) +
    files.reduce((sum, file) => sum + (gzipOf.get(file) ?? 0), 0);
  return { files, inlineScripts: inline.length, gzipBytes, gzipOf };
}

/** Every page's JavaScript, gzip-compressed, with its budget. */
export function measurePageWeights(dir: string): PageWeight[] {
  const root = resolve(dir);
  const gzipOf = new Map<string, number>();
  return htmlFiles(root).map((htmlFile) => {
    const page = pagePath(root, htmlFile);
    const weight = pageJsWeight(root, readFileSync(htmlFile, 'utf8'), gzipOf);
    const publicPage = isPublicPage(page);
    const budget =
      page === '/' ? HOME_BUDGET : publicPage ? PUBLIC_PAGE_BUDGET : MEMBER_PAGE_BUDGET;
    const files = weight.files.length + weight.inlineScripts;
    return { page, files, gzipBytes: weight.gzipBytes, budget };
  });
}

/** The pages over their budget. */
export const breaches = (weights: readonly PageWeight[]) =>
  weights.filter((weight) => weight.gzipBytes > weight.budget);

/** The table the command prints. */
export function weightTable(weights: readonly PageWeight[]): string {
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  const width = Math.max(4, ...weights.map((weight) => weight.page.length));
  const over = new Set(breaches(weights));
  const rows = weights.map((weight) => {
    const { page, files, gzipBytes, budget } = weight;
    return [
      page.padEnd(width),
      String(files).padStart(5),
      kb(gzipBytes).padStart(8),
      kb(budget).padStart(6),
      over.has(weight) ? 'OVER' : 'ok',
    ].join('  ');
  });
  const head = [
    'page'.padEnd(width),
    'files'.padStart(5),
    'JS KB gz'.padStart(8),
    'budget'.padStart(6),
    'status',
  ].join('  ');
  return [head, ...rows].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.SITE_OUT_DIR ?? 'dist';
  const weights = measurePageWeights(dir);
  console.log(weightTable(weights));
  const over = breaches(weights);
  if (weights.length === 0) {
    console.error(`No built pages in ${dir}: run the build first.`);
    process.exit(1);
  }
  if (over.length > 0) {
    console.error(`\n${over.length} page(s) load more JavaScript than their budget.`);
    process.exit(1);
  }
  console.log(`\nEvery page is within its JavaScript budget.`);
}
