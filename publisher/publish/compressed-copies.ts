import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** File types worth compressing (images and fonts are compressed already). */
export const compressible = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.ics',
  '.webmanifest',
]);

/** Smaller files are sent as they are. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Brotli quality: the best (11) for the build's shared scripts and styles under /_astro/,
 * which every page loads; 5 for pages and data, some 80 times faster at about 13 % more
 * bytes (measured on the news pages; 6 to 9 save almost nothing more), so thousands of
 * pages compress in seconds.
 */
export const BROTLI_QUALITY = { assets: 11, pages: 5 } as const;

/** The names of a file's compressed copies, relative to the copies' folder. */
export const copiesOf = (file: string) => [`${file}.br`, `${file}.gz`] as const;

// Folders this thread has made for the build it is compressing now.
const made = { outDir: '', folders: new Set<string>() };

/**
 * Writes a brotli and a gzip copy of one file (<file>.br, <file>.gz under `outDir`), once at
 * publish time, so the server never compresses a request. Synchronous: it runs in the
 * publish's worker threads (publisher/publish/file-records.ts), where waiting costs nothing and a
 * hop to the thread pool per file would cost more than the work.
 */
export function writeCompressedCopies(
  file: string,
  bytes: Buffer,
  outDir: string,
  quality: typeof BROTLI_QUALITY = BROTLI_QUALITY,
): void {
  const target = join(outDir, file);
  const folder = dirname(target);
  if (made.outDir !== outDir) Object.assign(made, { outDir, folders: new Set() });
  if (!made.folders.has(folder)) {
    mkdirSync(folder, { recursive: true });
    made.folders.add(folder);
  }
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: file.startsWith('_astro/') ? quality.assets : quality.pages,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  };
  // New files: a copy another build shares by a hard link is never written into.
  for (const [copy, compressed] of [
    [`${target}.br`, brotliCompressSync(bytes, { params })],
    [`${target}.gz`, gzipSync(bytes, { level: 9 })],
  ] as const) {
    rmSync(copy, { force: true });
    writeFileSync(copy, compressed);
  }
}
